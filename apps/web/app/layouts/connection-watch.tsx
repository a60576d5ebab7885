import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { isUnreachable, reportReachable, useConnection } from '@/lib/connection';
import { preloadDashboardPages } from '@/lib/preload-pages';

/** How often the server is asked whether it is back, while it is away. */
const PROBE_MS = 3_000;

/**
 * Keeps the dashboard honest about its connection: a banner while Tocsin cannot be reached,
 * an error toast with Retry for a change that could not be sent, everything fetched again once
 * it answers, and every dashboard page loaded ahead so a click never needs the server for code.
 */
export function ConnectionWatch() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const was = useRef(connection);

  // While away: ask now and then; on the way back: catch up on everything shown.
  useEffect(() => {
    const before = was.current;
    was.current = connection;
    if (connection === 'online') {
      if (before === 'reconnecting') void queryClient.invalidateQueries();
      return;
    }
    const timer = setInterval(() => {
      fetch('/readyz', { cache: 'no-store' }).then(
        (response) => {
          if (response.ok) reportReachable();
        },
        () => undefined,
      );
    }, PROBE_MS);
    return () => clearInterval(timer);
  }, [connection, queryClient]);

  // A change that never reached the server: say so, and offer to send it again.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isUnreachable(event.action.error)) return;
        const { mutation } = event;
        toast({
          type: 'error',
          title: 'Not saved: Tocsin cannot be reached',
          description: 'Check your connection, then try again.',
          duration: 0,
          action: {
            label: 'Retry',
            onClick: () => void mutation.execute(mutation.state.variables).catch(() => undefined),
          },
        });
      }),
    [queryClient, toast],
  );

  // A page whose code is not loaded yet is fetched on the first click, and a failed fetch makes
  // the router reload the whole page: with the server away, the browser's error page. Not in the
  // first seconds, where it would hold up the requests of the page being opened.
  useEffect(() => preloadDashboardPages(3_000), []);

  if (connection === 'online') return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">Connection lost. Reconnecting…</strong> What you see may
        be out of date; it updates by itself once Tocsin answers again.
      </p>
    </div>
  );
}
