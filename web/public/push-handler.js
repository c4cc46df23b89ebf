/* global self */
/* Loaded into the service worker (workbox importScripts): shows Nutri's push notifications and opens the app on click. */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Nutri';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof message.tag === 'string' ? message.tag : 'nutri',
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/food-log' },
    }),
  );
});

/**
 * Opens the app at the notification's screen: an open Nutri window is sent there and focused, otherwise a new window
 * opens. The window is moved before it is focused, because a refused focus must not leave it on the wrong screen.
 */
async function openAt(href) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // navigate() works only on windows this worker controls; any other is replaced by a new window at the screen.
  const moved = open && (open.url === href ? open : await open.navigate(href).catch(() => null));
  if (!moved) return self.clients.openWindow(href);
  return moved.focus().catch(() => moved);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url ? event.notification.data.url : '/food-log';
  event.waitUntil(openAt(new URL(url, self.location.origin).href));
});
