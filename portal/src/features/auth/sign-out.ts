import { navigate } from 'wouter/use-browser-location';
import { paths } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import { clearSession } from '../../stores/session.ts';
import { loginPath } from '../../app/routes.ts';

/** docs/product/states.md/docs/product/calls.md: tell the server (POST /personal/loginOut), then clear the session whatever it says. */
export async function signOut(): Promise<void> {
  try {
    await api.post(paths.loginOut, {}, { toastOnError: false });
  } catch {
    // Already signed out on the server, or offline: the local session goes either way.
  }
  clearSession();
  navigate(loginPath, { replace: true });
}
