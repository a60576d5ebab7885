import type { MaintenanceWindow, Monitor } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { Radio } from '@/components/ui/radio';
import { TextField } from '@/components/ui/text-field';
import { timeZoneOptions } from '@/lib/time-zones';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveMaintenanceWindow } from '../api/maintenance';
import {
  newWindowValues,
  toWindowErrors,
  validateWindow,
  valuesFromWindow,
  type WindowValues,
} from '../maintenance-values';
import { CheckList } from '@/components/ui/check-list';
import { OnceFields, WeeklyFields } from './window-schedule';

/** Adds a maintenance window, or edits `editing` when one is given. */
export function MaintenanceDialog({
  open,
  onOpenChange,
  editing,
  monitors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: MaintenanceWindow | null;
  monitors: Pick<Monitor, 'id' | 'name'>[];
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${editing.name}` : 'New maintenance window'}
      description="Checks keep running during the window; alerts wait until it ends."
    >
      <WindowForm
        key={editing?.id ?? 'new'}
        editing={editing}
        monitors={monitors}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function WindowForm({
  editing,
  monitors,
  onDone,
}: {
  editing: MaintenanceWindow | null;
  monitors: Pick<Monitor, 'id' | 'name'>[];
  onDone: () => void;
}) {
  const [initial] = useState<WindowValues>(() =>
    editing ? valuesFromWindow(editing) : newWindowValues(),
  );
  const [zones] = useState(() => timeZoneOptions(initial.timeZone));
  const save = useSaveMaintenanceWindow();
  const { formRef, values, set, errors, submit, saveFailure } = useContractForm({
    defaultValues: initial,
    check: validateWindow,
    toErrors: toWindowErrors,
    failure: {
      notSaved: 'The window was not saved. Please try again.',
      withReason: (reason) => `The window was not saved: ${reason}`,
      alongsideIssues: true,
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit(async (input) => {
        await save.mutateAsync({ id: editing?.id ?? null, input });
        onDone();
      })}
      className="mt-5 space-y-5"
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Name"
        placeholder="Nightly database backup"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors['name']}
      />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Repeats</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <Radio
            name="kind"
            label="Once"
            checked={values.kind === 'once'}
            onChange={() => set('kind', 'once')}
          />
          <Radio
            name="kind"
            label="Every week"
            checked={values.kind === 'weekly'}
            onChange={() => set('kind', 'weekly')}
          />
        </div>
      </fieldset>

      {values.kind === 'once' ? (
        <OnceFields values={values} errors={errors} set={set} />
      ) : (
        <WeeklyFields values={values} errors={errors} set={set} zones={zones} />
      )}

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Monitors</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Radio
            name="scope"
            label="All monitors"
            checked={values.allMonitors}
            onChange={() => set('allMonitors', true)}
          />
          <Radio
            name="scope"
            label="Chosen monitors"
            checked={!values.allMonitors}
            onChange={() => set('allMonitors', false)}
          />
        </div>
        {values.allMonitors ? (
          <p className="text-xs text-slate-500">Includes monitors you add later.</p>
        ) : monitors.length === 0 ? (
          <p className="text-sm text-slate-600">There are no monitors to choose yet.</p>
        ) : (
          <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 p-3">
            <CheckList
              legend={<span className="sr-only">Chosen monitors</span>}
              items={monitors.map((monitor) => ({ id: monitor.id, label: monitor.name }))}
              selected={values.monitorIds}
              onChange={(ids) => set('monitorIds', ids)}
              error={errors['monitorIds']}
            />
          </div>
        )}
        {!values.allMonitors && monitors.length === 0 && errors['monitorIds'] ? (
          <p className="text-xs font-medium text-red-700">{errors['monitorIds']}</p>
        ) : null}
      </fieldset>

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-5">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Save changes' : 'Add window'}
        </Button>
      </div>
    </form>
  );
}
