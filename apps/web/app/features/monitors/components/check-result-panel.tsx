import type { CertificateInfo, CheckResult } from '@tocsin/contract';
import { StatusBadge } from './status-badge';
import { TimingBar } from './timing-bar';

/** The answer of "Test now": verdict, reason, timings and the certificate when there is one. */
export function CheckResultPanel({ result }: { result: CheckResult }) {
  return (
    <section
      aria-label="Test result"
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
      {result.certificate ? <CertificateSummary certificate={result.certificate} /> : null}
    </section>
  );
}

function CertificateSummary({ certificate }: { certificate: CertificateInfo }) {
  const rows: [string, string][] = [
    ['Subject', certificate.subject],
    ['Issuer', certificate.issuer],
    [
      'Expires',
      `${new Date(certificate.validTo).toLocaleDateString()} (in ${certificate.daysRemaining} days)`,
    ],
    [
      'Trusted',
      certificate.trusted
        ? 'Yes'
        : `No${certificate.trustError ? `: ${certificate.trustError}` : ''}`,
    ],
  ];
  if (certificate.altNames.length > 0) rows.push(['Names', certificate.altNames.join(', ')]);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Certificate</h3>
      <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
