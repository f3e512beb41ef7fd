import { navigate } from 'wouter/use-browser-location';
import { addressToRemember } from '../routes/route-rules.ts';
import { loginPath } from '../routes/routes.ts';
import { clearSession, markSessionEnded, rememberOriginalUrl } from '../stores/session.ts';

/**
 * The session ended under the resident (a session-invalid answer, docs/product/result-codes.md, or the idle limit reached in this
 * tab): remember where they were (not login or home) and that it ended (the sign-in page says so), clear the session
 * and go to sign-in.
 */
export function endSessionHere(): void {
  const remember = addressToRemember(window.location.pathname, window.location.search);
  if (remember !== null) rememberOriginalUrl(remember);
  markSessionEnded();
  clearSession();
  navigate(loginPath, { replace: true });
  // Inside the app's webview the app signs the resident in (host bridge, docs/product/routes.md): its login page opens too.
  if ('mhpBridge' in window) void import('../platform/host-bridge.ts').then(({ hostBridge }) => hostBridge().openLoginPage());
}
