import { roleNames } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  MenuContent,
  menuIconClass,
  menuItemClass,
  menuSeparatorClass,
} from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useSwitchWorkspace, workspacesQuery } from '../api/workspaces';

// The form library behind it loads only when someone creates a workspace.
const CreateWorkspaceDialog = lazy(() =>
  import('./create-workspace-dialog').then((module) => ({
    default: module.CreateWorkspaceDialog,
  })),
);

/**
 * The dashboard's workspace control: the current workspace and the person's role in it; opened,
 * every workspace they belong to, the current one checked, and a way to make a new one. Choosing
 * another switches to it (the server remembers the choice).
 */
export function WorkspaceSwitcher() {
  const { user } = useSession();
  const trigger = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  if (!user) return null;
  const current = user.workspace;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className={cn(
            'flex w-full max-w-36 items-center gap-2 rounded-lg border border-slate-200 bg-surface px-3 py-1.5 text-left lg:max-w-72',
            'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          )}
        >
          <span className="min-w-0 flex-1">
            <span className="sr-only">Workspace: </span>
            <span className="block truncate text-sm font-semibold text-slate-900">
              {current.name}
            </span>
            <span className="sr-only text-xs text-slate-500 lg:not-sr-only lg:block">
              {roleNames[current.role]}
            </span>
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        </DropdownMenu.Trigger>
        <MenuContent trigger={trigger} align="start" className="w-64">
          <WorkspaceMenuItems current={current} />
          <DropdownMenu.Separator className={menuSeparatorClass} />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" className={menuIconClass} />
            Create workspace
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
      {creating ? (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog open onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </>
  );
}

function WorkspaceMenuItems({ current }: { current: { id: string } }) {
  const workspaces = useQuery(workspacesQuery);
  const switchTo = useSwitchWorkspace();
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="px-2.5 pt-1 pb-1 text-xs font-medium text-slate-500">
        Workspaces
      </DropdownMenu.Label>
      {workspaces.isPending ? (
        <p className="px-2.5 py-2 text-sm text-slate-500">Loading workspaces…</p>
      ) : workspaces.isError ? (
        <p className="px-2.5 py-2 text-sm text-slate-500">
          Your workspaces could not be loaded.{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            onClick={() => void workspaces.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <DropdownMenu.RadioGroup
          value={current.id}
          onValueChange={(id) => {
            const chosen = workspaces.data.find((workspace) => workspace.id === id);
            if (chosen && id !== current.id) switchTo.mutate(chosen);
          }}
        >
          {workspaces.data.map((workspace) => (
            <DropdownMenu.RadioItem
              key={workspace.id}
              value={workspace.id}
              disabled={switchTo.isPending}
              className={cn(menuItemClass, 'items-start')}
            >
              <span className="mt-0.5 size-4 shrink-0">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-brand-600" />
                </DropdownMenu.ItemIndicator>
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{workspace.name}</span>
                <span className="block text-xs text-slate-500">{roleNames[workspace.role]}</span>
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      )}
    </DropdownMenu.Group>
  );
}
