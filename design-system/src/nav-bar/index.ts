export { NavBar, navBarVariants } from './NavBar.tsx';
export type { NavBarProps } from './NavBar.tsx';
