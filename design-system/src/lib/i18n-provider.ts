'use client';

// react-aria's locale provider, re-exported from a module of its own that says 'use client': react-aria-components
// carries no directive, and a provider (context) must be a client component for a Next.js App Router page, which is
// a server component, to render it.
export { I18nProvider } from 'react-aria-components';
export type { I18nProviderProps } from 'react-aria-components';
