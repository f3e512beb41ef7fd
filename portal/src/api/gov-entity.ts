import { pathOf } from '../routes/routes.ts';
import { $tree } from '../stores/device.ts';

/** docs/product/result-codes.md: /web/expiredPage?type=expired|noaccess; the same page in the mobile tree on a phone. */
export function expiredPagePath(type: 'expired' | 'noaccess'): string {
  return `${pathOf('expiredPage', $tree.get()) ?? '/web/expiredPage'}?type=${type}`;
}
