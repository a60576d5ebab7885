import type { CertificateInfo } from '@tocsin/contract';
import { formatDateTime } from '@/lib/date-format';

/** The certificate the last check saw: who it is for, who signed it, and how long it lasts. */
export function CertificateDetails({ certificate }: { certificate: CertificateInfo }) {
  const rows: [string, string][] = [
    ['Subject', certificate.subject],
    ['Issuer', certificate.issuer],
    ['Valid to', formatDateTime(certificate.validTo)],
    ['Days remaining', String(certificate.daysRemaining)],
    [
      'Trusted',
      certificate.trusted
        ? 'Yes'
        : `No${certificate.trustError ? `: ${certificate.trustError}` : ''}`,
    ],
  ];
  if (certificate.altNames.length > 0) rows.push(['Names', certificate.altNames.join(', ')]);
  return (
    <section aria-labelledby="certificate-heading">
      <h3 id="certificate-heading" className="text-sm font-semibold text-slate-900">
        Certificate
      </h3>
      <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
