/**
 * Leaves the portal for a viewer address: only an http(s) address (or one on this site) is followed, so a
 * bad configuration can never run script. Answers false when the address is refused. Its own module, so
 * that tests can stand in for the browser's navigation.
 */
export function leaveFor(address: string): boolean {
  let target: URL;
  try {
    target = new URL(address, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}
