import { routePrefetch } from 'virtual:mhp/route-prefetch';
import type { RouteEntry } from '../routes/routes.ts';
import { $signedIn } from '../stores/session.ts';

/**
 * Asks for what a route's screen asks first as soon as the route is chosen (the page's first route in main.tsx, then
 * every route the router renders), beside the loading of the screen's code: the route manifest names the function
 * (a screen's `prefetch`), the build writes the table, and the screen takes the answers from the query cache
 * (api/query.ts) instead of asking again. Only for a signed-in resident; nothing is asked at import time.
 */
export function prefetchRoute(route: RouteEntry): void {
  const load = routePrefetch[route.name];
  if (load === undefined || !$signedIn.get()) return;
  load().then(
    (reads) => {
      for (const read of reads(route)) read.prefetch();
    },
    // The screen's own load says what failed.
    () => undefined,
  );
}
