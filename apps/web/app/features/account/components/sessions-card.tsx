import type { AccountSession } from '@tocsin/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { badgeClasses } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { DateTime, TimeAgo } from '@/components/ui/time';
import { useToast } from '@/components/ui/toast';
import { useEndSessions, useSessions } from '../api/sessions';

/** What the person chose to end: one session, or every other one (`others`). */
type Ending = AccountSession | 'others' | null;

/** The person's signed-in sessions: where, since when, last used; end one or all others. */
export function SessionsCard() {
  const sessions = useSessions();
  const [ending, setEnding] = useState<Ending>(null);
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  return (
    <section
      aria-labelledby="sessions-card"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="sessions-card" className="text-lg font-semibold text-slate-900">
            Sessions
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            The browsers signed in to your account. End any you do not recognise, then change your
            password.
          </p>
        </div>
        {others > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setEnding('others')}>
            End all other sessions
          </Button>
        ) : null}
      </div>
      {sessions.isPending ? (
        <div role="status" aria-label="Loading sessions" className="space-y-2">
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : sessions.isError && !sessions.data ? (
        <LoadError what="your sessions" onRetry={() => void sessions.refetch()} />
      ) : (
        <SessionTable items={items} onEnd={setEnding} />
      )}
      <EndDialog ending={ending} onClose={() => setEnding(null)} />
    </section>
  );
}

function ThisDevice() {
  return (
    <span className={`${badgeClasses} bg-emerald-50 text-emerald-800 ring-emerald-600/30`}>
      This device
    </span>
  );
}

function SessionTable({
  items,
  onEnd,
}: {
  items: AccountSession[];
  onEnd: (session: AccountSession) => void;
}) {
  const where = (s: AccountSession) =>
    [s.device, s.ipAddress].filter(Boolean).join(' · ') || 'Unknown';
  const end = (s: AccountSession) =>
    s.current ? null : (
      <Button size="xs" variant="outline" onClick={() => onEnd(s)}>
        End<span className="sr-only"> the session of {s.browser}</span>
      </Button>
    );
  return (
    <Table
      caption="Your sessions"
      head={
        <>
          <Th>Browser</Th>
          <Th>Device and address</Th>
          <Th>Signed in</Th>
          <Th>Last active</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </>
      }
      cards={items.map((s) => (
        <Card key={s.id}>
          <CardHeader>
            <span className="font-medium text-slate-900">{s.browser}</span>
            {s.current ? <ThisDevice /> : end(s)}
          </CardHeader>
          <p>{where(s)}</p>
          <p>
            Signed in <DateTime at={s.signedInAt} />
          </p>
          <p>
            Last active <TimeAgo at={s.lastActiveAt} />
          </p>
        </Card>
      ))}
    >
      {items.map((s) => (
        <tr key={s.id}>
          <td className="px-3 py-2.5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{s.browser}</span>
              {s.current ? <ThisDevice /> : null}
            </div>
          </td>
          <td className="px-3 py-2.5">{where(s)}</td>
          <td className="px-3 py-2.5">
            <DateTime at={s.signedInAt} />
          </td>
          <td className="px-3 py-2.5">{s.current ? 'Now' : <TimeAgo at={s.lastActiveAt} />}</td>
          <td className="px-3 py-2.5 text-right">{end(s)}</td>
        </tr>
      ))}
    </Table>
  );
}

function EndDialog({ ending, onClose }: { ending: Ending; onClose: () => void }) {
  const end = useEndSessions();
  const { toast } = useToast();
  const one = ending !== null && ending !== 'others';
  return (
    <ConfirmDialog
      open={ending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={one ? `End the session of ${ending.browser}?` : 'End all other sessions?'}
      description={
        <>
          {one
            ? 'That browser is signed out at its next request and has to sign in again.'
            : 'Every browser but this one is signed out at its next request and has to sign in again.'}
          {end.isError ? ' The last attempt failed; please try again.' : ''}
        </>
      }
      confirmLabel={one ? 'End session' : 'End other sessions'}
      pending={end.isPending}
      onConfirm={() =>
        ending &&
        end.mutate(one ? ending.id : null, {
          onSuccess: ({ ended }) => {
            onClose();
            toast({
              type: 'success',
              title: ended === 1 ? 'Session ended' : `${ended} sessions ended`,
            });
          },
        })
      }
    />
  );
}
