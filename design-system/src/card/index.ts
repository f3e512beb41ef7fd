export * as Card from './Card.tsx';
