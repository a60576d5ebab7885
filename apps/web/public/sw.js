/* global self -- a service worker; eslint.config.js lints *.js with Node globals. */
/**
 * Tocsin's service worker: shows the alerts the server pushes (apps/server/src/modules/channels/
 * push.ts builds the payload) and opens the incident, or acknowledges it, when one is clicked.
 * Plain JavaScript served as is from the site's root, so its scope covers the whole app.
 */

self.addEventListener('install', (event) => {
  // Nothing to cache: a new version may take over without waiting for old tabs to close.
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  // Tabs opened before the worker was registered become controlled, so a click can navigate them.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  // Every push must show a notification (userVisibleOnly), even one that cannot be read.
  const title = (alert && alert.title) || 'Tocsin';
  const acknowledgeUrl = (alert && alert.acknowledgeUrl) || null;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: (alert && alert.body) || 'A monitor changed state. Open Tocsin for details.',
      tag: (alert && alert.tag) || undefined,
      // renotify without a tag is an error in the Notifications API.
      renotify: Boolean(alert && alert.tag && alert.renotify),
      icon: '/favicon.svg',
      data: { url: (alert && alert.url) || '/dashboard', acknowledgeUrl },
      actions: acknowledgeUrl ? [{ action: 'acknowledge', title: 'Acknowledge' }] : [],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  if (event.action === 'acknowledge' && data.acknowledgeUrl) {
    event.waitUntil(self.clients.openWindow(data.acknowledgeUrl));
    return;
  }
  event.waitUntil(openTocsin(data.url || '/dashboard'));
});

/** Brings an open Tocsin tab to the front at `url`; opens a new window when none is open. */
async function openTocsin(url) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.focused) || tabs[0];
  if (tab) {
    try {
      const focused = await tab.focus();
      // navigate() only works in tabs this worker controls; otherwise a new window will do.
      await focused.navigate(url);
      return;
    } catch {
      // Fall through to a new window.
    }
  }
  await self.clients.openWindow(url);
}
