/**
 * The two screen tables the build writes from the route manifest (portal/build/route-manifest.ts,
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
