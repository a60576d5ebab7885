import type { CertificateInfo, ChainCertificate } from '@tocsin/contract';
import { useDateFormat } from '@/lib/date-format';

/** The certificate the last check saw: who it is for, who signed it, and how long it lasts. */
export function CertificateDetails({ certificate }: { certificate: CertificateInfo }) {
  const { formatDateTime } = useDateFormat();
  const rows: [string, string][] = [
    ['Subject', certificate.subject],
    ['Issuer', certificate.issuer],
    ['Valid from', formatDateTime(certificate.validFrom)],
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
  const chain = certificate.chain ?? [];
  return (
    <section aria-labelledby="certificate-heading" className="space-y-3">
      <h3 id="certificate-heading" className="text-sm font-semibold text-slate-900">
        Certificate
      </h3>
      <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {chain.length > 1 ? <Chain chain={chain} /> : null}
    </section>
  );
}

/** A root names itself as its issuer ("CN" or "CN (Organisation)"). */
const selfIssued = (cert: ChainCertificate) =>
  cert.issuer === cert.subject || cert.issuer.startsWith(`${cert.subject} (`);

/** Leaf first, then each issuer up to the root: where an expiring intermediate hides. */
function Chain({ chain }: { chain: ChainCertificate[] }) {
  const { formatDate } = useDateFormat();
  return (
    <div>
      <h4 id="certificate-chain-heading" className="text-sm font-medium text-slate-700">
        Chain
      </h4>
      <ol aria-labelledby="certificate-chain-heading" className="mt-2 space-y-2 text-sm">
        {chain.map((cert, index) => (
          <li
            key={`${index}-${cert.subject}`}
            className="rounded-lg border border-slate-200 px-3 py-2"
          >
            <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
              <span className="text-slate-500">
                {index === 0 ? 'Server' : selfIssued(cert) ? 'Root' : 'Intermediate'}:
              </span>{' '}
              {cert.subject || 'No name'}
            </p>
            <p className="[overflow-wrap:anywhere] text-slate-600">Issued by {cert.issuer}</p>
            <p className="text-slate-600">
              Valid <time dateTime={cert.validFrom}>{formatDate(cert.validFrom)}</time> to{' '}
              <time dateTime={cert.validTo}>{formatDate(cert.validTo)}</time>
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
