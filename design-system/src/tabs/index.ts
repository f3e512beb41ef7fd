export * as Tabs from './Tabs.tsx';
