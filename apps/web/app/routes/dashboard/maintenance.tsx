import type { MaintenanceWindow, Monitor } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useDeleteMaintenanceWindow,
  useMaintenanceWindows,
} from '@/features/alerts/api/maintenance';
import { MaintenanceDialog } from '@/features/alerts/components/maintenance-dialog';
import { describeSchedule } from '@/features/alerts/maintenance-values';
import { useDateFormat } from '@/lib/date-format';
import { listMonitorsQueryOptions } from '@/features/monitors/api/list-monitors';
import { isApiError } from '@/lib/api-client';
import { pageMeta } from '@/lib/site';
import { useCan } from '@/lib/session';

export const meta: MetaFunction = () => pageMeta('Maintenance');

/** The list the dialog chooses from: the first 100 monitors by name, the API's largest page. */
const monitorChoices = {
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: 100,
} as const;

type DialogState = { open: false } | { open: true; editing: MaintenanceWindow | null };

export default function MaintenancePage() {
  const windows = useMaintenanceWindows();
  const monitors = useQuery(listMonitorsQueryOptions(monitorChoices));
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<MaintenanceWindow | null>(null);
  const remove = useDeleteMaintenanceWindow();
  const canWrite = useCan('monitors.write');

  const monitorList = monitors.data?.items ?? [];
  const items = windows.data?.items ?? [];
  const openNew = () => setDialog({ open: true, editing: null });

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeading
        title="Maintenance"
        description="During a maintenance window checks keep running, but alerts are held; if a monitor is still down when the window ends, its alerts are sent then."
        actions={
          canWrite && items.length > 0 ? (
            <Button onClick={openNew}>
              <Plus aria-hidden="true" className="size-4" />
              New window
            </Button>
          ) : null
        }
      />
      {windows.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : windows.isError ? (
        <div className="space-y-3">
          <Alert>
            We could not load the maintenance windows. Please check your connection and try again.
          </Alert>
          <Button variant="outline" onClick={() => void windows.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <NoWindows onAdd={canWrite ? openNew : null} />
      ) : (
        <ul aria-label="Maintenance windows" className="space-y-3">
          {items.map((entry) => (
            <WindowItem
              key={entry.id}
              entry={entry}
              monitors={monitorList}
              actions={
                canWrite
                  ? {
                      onEdit: () => setDialog({ open: true, editing: entry }),
                      onDelete: () => {
                        remove.reset();
                        setDeleting(entry);
                      },
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
      <MaintenanceDialog
        open={dialog.open}
        onOpenChange={(open) => {
          if (!open) setDialog({ open: false });
        }}
        editing={dialog.open ? dialog.editing : null}
        monitors={monitorList}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.name ?? 'this window'}?`}
        description={
          <>
            Alerts for the monitors it covers are no longer held during it.
            {remove.isError ? (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                The window was not deleted
                {isApiError(remove.error) && remove.error.message
                  ? `: ${remove.error.message}`
                  : '. Please try again.'}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete window"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </div>
  );
}

function WindowItem({
  entry,
  monitors,
  actions,
}: {
  entry: MaintenanceWindow;
  monitors: Pick<Monitor, 'id' | 'name'>[];
  /** Null for a role that cannot change windows. */
  actions: { onEdit: () => void; onDelete: () => void } | null;
}) {
  const { formatDateTime } = useDateFormat();
  const headingId = `window-${entry.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 p-4"
    >
      <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {entry.name}
          </h2>
          {entry.active ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-600/20 ring-inset">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-violet-500" />
              Active now
            </span>
          ) : null}
        </div>
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">{entry.kind === 'once' ? 'Once: ' : 'Weekly: '}</span>
          {describeSchedule(entry, formatDateTime)}
        </p>
        <p className="text-sm text-slate-600">{coveredMonitors(entry, monitors)}</p>
      </div>
      {actions ? (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${entry.name}`}
            onClick={actions.onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${entry.name}`}
            onClick={actions.onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** "All monitors", or the names of the ones covered (a few, then how many more). */
function coveredMonitors(entry: MaintenanceWindow, monitors: Pick<Monitor, 'id' | 'name'>[]) {
  if (entry.monitorIds.length === 0) return 'All monitors';
  const names = new Map(monitors.map((monitor) => [monitor.id, monitor.name]));
  const known = entry.monitorIds.flatMap((id) => names.get(id) ?? []);
  const shown = known.slice(0, 3);
  const more = entry.monitorIds.length - shown.length;
  const count = `${entry.monitorIds.length} ${entry.monitorIds.length === 1 ? 'monitor' : 'monitors'}`;
  if (shown.length === 0) return count;
  return `${count}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

function NoWindows({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <EmptyState
      icon={CalendarClock}
      title="No maintenance windows"
      actions={
        onAdd ? (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add a window
          </Button>
        ) : null
      }
    >
      Plan a deployment or a nightly backup once, or every week in your time zone, so the downtime
      it causes does not wake anyone up.
    </EmptyState>
  );
}
