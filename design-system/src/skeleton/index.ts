export { Skeleton, skeletonVariants } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonShape } from './Skeleton.tsx';
