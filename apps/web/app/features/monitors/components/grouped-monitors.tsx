import { UNGROUPED, type GroupList, type Monitor, type MonitorCounts } from '@tocsin/contract';
import { ChevronRight, FolderPlus, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MenuContent, menuIconClass, menuItemClass } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/session';
import { groupSummary } from '../group-summary';
import { useCollapsedGroups } from '../use-collapsed-groups';
import { DeleteGroupDialog, GroupNameDialog } from './group-dialogs';
import { MonitorList, type MonitorListProps } from './monitor-list';

type GroupItem = GroupList['items'][number];

/**
 * The list as a section per group, A-Z, then the monitors in no group; each keeps the list's
 * order (the worst first) and folds away to its summary. While filters narrow the list, a group
 * with nothing to show is left out.
 */
export function GroupedMonitors({
  monitors,
  groups,
  filtered,
  ...list
}: MonitorListProps & { monitors: Monitor[]; groups: GroupList; filtered: boolean }) {
  const { collapsed, toggle } = useCollapsedGroups();
  const [naming, setNaming] = useState<{ editing: GroupItem | null } | null>(null);
  const [deleting, setDeleting] = useState<GroupItem | null>(null);
  const canWrite = useCan('monitors.write');

  const known = new Set(groups.items.map((g) => g.id));
  const inGroup = (id: string) => monitors.filter((m) => m.groupId === id);
  const ungrouped = monitors.filter((m) => m.groupId === null || !known.has(m.groupId));
  const sections = groups.items
    .map((group) => ({ group, members: inGroup(group.id) }))
    .filter(({ members }) => members.length > 0 || !filtered);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {groups.items.length === 0
            ? 'No groups yet: create one to file monitors by service or team.'
            : 'Fold a group away to see only its summary.'}
        </p>
        {canWrite ? (
          <Button size="sm" variant="outline" onClick={() => setNaming({ editing: null })}>
            <FolderPlus aria-hidden="true" className="size-4" />
            New group
          </Button>
        ) : null}
      </div>
      {sections.map(({ group, members }) => (
        <GroupSection
          key={group.id}
          name={group.name}
          counts={group.counts}
          collapsed={collapsed.has(group.id)}
          onToggle={() => toggle(group.id)}
          actions={
            canWrite ? (
              <GroupActions
                name={group.name}
                onRename={() => setNaming({ editing: group })}
                onDelete={() => setDeleting(group)}
              />
            ) : null
          }
        >
          {members.length > 0 ? (
            <MonitorList
              monitors={members}
              label={`Monitors in ${group.name}`}
              selectAllLabel={`Select all monitors in ${group.name}`}
              {...list}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              No monitors in this group yet. Pick it in a monitor’s settings, or select monitors and
              use Move to group.
            </p>
          )}
        </GroupSection>
      ))}
      {ungrouped.length > 0 ? (
        <GroupSection
          name="No group"
          counts={groups.ungrouped}
          collapsed={collapsed.has(UNGROUPED)}
          onToggle={() => toggle(UNGROUPED)}
        >
          <MonitorList
            monitors={ungrouped}
            label="Monitors in no group"
            selectAllLabel="Select all monitors in no group"
            {...list}
          />
        </GroupSection>
      ) : null}
      <GroupNameDialog
        open={naming !== null}
        onOpenChange={(open) => !open && setNaming(null)}
        editing={naming?.editing ?? null}
      />
      <DeleteGroupDialog group={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}

/** A group's header, a button that folds its monitors away, and the monitors. */
function GroupSection({
  name,
  counts,
  collapsed,
  onToggle,
  actions,
  children,
}: {
  name: string;
  counts: MonitorCounts;
  collapsed: boolean;
  onToggle: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const bodyId = useId();
  return (
    <section aria-label={name} className="space-y-3">
      <div className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-2 py-1.5">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={onToggle}
            className="flex w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 rounded-lg px-2 py-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="flex min-w-0 items-center gap-2">
              <ChevronRight
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0 text-slate-500 transition-transform',
                  !collapsed && 'rotate-90',
                )}
              />
              <span className="truncate text-base font-semibold text-slate-900">{name}</span>
            </span>
            <span className="text-sm font-normal text-slate-600">{groupSummary(counts)}</span>
          </button>
        </h2>
        {actions}
      </div>
      <div id={bodyId} hidden={collapsed} className="space-y-3">
        {collapsed ? null : children}
      </div>
    </section>
  );
}

function GroupActions({
  name,
  onRename,
  onDelete,
}: {
  name: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Actions for the group ${name}`}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <MenuContent sideOffset={4} className="w-44">
        <DropdownMenu.Item className={menuItemClass} onSelect={onRename}>
          <Pencil aria-hidden="true" className={menuIconClass} />
          Rename group
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={`${menuItemClass} text-red-700 data-[highlighted]:text-red-800`}
          onSelect={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete group
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
