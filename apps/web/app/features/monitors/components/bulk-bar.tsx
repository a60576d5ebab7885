import { ChevronDown, Folder, FolderMinus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import {
  MenuContent,
  menuIconClass,
  menuItemClass,
  menuSeparatorClass,
} from '@/components/ui/menu';
import type { BulkMonitorInput } from '@tocsin/contract';
import { useBulkMonitors } from '../api/bulk-monitors';
import { useGroups } from '../api/list-groups';
import { SetChannelsDialog } from './set-channels-dialog';

type Action = BulkMonitorInput['action'];

/**
 * Pause, resume, delete, move to a group or set the alert channels of the selected monitors;
 * deleting asks first.
 */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkMonitors();
  const [confirming, setConfirming] = useState(false);
  const [choosingChannels, setChoosingChannels] = useState(false);
  const [pending, setPending] = useState<Action | null>(null);

  const run = (input: BulkMonitorInput) => {
    setPending(input.action);
    bulk.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        onDone();
      },
      onSettled: () => setPending(null),
    });
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
          onClick={() => run({ action: 'pause', ids })}
        >
          Pause
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={pending === 'resume'}
          onClick={() => run({ action: 'resume', ids })}
        >
          Resume
        </Button>
        <MoveToGroup
          pending={pending === 'move'}
          onMove={(groupId) => run({ action: 'move', ids, groupId })}
        />
        <Button size="sm" variant="outline" onClick={() => setChoosingChannels(true)}>
          Set alert channels
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
      <SetChannelsDialog
        ids={ids}
        open={choosingChannels}
        onOpenChange={setChoosingChannels}
        onDone={() => {
          setChoosingChannels(false);
          onDone();
        }}
      />
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
        onConfirm={() => run({ action: 'delete', ids })}
      />
    </div>
  );
}

/** A menu of the workspace's groups, and "No group"; picking one files the selection there. */
function MoveToGroup({
  pending,
  onMove,
}: {
  pending: boolean;
  onMove: (groupId: string | null) => void;
}) {
  const groups = useGroups();
  const items = groups.data?.items ?? [];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={pending}
        className={buttonClasses({ size: 'sm', variant: 'outline' })}
      >
        {pending ? 'Moving…' : 'Move to group'}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <MenuContent sideOffset={4} className="max-h-72 w-56 overflow-y-auto">
        {items.map((group) => (
          <DropdownMenu.Item
            key={group.id}
            className={menuItemClass}
            onSelect={() => onMove(group.id)}
          >
            <Folder aria-hidden="true" className={menuIconClass} />
            <span className="truncate">{group.name}</span>
          </DropdownMenu.Item>
        ))}
        {items.length === 0 ? (
          <DropdownMenu.Item disabled className={`${menuItemClass} text-slate-600`}>
            {groups.isPending ? 'Loading groups…' : 'No groups yet'}
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className={menuSeparatorClass} />
        <DropdownMenu.Item className={menuItemClass} onSelect={() => onMove(null)}>
          <FolderMinus aria-hidden="true" className={menuIconClass} />
          No group
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
