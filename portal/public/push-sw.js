/*
 * The portal's service worker (docs/product/notices.md#push): it only shows pushes and opens the notices screen. It
 * caches nothing and handles no fetch. A push's payload is what the server wrote for the subscription, already in the
 * resident's language: a title, one line naming the kind of record (never its values), the notices screen's address and
 * a tag (a notice shown twice replaces itself).
 */
const NOTICES = /^\/(mob|web)\/notices$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : '澳門健康檔案 Macao Health Record';
  const body = typeof data.body === 'string' ? data.body : '';
  const url = typeof data.url === 'string' && NOTICES.test(data.url) ? data.url : '/mob/notices';
  const tag = typeof data.tag === 'string' ? data.tag : undefined;
  event.waitUntil(self.registration.showNotification(title, { body, tag, data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = event.notification.data && NOTICES.test(event.notification.data.url) ? event.notification.data.url : '/mob/notices';
  event.waitUntil(
    (async () => {
      const target = new URL(wanted, self.location.origin).href;
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const already = open.find((client) => client.url === target);
      if (already) return already.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
