'use client';

import { I18nProvider as AriaI18nProvider } from 'react-aria-components';

// react-aria's locale provider, from a module of its own that says 'use client': react-aria-components carries no
// directive, and a provider (context) must be a client component for a Next.js App Router page, which is a server
// component, to render it. A binding of this module rather than a re-export: the CommonJS build would otherwise
// fold the re-export into index.cjs, which has no directive.
export const I18nProvider: typeof AriaI18nProvider = AriaI18nProvider;
export type { I18nProviderProps } from 'react-aria-components';
