import type { NoticeType } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/**
 * docs/product/notices.md#push: this browser's push subscription. The service worker (`/push-sw.js`, portal/public)
 * only shows pushes; subscribing asks the browser's permission, then hands the subscription to the server with the
 * kinds of notice chosen. Choosing none removes it, here and on the server.
 */

export const PUSH_WORKER = '/push-sw.js';

/** What Settings can offer on this browser. */
export type PushState =
  | { status: 'unsupported' | 'off' | 'denied' }
  | { status: 'ready'; publicKey: string; kinds: NoticeType[] };

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function loadPushState(signal?: AbortSignal): Promise<PushState> {
  if (!pushSupported()) return { status: 'unsupported' };
  const subscription = await currentSubscription();
  const answer = await api.call(paths.pushSettings, subscription ? { endpoint: subscription.endpoint } : {}, { signal });
  if (answer.publicKey === null) return { status: 'off' };
  if (Notification.permission === 'denied') return { status: 'denied' };
  return { status: 'ready', publicKey: answer.publicKey, kinds: answer.kinds };
}

/** The browser refused notifications (now or before). */
export class PushDenied extends Error {}

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/** Saves the kinds this browser is told of; subscribes first when it is not yet. Answers the kinds saved. */
export async function savePushKinds(kinds: NoticeType[], publicKey: string, tree: 'mob' | 'web'): Promise<NoticeType[]> {
  if (kinds.length === 0) {
    await forgetPushSubscription();
    return [];
  }
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied();
  await navigator.serviceWorker.register(PUSH_WORKER, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
  const json = subscription.toJSON();
  // A push subscription's JSON always holds its keys; the DOM's type leaves them optional.
  const keys = { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' };
  const answer = await api.call(paths.pushSubscribe, { subscription: { endpoint: subscription.endpoint, keys }, kinds, tree });
  return answer.kinds;
}

/**
 * Removes this browser's subscription, on the server first (while signed in) and then in the browser; on opting out of
 * every kind and on signing out. Never throws: signing out goes on whatever happens here.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!pushSupported()) return;
    const subscription = await currentSubscription();
    if (!subscription) return;
    await api.call(paths.pushUnsubscribe, { endpoint: subscription.endpoint }, { toastOnError: false }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // A browser that cannot say has nothing to remove.
  }
}
