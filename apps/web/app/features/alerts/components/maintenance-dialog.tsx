import type { MaintenanceWindow, Monitor } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useSaveMaintenanceWindow } from '../api/maintenance';
import {
  browserTimeZone,
  dayNames,
  newWindowValues,
  timeZoneOptions,
  toWindowErrors,
  validateWindow,
  valuesFromWindow,
  weekOrder,
  type WindowErrors,
  type WindowValues,
} from '../maintenance-values';
import { CheckList } from './check-list';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl data-[state=open]:animate-fade-in">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {editing ? `Edit ${editing.name}` : 'New maintenance window'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Checks keep running during the window; alerts wait until it ends.
          </Dialog.Description>
          {open ? (
            <WindowForm
              key={editing?.id ?? 'new'}
              editing={editing}
              monitors={monitors}
              onDone={() => onOpenChange(false)}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
  const [values, setValues] = useState<WindowValues>(() =>
    editing ? valuesFromWindow(editing) : newWindowValues(),
  );
  const [errors, setErrors] = useState<WindowErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [zones] = useState(() => timeZoneOptions(values.timeZone));
  const save = useSaveMaintenanceWindow();
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof WindowValues>(key: K, value: WindowValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const showErrors = (next: WindowErrors) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateWindow(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: checked.input });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.issues?.length) showErrors(toWindowErrors(error.issues));
      setFormError(
        isApiError(error) && error.message
          ? `The window was not saved: ${error.message}`
          : 'The window was not saved. Please try again.',
      );
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="mt-5 space-y-5"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label="Name"
        placeholder="Nightly database backup"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors['name']}
        maxLength={100}
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
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts"
            type="datetime-local"
            value={values.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
            error={errors['startsAt']}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            value={values.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
            error={errors['endsAt']}
          />
          <p className="text-xs text-slate-500 sm:col-span-2">
            In your time zone, {browserTimeZone()}.
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          <CheckList
            legend="Days"
            columns
            items={weekOrder.map((day) => ({ id: String(day), label: dayNames[day] }))}
            selected={values.days.map(String)}
            onChange={(days) => set('days', days.map(Number))}
            error={errors['days']}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Start time"
              type="time"
              value={values.startTime}
              onChange={(event) => set('startTime', event.target.value)}
              error={errors['startTime']}
            />
            <TextField
              label="Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={1}
              max={1440}
              step={1}
              value={values.durationMinutes}
              onChange={(event) => set('durationMinutes', event.target.value)}
              error={errors['durationMinutes']}
            />
          </div>
          <Field
            label="Time zone"
            hint="The start time is read in this zone, daylight saving included."
            error={errors['timeZone']}
          >
            {(control) => (
              <select
                {...control}
                value={values.timeZone}
                onChange={(event) => set('timeZone', event.target.value)}
                className={controlClasses}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
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

function Radio({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      {label}
    </label>
  );
}
