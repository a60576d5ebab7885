import type { Monitor } from '@tocsin/contract';
import { MoreHorizontal, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';
import { MenuContent, menuIconClass, menuItemClass } from '@/components/ui/menu';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';
import { useDeleteMonitor } from '../api/delete-monitor';
import { useSetMonitorPaused } from '../api/pause-monitor';

/** The per-row menu: Edit, Pause or Resume, Delete (after a confirmation). */
export function RowActions({ monitor }: { monitor: Monitor }) {
  const [confirming, setConfirming] = useState(false);
  const setPaused = useSetMonitorPaused();
  const remove = useDeleteMonitor();
  // A viewer changes nothing: no menu at all.
  if (!useCan('monitors.write')) return null;

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Actions for ${monitor.name}`}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <MenuContent sideOffset={4} className="w-44">
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.dashboard.editMonitor(monitor.id)}>
              <Pencil aria-hidden="true" className={menuIconClass} />
              Edit
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            onSelect={() => setPaused.mutate({ id: monitor.id, paused: !monitor.paused })}
          >
            {monitor.paused ? (
              <Play aria-hidden="true" className={menuIconClass} />
            ) : (
              <Pause aria-hidden="true" className={menuIconClass} />
            )}
            {monitor.paused ? 'Resume' : 'Pause'}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={`${menuItemClass} text-red-700 data-[highlighted]:text-red-800`}
            onSelect={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${monitor.name}?`}
        description="Its checks stop at once and its settings are removed. This cannot be undone."
        confirmLabel="Delete monitor"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(monitor.id, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
