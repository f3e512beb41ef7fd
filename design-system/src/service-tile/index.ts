export { ServiceTile, serviceTileVariants } from './ServiceTile.tsx';
export type { ServiceTileProps, ServiceTileStatus, ServiceTileVariant } from './ServiceTile.tsx';
export { ServiceGrid, serviceGridVariants } from './ServiceGrid.tsx';
export type { ServiceGridProps, ServiceGridVariant } from './ServiceGrid.tsx';
