export * as Accordion from './Accordion.tsx';
