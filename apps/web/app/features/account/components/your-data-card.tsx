import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AccountExport } from '@tocsin/contract';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { DateTime } from '@/components/ui/time';
import { exportDownloadUrl, exportQuery, useRequestExport } from '../api/your-data';
import { DeleteAccount } from './delete-account';

/** "48 KB", "1.2 MB". */
function size(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function ExportStatus({ latest, token }: { latest: AccountExport; token: string | null }) {
  if (latest.status === 'pending') {
    return (
      <Alert tone="info">
        Your export is being prepared. We will email you a download link as soon as it is ready;
        large accounts take a few minutes.
      </Alert>
    );
  }
  if (latest.status === 'failed') {
    return <Alert>{latest.error ?? 'Your export failed. Request a new one.'}</Alert>;
  }
  if (latest.expired) {
    return (
      <p className="text-sm text-slate-600">
        The link of your last export has expired. Request a new export to download your data.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <Alert tone="success">
        Your export of <DateTime at={latest.createdAt} /> is ready
        {latest.size ? ` (${size(latest.size)}, gzipped JSON)` : ''}. The link works until{' '}
        <DateTime at={latest.expiresAt} />.
      </Alert>
      {token ? (
        <a className={buttonClasses({ size: 'sm' })} href={exportDownloadUrl(token)} download>
          Download your data
        </a>
      ) : (
        <p className="text-sm text-slate-600">
          To download it, open the link in the email we sent you, in this browser: an export leaves
          only through that link and your signed-in session together.
        </p>
      )}
    </div>
  );
}

/** Settings → Your data: export everything Tocsin holds about the person, or delete the account. */
export function YourDataCard({ email }: { email: string }) {
  const [params] = useSearchParams();
  const token = params.get('export');
  const latest = useQuery(exportQuery);
  const request = useRequestExport();
  const pending = latest.data?.status === 'pending';
  return (
    <section
      id="your-data"
      aria-labelledby="your-data-title"
      className="min-w-0 space-y-6 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div>
        <h2 id="your-data-title" className="text-lg font-semibold text-slate-900">
          Your data
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Take a copy of everything Tocsin holds about you and the workspaces you own, or delete
          your account.{' '}
          <a className="font-medium text-brand-700 underline" href="/documentation/data-export">
            What the export holds
          </a>
        </p>
      </div>
      <div className="space-y-3">
        <h3 className="font-medium text-slate-900">Export your data</h3>
        <p className="text-sm text-slate-600">
          A JSON file with your profile and settings, and the monitors, alert rules, channels
          (without their secrets), maintenance windows, incidents, daily results, API key names and
          audit log of each workspace you own. We email {email} a link when it is ready.
        </p>
        {latest.isError ? (
          <Alert>
            The status of your export could not be loaded. Reload the page to try again.
          </Alert>
        ) : null}
        {latest.data ? <ExportStatus latest={latest.data} token={token} /> : null}
        {request.isError ? (
          <Alert>{request.error.message || 'The export was not started. Please try again.'}</Alert>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={pending || latest.isPending}
          loading={request.isPending}
          onClick={() => request.mutate()}
        >
          {pending ? 'Export in progress…' : 'Export my data'}
        </Button>
      </div>
      <DeleteAccount email={email} />
    </section>
  );
}
