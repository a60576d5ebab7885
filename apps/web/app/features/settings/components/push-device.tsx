import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  currentPushSubscription,
  PushError,
  pushSupport,
  subscribeToPush,
  unsubscribeFromPush,
} from '@/lib/push';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** Whether this browser receives push alerts, and the button that changes it. */
export function PushDevice() {
  const [state, setState] = useState<DeviceState>(() => {
    const support = pushSupport();
    return support === 'unsupported' || support === 'denied' ? support : 'checking';
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'checking') return;
    currentPushSubscription()
      .then((sub) => setState(sub ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [state]);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      if (state === 'on') {
        await unsubscribeFromPush();
        setState('off');
      } else {
        await subscribeToPush();
        setState('on');
      }
    } catch (err) {
      if (err instanceof PushError && err.code === 'push-denied') setState('denied');
      else setError(err instanceof Error ? err.message : 'Push could not be changed');
    } finally {
      setBusy(false);
    }
  }

  const text: Record<DeviceState, string> = {
    checking: 'Checking this browser…',
    unsupported: 'This browser cannot receive push notifications.',
    denied:
      'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
    off: 'This browser does not receive push alerts yet.',
    on: 'This browser receives push alerts.',
  };
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700" role="status">
        {text[state]}
        {error ? <span className="block text-red-700">{error}</span> : null}
      </p>
      {state === 'on' || state === 'off' ? (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void toggle()}>
          {state === 'on' ? 'Turn off in this browser' : 'Turn on in this browser'}
        </Button>
      ) : null}
    </div>
  );
}
