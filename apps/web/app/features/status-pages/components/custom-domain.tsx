import type { StatusPage } from '@tocsin/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useVerifyDomain } from '../api/status-pages';

function Value({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="font-mono text-sm break-all text-slate-900">{value}</dd>
    </div>
  );
}

/** The TXT record that proves the custom domain is the workspace's, and a button to check it. */
export function CustomDomain({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  const verify = useVerifyDomain(page.id);
  if (!page.customDomain || !page.domainRecord)
    return (
      <p className="text-sm text-slate-600">
        No custom domain: enter one in the settings above to serve this page at your own address.
      </p>
    );
  const record = page.domainRecord;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {page.domainVerified
          ? `${page.customDomain} is verified: this page answers there once your reverse proxy sends its requests here.`
          : `${page.customDomain} is not verified yet. Create this DNS record at your DNS provider, then check it:`}
      </p>
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[auto_1fr_2fr]">
        <Value label="Type" value={record.type} />
        <Value label="Name" value={record.name} />
        <Value label="Value" value={record.value} />
      </dl>
      {verify.isError ? (
        <Alert>
          {isApiError(verify.error) && verify.error.message
            ? verify.error.message
            : 'The record could not be checked. Please try again.'}
        </Alert>
      ) : verify.isSuccess && page.domainVerified ? (
        <Alert tone="success">The record was found: {page.customDomain} is verified.</Alert>
      ) : null}
      {readOnly ? null : (
        <Button variant="outline" loading={verify.isPending} onClick={() => verify.mutate()}>
          Check the record
        </Button>
      )}
    </div>
  );
}
