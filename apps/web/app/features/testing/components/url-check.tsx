import { monitorInput } from '@tocsin/contract';
import { Globe } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useRunCheck } from '@/lib/run-check';
import { CheckResultPanel } from '@/components/check-result/check-result-panel';

/** Runs one HTTP check of a URL now, from the server, without creating a monitor. */
export function UrlCheck() {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const run = useRunCheck();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = monitorInput.safeParse({ type: 'http', name: 'URL check', url });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'url') ?? parsed.error.issues[0];
      setUrlError(issue?.message ?? 'Enter an http:// or https:// URL');
      return;
    }
    setUrlError(undefined);
    run.mutate(parsed.data, {
      onError: (error) => {
        const issue = isApiError(error) ? error.issues?.[0] : undefined;
        if (issue) setUrlError(issue.message);
      },
    });
  };

  const error = run.error;
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/health"
          hint="One GET request from the Tocsin server: status code, timings and certificate."
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlError}
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
