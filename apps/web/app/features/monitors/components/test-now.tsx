import { FlaskConical } from 'lucide-react';
import { CheckResultPanel } from '@/components/check-result/check-result-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { useRunCheck } from '@/lib/run-check';
import { toFieldErrors, validate } from '../form/validate';
import type { MonitorFormValues } from '../form/values';

/** Runs the form's check once on the server, unsaved, and shows what it found. */
export function TestNow({
  values,
  onInvalid,
}: {
  values: MonitorFormValues;
  onInvalid: (errors: FieldErrors) => void;
}) {
  const run = useRunCheck();

  const test = () => {
    // A test needs no name yet; the schema does, so lend it one.
    const checked = validate({ ...values, name: values.name.trim() || 'Test' });
    if (!checked.ok) return onInvalid(checked.errors);
    run.mutate(checked.value, {
      onError: (error) => {
        if (isApiError(error) && error.issues?.length) onInvalid(toFieldErrors(error.issues));
      },
    });
  };

  const error = run.error;
  return (
    <section aria-label="Test now" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" loading={run.isPending} onClick={test}>
          <FlaskConical aria-hidden="true" className="size-4" />
          Test now
        </Button>
        <p className="text-sm text-slate-500">
          Runs the check once with these settings, without saving.
        </p>
      </div>
      {error && !(isApiError(error) && error.issues?.length) ? (
        <Alert>
          The test could not run{isApiError(error) && error.message ? `: ${error.message}` : '.'}
        </Alert>
      ) : null}
      {run.data && !run.isPending ? <CheckResultPanel result={run.data} /> : null}
    </section>
  );
}
