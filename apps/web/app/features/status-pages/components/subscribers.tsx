import type { Subscriber, SubscriberCounts } from '@tocsin/contract';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, Th } from '@/components/ui/table';
import { formatDateTime } from '@/lib/date-format';
import { subscribersCsvUrl, useRemoveSubscriber, useSubscribers } from '../api/subscribers';
import { SubscribersImport } from './subscribers-import';

const PAGE_SIZE = 50;
const kindNames = { email: 'Email', webhook: 'Webhook', push: 'Browser push' } as const;

function Counts({ counts }: { counts: SubscriberCounts }) {
  return (
    <dl className="grid grid-cols-3 gap-3 text-sm">
      {(['email', 'webhook', 'push'] as const).map((kind) => (
        <div key={kind} className="rounded-xl border border-slate-200 p-3">
          <dt className="text-slate-600">{kindNames[kind]}</dt>
          <dd className="text-lg font-semibold text-slate-900">{counts[kind].confirmed}</dd>
          {counts[kind].pending ? (
            <dd className="text-slate-600">{counts[kind].pending} waiting to confirm</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

const following = (s: Subscriber) =>
  s.components ? s.components.map((c) => c.name).join(', ') : 'The whole page';

/**
 * A status page's subscribers: how many of each kind, the list with removal, the CSV export
 * and import.
 */
export function Subscribers({ pageId, readOnly }: { pageId: string; readOnly: boolean }) {
  const [offset, setOffset] = useState(0);
  const list = useSubscribers(pageId, offset, PAGE_SIZE);
  const remove = useRemoveSubscriber(pageId);
  const [removing, setRemoving] = useState<Subscriber | null>(null);

  if (list.isPending) return <PageSpinner label="Loading the subscribers" />;
  if (list.isError) return <LoadError what="the subscribers" onRetry={() => void list.refetch()} />;
  const { items, total, counts } = list.data;

  return (
    <div className="space-y-4">
      <Counts counts={counts} />
      <div className="flex flex-wrap gap-2">
        <a
          href={subscribersCsvUrl(pageId)}
          download
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      {items.length === 0 ? (
        <EmptyState>
          Nobody has subscribed yet. Visitors subscribe from the page&apos;s “Subscribe to updates”
          link.
        </EmptyState>
      ) : (
        <Table
          caption="Subscribers"
          head={
            <>
              <Th>Kind</Th>
              <Th>Address</Th>
              <Th>Follows</Th>
              <Th>Status</Th>
              {readOnly ? null : <Th className="sr-only">Actions</Th>}
            </>
          }
        >
          {items.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-2">{kindNames[s.kind]}</td>
              <td className="px-4 py-2 break-all">{s.address}</td>
              <td className="px-4 py-2">{following(s)}</td>
              <td className="px-4 py-2">
                {s.confirmedAt
                  ? `Confirmed ${formatDateTime(s.confirmedAt)}`
                  : 'Waiting to confirm'}
              </td>
              {readOnly ? null : (
                <td className="px-4 py-2 text-right">
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(s)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove<span className="sr-only"> {s.address}</span>
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
      {total > PAGE_SIZE ? (
        <nav aria-label="Subscriber pages" className="flex items-center gap-2 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            Previous
          </Button>
          <span>
            {offset + 1}–{Math.min(total, offset + PAGE_SIZE)} of {total}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={offset + PAGE_SIZE >= total}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      ) : null}
      {readOnly ? null : <SubscribersImport pageId={pageId} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.address ?? ''}?`}
        description={
          <>
            No more updates of this page are sent there; updates queued for it are dropped.
            {remove.isError ? (
              <Alert className="mt-2">The subscriber was not removed. Please try again.</Alert>
            ) : null}
          </>
        }
        confirmLabel="Remove subscriber"
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </div>
  );
}
