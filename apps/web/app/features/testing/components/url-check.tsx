import { monitorInput, type MonitorInput } from '@tocsin/contract';
import { Globe } from 'lucide-react';
import { CheckResultPanel } from '@/components/check-result/check-result-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { checkWith, type FieldErrors, type FormIssue } from '@/lib/form';
import { useRunCheck } from '@/lib/run-check';
import { useContractForm } from '@/lib/use-contract-form';

/** The one field shows what is wrong, the URL's own issue first. */
function urlError(issues: FormIssue[]): FieldErrors {
  const issue = issues.find((i) => i.path.split('.')[0] === 'url') ?? issues[0];
  return { url: issue?.message ?? 'Enter an http:// or https:// URL' };
}

/** The server's first issue, whichever field it names: the URL is all there is to change. */
const serverError = (issues: FormIssue[]): FieldErrors => ({ url: issues[0]?.message ?? '' });

/** Runs one HTTP check of a URL now, from the server, without creating a monitor. */
export function UrlCheck() {
  const run = useRunCheck();
  const { values, set, errors, submit } = useContractForm({
    defaultValues: { url: '' },
    check: ({ url }: { url: string }) =>
      checkWith<MonitorInput>(monitorInput, { type: 'http', name: 'URL check', url }, urlError),
    toErrors: serverError,
  });

  const error = run.error;
  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={submit((input) => run.mutateAsync(input))}
        className="flex flex-wrap items-start gap-3"
      >
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/health"
          hint="One GET request from the Tocsin server: status code, timings and certificate."
          value={values.url}
          onChange={(event) => set('url', event.target.value)}
          error={errors.url}
          className="min-w-64 flex-1 sm:max-w-md"
        />
        <Button type="submit" loading={run.isPending} className="sm:mt-6.5">
          <Globe aria-hidden="true" className="size-4" />
          Check now
        </Button>
      </form>
      {error && !(isApiError(error) && error.issues?.length) ? (
        <Alert>
          The check could not run{isApiError(error) && error.message ? `: ${error.message}` : '.'}
        </Alert>
      ) : null}
      {run.data && !run.isPending ? (
        <CheckResultPanel result={run.data} label="Check result" />
      ) : null}
    </div>
  );
}
