import { PLAN_LIMIT_CODE, type MonitorInput } from '@tocsin/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUnavailableTypes } from '../api/list-check-types';
import type { SetValue } from '../form/fields-props';
import { toFieldErrors, validate, type FieldErrors } from '../form/validate';
import { defaultValues, withType, type MonitorFormValues } from '../form/values';
import { monitorTypeInfo } from '../monitor-types';
import { AdvancedSection, advancedFieldPattern } from './form/advanced-section';
import { NameField, ScheduleFields } from './form/common-fields';
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
  onSubmit,
}: {
  initial: MonitorFormValues;
  mode: 'create' | 'edit';
  onSubmit: (input: MonitorInput) => Promise<unknown>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const unavailable = useUnavailableTypes();
  const unavailableReason = unavailable.get(values.type);
  const cannotRun = unavailableReason
    ? `${monitorTypeInfo[values.type].label} checks cannot run on this server: ${unavailableReason}`
    : null;

  const set: SetValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  /** Shows errors by field, opens the section holding one, and moves focus to the first. */
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).some((path) => advancedFieldPattern.test(path))) {
      setAdvancedOpen(true);
    }
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setPlanLimit(null);
    // A monitor already saved keeps its type; a new one is not created to fail every check.
    if (mode === 'create' && cannotRun) return showErrors({ type: cannotRun });
    const checked = validate(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(checked.input);
    } catch (error) {
      // A limit of the plan: its message says which, and an interval over it is marked too.
      if (isApiError(error, PLAN_LIMIT_CODE)) {
        setPlanLimit(error.message);
        if (error.issues?.length) showErrors(toFieldErrors(error.issues));
      } else if (isApiError(error) && error.issues?.length) showErrors(toFieldErrors(error.issues));
      else
        setFormError(
          isApiError(error) && error.message
            ? error.message
            : 'The monitor was not saved. Please try again.',
        );
    } finally {
      setSubmitting(false);
    }
  };

  const unplaced = Object.entries(errors).filter(([path]) => !hasField(path));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-8"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      {planLimit ? <PlanLimitAlert message={planLimit} /> : null}
      {!planLimit && Object.keys(errors).length > 0 ? (
        <Alert>
          Please correct the highlighted fields.
          {unplaced.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map(([path, message]) => (
                <li key={path}>{`${path}: ${message}`}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {mode === 'create' ? (
        <TypePicker
          value={values.type}
          onChange={(type) => {
            setValues((v) => withType(v, type));
            setErrors(({ type: _refused, ...others }) => others);
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
        <NameField values={values} errors={errors} set={set} />
        <TargetFields values={values} errors={errors} set={set} />
      </Section>
      <Section title="Schedule and tags">
        <ScheduleFields values={values} errors={errors} set={set} />
      </Section>
      {['http', 'keyword', 'json-query'].includes(values.type) ? (
        <AdvancedSection
          open={advancedOpen}
          onOpenChange={setAdvancedOpen}
          values={values}
          errors={errors}
          set={set}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <Button type="submit" loading={submitting}>
          {mode === 'create' ? 'Create monitor' : 'Save changes'}
        </Button>
        <ButtonLink to={paths.dashboard.monitors} variant="ghost">
          Cancel
        </ButtonLink>
      </div>
      {values.type === 'heartbeat' || cannotRun ? null : (
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
