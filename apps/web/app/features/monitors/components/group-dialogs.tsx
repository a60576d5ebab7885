import { groupInput, type Group, type GroupInput } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DialogPanel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { checkWith, type FormIssue } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useDeleteGroup } from '../api/delete-group';
import { useSaveGroup } from '../api/save-group';
import { monitorCount } from '../group-summary';

const nameErrors = (issues: FormIssue[]) => ({ name: issues[0]?.message ?? '' });

/** Names a new group, or renames `editing`. */
export function GroupNameDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Pick<Group, 'id' | 'name'> | null;
}) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Rename ${editing.name}` : 'New group'}
      description="Groups file monitors by service or team; the list can show each group on its own."
    >
      {open ? (
        <NameForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
      ) : null}
    </DialogPanel>
  );
}

function NameForm({
  editing,
  onDone,
}: {
  editing: Pick<Group, 'id' | 'name'> | null;
  onDone: () => void;
}) {
  const save = useSaveGroup();
  const { formRef, values, set, errors, submit, saveFailure, showErrors } = useContractForm({
    defaultValues: { name: editing?.name ?? '' },
    check: (checked: GroupInput) => checkWith<GroupInput>(groupInput, checked, nameErrors),
    toErrors: nameErrors,
    failure: { notSaved: 'The group was not saved. Please try again.' },
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="mt-5 space-y-5"
      onSubmit={submit(async (input) => {
        try {
          await save.mutateAsync({ id: editing?.id ?? null, input });
        } catch (error) {
          // A name already taken belongs under the name, in the server's words.
          if (!isApiError(error, 'conflict')) throw error;
          return showErrors({ name: error.message });
        }
        onDone();
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Group name"
        placeholder="Payments"
        autoComplete="off"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Save name' : 'Create group'}
        </Button>
      </div>
    </form>
  );
}

/** Asks before deleting a group, saying its monitors stay. */
export function DeleteGroupDialog({
  group,
  onOpenChange,
}: {
  group: Pick<Group, 'id' | 'name' | 'total'> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteGroup();
  const monitors = group?.total ? `Its ${monitorCount(group.total)} stay` : 'Its monitors stay';
  return (
    <ConfirmDialog
      open={group !== null}
      onOpenChange={onOpenChange}
      title={`Delete the group ${group?.name ?? ''}?`}
      description={
        <>
          {monitors}, with their checks, history and alerts, and show under “No group”.
          {remove.isError ? ' The last attempt failed; please try again.' : ''}
        </>
      }
      confirmLabel="Delete group"
      pending={remove.isPending}
      onConfirm={() => group && remove.mutate(group.id, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
