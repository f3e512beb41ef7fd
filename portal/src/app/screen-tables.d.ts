/**
 * The two screen tables and the table of route prefetches the build writes from the route manifest (portal/build/route-manifest.ts,
 * docs/architecture.md#the-route-manifest): their types, named by the manifest's own.
 */

declare module 'virtual:mhp/landing-screens' {
  type ScreenLoader = () => Promise<{ default: import('react').ComponentType<import('../routes/screen-types.ts').ScreenProps> }>;
  export const landingScreens: { readonly [N in import('../routes/manifest.ts').LandingScreenName]: ScreenLoader };
}

declare module 'virtual:mhp/registry-screens' {
  type ScreenLoader = () => Promise<{ default: import('react').ComponentType<import('../routes/screen-types.ts').ScreenProps> }>;
  /** Every registry screen's loader; read by any route name (a landing screen's is undefined). */
  export const registryScreens: { readonly [N in import('../routes/manifest.ts').RegistryScreenName]: ScreenLoader } & { readonly [N in import('../routes/manifest.ts').RouteName]?: ScreenLoader };
  /** The landing screens' names, as route names. */
  export const landingScreenNames: readonly import('../routes/manifest.ts').RouteName[];
}

declare module 'virtual:mhp/route-prefetch' {
  type Prefetch = (route: import('../routes/routes.ts').RouteEntry) => readonly import('../api/query.ts').Read<unknown>[];
  /** Per route with a `prefetch` in the manifest: loads its module (in a chunk group its first paint loads) and gives the function. */
  export const routePrefetch: { readonly [N in import('../routes/manifest.ts').RouteName]?: () => Promise<Prefetch> };
}
