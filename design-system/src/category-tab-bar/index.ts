export { CategoryTabBar } from './CategoryTabBar.tsx';
export type { CategoryTabBarProps, CategoryTabBarItem } from './CategoryTabBar.tsx';
