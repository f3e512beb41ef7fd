import { ApiError } from '../../api/index.ts';
import type { Read } from '../../api/index.ts';
import { pushToast } from '../../stores/toasts.ts';

/**
 * The same read, its business failure toasted as a call with `toastOnError` would (the server's message): for a
 * screen that toasts what other screens read quietly (the reads of an endpoint and body share the query cache and
 * ask alike). Network failures are toasted by the client either way. A module of its own, outside the records chunk
 * group where common/reads.ts is, since not every screen that needs it loads that group.
 */
export function toasting<T>(read: Read<T>): Read<T> {
  return {
    ...read,
    fetch: (signal) =>
      read.fetch(signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === 'result') pushToast('error', error.message);
        throw error;
      }),
  };
}
