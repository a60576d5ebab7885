/**
 * The little JavaScript a status page has: on its subscribe page, a button that turns browser
 * notifications on (shown only where the browser can), and the service worker that shows them.
 * Served as files from the page's own address, so the CSP's `script-src 'self'` allows them.
 */
export const subscribeScript = `(() => {
  const box = document.getElementById('push');
  if (!box || !('serviceWorker' in navigator) || !('PushManager' in window)) return;
  box.hidden = false;
  const base = box.dataset.base;
  const on = box.querySelector('[data-action=on]');
  const off = box.querySelector('[data-action=off]');
  const note = box.querySelector('[role=status]');
  const post = (path, body) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const current = async () => {
    const registration = await navigator.serviceWorker.getRegistration(base + '/sw.js');
    return registration ? registration.pushManager.getSubscription() : null;
  };
  void current().then((subscription) => {
    off.hidden = !subscription;
  });
  on.addEventListener('click', async () => {
    on.disabled = true;
    try {
      const registration = await navigator.serviceWorker.register(base + '/sw.js');
      if ((await Notification.requestPermission()) !== 'granted') {
        note.textContent = 'Notifications are blocked for this page in this browser.';
        return;
      }
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: box.dataset.key,
      });
      const some = document.querySelector('input[name=scope][value=components]:checked');
      const components = some
        ? [...document.querySelectorAll('input[name=components]:checked')].map((i) => i.value)
        : [];
      const res = await post('/subscribe/push', { ...subscription.toJSON(), components });
      off.hidden = !res.ok;
      note.textContent = res.ok
        ? 'Notifications are on for this browser.'
        : 'Notifications could not be turned on: ' + ((await res.json()).message || res.status);
    } catch (error) {
      note.textContent = 'Notifications could not be turned on: ' + error.message;
    } finally {
      on.disabled = false;
    }
  });
  off.addEventListener('click', async () => {
    const subscription = await current();
    if (subscription) {
      await post('/subscribe/push/remove', subscription.toJSON());
      await subscription.unsubscribe();
    }
    off.hidden = true;
    note.textContent = 'Notifications are off for this browser.';
  });
})();
`;

export const serviceWorkerScript = `self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(data.title || 'Status update', {
      body: data.body,
      tag: data.tag,
      data: { url: data.url },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow((event.notification.data || {}).url || '/'));
});
`;
