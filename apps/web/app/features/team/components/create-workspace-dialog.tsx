import { workspaceNameInput, type WorkspaceNameInput } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { checkWith, type FormIssue } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateWorkspace } from '../api/workspaces';

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
