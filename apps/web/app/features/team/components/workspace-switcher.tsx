import { roleNames, workspaceNameInput, type WorkspaceNameInput } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/dialog';
import { menuIconClass, menuItemClass } from '@/components/ui/menu';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { checkWith, type FormIssue } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateWorkspace, useSwitchWorkspace, workspacesQuery } from '../api/workspaces';

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
      {switchTo.isError ? (
        <p role="alert" className="px-2.5 py-1 text-xs text-red-700">
          {switchTo.error.message || 'The workspace could not be opened. Please try again.'}
        </p>
      ) : null}
      <DropdownMenu.Item className={menuItemClass} onSelect={onCreate}>
        <Plus aria-hidden="true" className={menuIconClass} />
        Create workspace
      </DropdownMenu.Item>
    </DropdownMenu.Group>
  );
}

/** A name for a new workspace, which the person owns and moves to at once. */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title="Create workspace"
      description="A workspace holds its own monitors, channels, members and plan. You will be its owner, and Tocsin moves you to it."
    >
      {open ? <CreateForm onDone={() => onOpenChange(false)} /> : null}
    </DialogPanel>
  );
}

const nameErrors = (issues: FormIssue[]) => ({ name: issues[0]?.message ?? '' });

function CreateForm({ onDone }: { onDone: () => void }) {
  const create = useCreateWorkspace();
  const { formRef, values, set, errors, submit, saveFailure } = useContractForm({
    defaultValues: { name: '' },
    check: (checked: WorkspaceNameInput) =>
      checkWith<WorkspaceNameInput>(workspaceNameInput, checked, nameErrors),
    toErrors: nameErrors,
    failure: { notSaved: 'The workspace was not created. Please try again.' },
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-5 space-y-5"
      onSubmit={submit(async (input) => {
        await create.mutateAsync(input);
        onDone();
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Workspace name"
        placeholder="Acme operations"
        autoComplete="off"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={create.isPending}>
          Create workspace
        </Button>
      </div>
    </form>
  );
}
