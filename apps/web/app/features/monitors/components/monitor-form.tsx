import type { CreateMonitorInput } from '@tocsin/contract';
import { useState, type ReactNode } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useUnavailableTypes } from '../api/list-check-types';
import { useGroups } from '../api/list-groups';
import { useSameNameMonitor } from '../api/same-name';
import { toFieldErrors, validate } from '../form/validate';
import { defaultValues, withType, type MonitorFormValues } from '../form/values';
import { checkTypeView } from '../check-types';
import { monitorTypeInfo } from '../monitor-types';
import { AdvancedSection, advancedFieldPattern } from './form/advanced-section';
import { AlertFields, useNewMonitorAlerts } from './form/alert-fields';
import { GroupField, NameField, ScheduleFields } from './form/common-fields';
import { RegionFields } from './form/region-fields';
import { TargetFields } from './form/target-fields';
import { TypePicker } from './form/type-picker';
import { TestNow } from './test-now';

const formFields = new Set(Object.keys(defaultValues()));
/** An issue the form has no field for (e.g. `type`) is listed above the form instead. */
const hasField = (path: string) =>
  formFields.has(path) || /^headers\.\d+\.(name|value)$/.test(path);

/** Create or edit a monitor: type, target, schedule, advanced request options, and a test run. */
export function MonitorForm({
  initial,
  mode,
  monitorId,
  onSubmit,
}: {
  initial: MonitorFormValues;
  mode: 'create' | 'edit';
  /** The monitor being edited, which its own name never warns about. */
  monitorId?: string;
  /** A new monitor's input carries the alert rules chosen in the form. */
  onSubmit: (input: CreateMonitorInput) => Promise<unknown>;
}) {
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const alerts = useNewMonitorAlerts(mode === 'create');
  const unavailable = useUnavailableTypes();
  const cannotRunReason = (type: MonitorFormValues['type']) => {
    const reason = unavailable.get(type);
    return reason
      ? `${monitorTypeInfo[type].label} checks cannot run on this server: ${reason}`
      : null;
  };
  const { form, formRef, values, set, errors, showErrors, submit, saving, saveFailure } =
    useContractForm({
      defaultValues: initial,
      check: (checked: MonitorFormValues) => {
        // A monitor already saved keeps its type; a new one is not created to fail every check.
        const refused = mode === 'create' ? cannotRunReason(checked.type) : null;
        return refused ? { ok: false, errors: { type: refused } } : validate(checked);
      },
      toErrors: toFieldErrors,
      failure: { notSaved: 'The monitor was not saved. Please try again.' },
      // An error inside the advanced section opens it, so focus can reach the field.
      onShowErrors: (shown) => {
        if (Object.keys(shown).some((path) => advancedFieldPattern.test(path))) {
          setAdvancedOpen(true);
        }
      },
    });
  const cannotRun = cannotRunReason(values.type);
  const groups = useGroups().data?.items ?? [];
  const sameName = useSameNameMonitor(values.name, monitorId);

  const unplaced = Object.entries(errors)
    .filter(([path]) => !hasField(path))
    .map(([path, message]) => `${path}: ${message}`);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit((input) =>
        onSubmit(mode === 'create' && alerts.rules ? { ...input, alerts: alerts.rules } : input),
      )}
      className="space-y-8"
    >
      <FormAlerts
        failure={saveFailure}
        invalid={Object.keys(errors).length > 0}
        unplaced={unplaced}
      />
      {mode === 'create' ? (
        <TypePicker
          value={values.type}
          onChange={(type) => {
            const next = withType(values, type);
            for (const key of Object.keys(next) as (keyof MonitorFormValues)[]) {
              if (next[key] !== values[key]) set(key, next[key]);
            }
            form.clearErrors('type');
          }}
          unavailable={unavailable}
          error={errors.type}
        />
      ) : (
        <div className="space-y-1 text-sm">
          <p className="text-slate-600">
            Type: <strong className="text-slate-900">{monitorTypeInfo[values.type].label}</strong>
          </p>
          {cannotRun ? (
            <p className="font-medium text-amber-800">
              {cannotRun}. Changes are saved, but its checks fail until that is fixed.
            </p>
          ) : errors.type ? (
            <p className="text-xs font-medium text-red-700">{errors.type}</p>
          ) : null}
        </div>
      )}
      <Section title="What to check">
        <NameField values={values} errors={errors} set={set} sameName={sameName?.name} />
        <TargetFields values={values} errors={errors} set={set} />
      </Section>
      <Section title="Schedule and tags">
        <ScheduleFields
          values={values}
          errors={errors}
          set={set}
          groupField={<GroupField values={values} errors={errors} set={set} groups={groups} />}
        />
        <RegionFields values={values} errors={errors} set={set} />
      </Section>
      {mode === 'create' ? (
        <Section title="Alerts">
          <AlertFields alerts={alerts} />
        </Section>
      ) : null}
      {checkTypeView(values.type).requestsUrl ? (
        <AdvancedSection
          open={advancedOpen}
          onOpenChange={setAdvancedOpen}
          values={values}
          errors={errors}
          set={set}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <Button type="submit" loading={saving}>
          {mode === 'create' ? 'Create monitor' : 'Save changes'}
        </Button>
        <ButtonLink to={paths.dashboard.monitors} variant="ghost">
          Cancel
        </ButtonLink>
      </div>
      {checkTypeView(values.type).pushed || cannotRun ? null : (
        <TestNow values={values} onInvalid={showErrors} />
      )}
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
