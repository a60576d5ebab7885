import type { CheckResult } from '@tocsin/contract';
import { StatusBadge } from '../status-badge';
import { CertificateDetails } from './certificate-details';
import { TimingBar } from './timing-bar';

/** The answer of "Test now": verdict, reason, timings and the certificate when there is one. */
export function CheckResultPanel({
  result,
  label = 'Test result',
}: {
  result: CheckResult;
  /** The region's accessible name, e.g. "Cause" when it shows what opened an incident. */
  label?: string;
}) {
  return (
    <section
      aria-label={label}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={result.status} />
        {result.statusCode !== null ? (
          <span className="text-sm text-slate-700">HTTP {result.statusCode}</span>
        ) : null}
        {result.remoteAddress ? (
          <span className="text-sm text-slate-500">from {result.remoteAddress}</span>
        ) : null}
      </div>
      {result.message ? <p className="text-sm text-slate-800">{result.message}</p> : null}
      <TimingBar timings={result.timings} />
      {result.certificate ? <CertificateDetails certificate={result.certificate} /> : null}
    </section>
  );
}
