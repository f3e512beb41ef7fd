import { config as zodConfig, z } from 'zod';

/**
 * zod as every schema of this package takes it. In a browser, zod would compile faster object parsers with
 * `new Function`, probing on the first schema it builds whether it may; the portal's content security policy
 * forbids eval (docs/security.md), so the probe is refused and reported as a policy violation on every page that
 * validates a form. Schemas import zod from here, so this runs before the first of them is built: browsers parse
 * without compiling, the server keeps the compiled parsers. (Called by its own name: the portal build treats every
 * `z.…()` call as pure, see portal/vite.config.ts, and would drop this one.)
 */
if (typeof document !== 'undefined') zodConfig({ jitless: true });

export { z };
