import { navigate } from 'wouter/use-browser-location';
import { paths } from '@macao-phr/contract';
import type { LogoutResult } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import { clearSession } from '../../stores/session.ts';
import { loginPath } from '../../app/routes.ts';
import { forgetPushSubscription } from '../notices/push.ts';

/**
 * docs/product/states.md/docs/product/calls.md: tell the server (POST /personal/loginOut), then clear the session whatever it
 * says. A session opened through the identity provider ends there too (docs/product/sign-in.md): the server answers the
 * provider's end-session address, which comes back to the sign-in page.
 */
export async function signOut(): Promise<void> {
  let endSessionUrl: string | null = null;
  // This browser stops being told of this resident's records (docs/product/notices.md#push), while the session still lets
  // the server hear it.
  await forgetPushSubscription();
  try {
    const result = await api.post<LogoutResult>(paths.loginOut, {}, { toastOnError: false });
    endSessionUrl = result?.endSessionUrl ?? null;
  } catch {
    // Already signed out on the server, or offline: the local session goes either way.
  }
  clearSession();
  if (endSessionUrl !== null) {
    window.location.assign(endSessionUrl);
    return;
  }
  navigate(loginPath, { replace: true });
}
