import { roleNames } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { menuIconClass, menuItemClass } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { useSwitchWorkspace, workspacesQuery } from '../api/workspaces';

/**
 * The user menu's workspaces: each with the person's role in it, the current one checked, and a
 * way to make a new one. Choosing another one switches to it (the server remembers the choice).
 */
export function WorkspaceMenuItems({
  current,
  onCreate,
}: {
  current: { id: string; name: string };
  onCreate: () => void;
}) {
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
      <DropdownMenu.Item className={menuItemClass} onSelect={onCreate}>
        <Plus aria-hidden="true" className={menuIconClass} />
        Create workspace
      </DropdownMenu.Item>
    </DropdownMenu.Group>
  );
}
