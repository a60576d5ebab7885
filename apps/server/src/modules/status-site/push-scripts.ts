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
  const button = box.querySelector('button');
  const note = box.querySelector('[role=status]');
  button.addEventListener('click', async () => {
    button.disabled = true;
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
      const res = await fetch(base + '/subscribe/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...subscription.toJSON(), components }),
      });
      note.textContent = res.ok
        ? 'Notifications are on for this browser.'
        : 'Notifications could not be turned on: ' + ((await res.json()).message || res.status);
    } catch (error) {
      note.textContent = 'Notifications could not be turned on: ' + error.message;
    } finally {
      button.disabled = false;
    }
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
