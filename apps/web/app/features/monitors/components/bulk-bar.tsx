import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { BulkMonitorInput } from '@tocsin/contract';
import { useBulkMonitors } from '../api/bulk-monitors';

/** Pause, resume or delete the selected monitors; deleting asks first. */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkMonitors();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<BulkMonitorInput['action'] | null>(null);

  const run = (action: BulkMonitorInput['action']) => {
    setPending(action);
    bulk.mutate(
      { action, ids },
      {
        onSuccess: () => {
          setConfirming(false);
          onDone();
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const count = ids.length;
  const noun = count === 1 ? 'monitor' : 'monitors';
  return (
    <div className="space-y-2">
      <div
        role="region"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2"
      >
        <p className="mr-auto text-sm font-medium text-brand-900">
          {count} {noun} selected
        </p>
        <Button
          size="sm"
          variant="outline"
          loading={pending === 'pause'}
          onClick={() => run('pause')}
        >
          Pause
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={pending === 'resume'}
          onClick={() => run('resume')}
        >
          Resume
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Clear selection
        </Button>
      </div>
      {bulk.isError && !confirming ? (
        <Alert>The change was not applied. Please try again.</Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count} ${noun}?`}
        description={
          <>
            Their checks stop at once and their settings are removed. This cannot be undone.
            {bulk.isError ? ' The last attempt failed; please try again.' : ''}
          </>
        }
        confirmLabel={`Delete ${count} ${noun}`}
        pending={pending === 'delete'}
        onConfirm={() => run('delete')}
      />
    </div>
  );
}
