import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { $leavingForSignOut, clearSession } from '../../stores/session.ts';
import { loginPath } from '../../routes/routes.ts';
import { paths } from '@macao-phr/contract';

/**
 * docs/product/states.md/docs/product/calls.md: tell the server (POST /personal/loginOut), then clear the session whatever it
 * says. A session opened through the identity provider ends there too (docs/product/sign-in.md): the server answers the
 * provider's end-session address, which comes back to the sign-in page.
 */
export async function signOut(): Promise<void> {
  let endSessionUrl: string | null = null;
  // This browser stops being told of this resident's records (docs/product/notices.md#push), while the session still lets
  // the server hear it.
  await forgetPush();
  try {
    const result = await api.call(paths.loginOut, {}, { toastOnError: false });
    endSessionUrl = result?.endSessionUrl ?? null;
  } catch {
    // Already signed out on the server, or offline: the local session goes either way.
  }
  if (endSessionUrl !== null) {
    // The session is cleared here, and the provider then ends its own: without this, the app would see no session and
    // send the resident to sign in again (in link mode straight back through the provider, still signed in there)
    // before its sign-out page had loaded. Back from that page (the browser's page cache), the app routes again.
    $leavingForSignOut.set(true);
    window.addEventListener('pageshow', (event) => event.persisted && $leavingForSignOut.set(false), { once: true });
    clearSession();
    window.location.assign(endSessionUrl);
    return;
  }
  clearSession();
  navigate(loginPath, { replace: true });
}

/**
 * The push code is loaded only here and in Settings, not with every page's first load. If it cannot load (offline, the
 * server gone), the browser keeps its subscription, as it does when the server cannot be told.
 */
async function forgetPush(): Promise<void> {
  try {
    const { forgetPushSubscription } = await import('../notices/push.ts');
    await forgetPushSubscription();
  } catch {
    // Signing out goes on whatever happens here.
  }
}
