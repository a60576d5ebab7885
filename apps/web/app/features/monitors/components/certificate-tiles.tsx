import type { CertificateInfo, CheckResult, MonitorConfig } from '@tocsin/contract';
import { formatDate } from '@/lib/date-format';
import { Tile } from './tile';

/** Red once expired or within a week, amber inside the monitor's warning, green before. */
export function urgencyTone(daysRemaining: number, thresholdDays: number): string {
  if (daysRemaining < 7) return 'text-red-700';
  if (daysRemaining < thresholdDays) return 'text-amber-700';
  return 'text-emerald-700';
}

function daysLeft(certificate: CertificateInfo): string {
  const days = certificate.daysRemaining;
  if (Date.parse(certificate.validTo) <= Date.now() || days < 0) return 'Expired';
  if (days < 1) return 'Less than a day';
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** A certificate monitor's headline: how long the certificate has left, and whether it is trusted. */
export function CertificateTiles({
  config,
  result,
}: {
  config: MonitorConfig<'tls-cert'>;
  result: CheckResult;
}) {
  const certificate = result.certificate;
  const threshold = config.expiryThresholdDays;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Tile
        label="Days left"
        valueClassName={certificate ? urgencyTone(certificate.daysRemaining, threshold) : undefined}
        note={
          certificate
            ? `Expires ${formatDate(certificate.validTo)}; warns ${threshold} days before`
            : (result.message ?? 'No certificate seen yet')
        }
      >
        {certificate ? daysLeft(certificate) : '—'}
      </Tile>
      <Tile
        label="Trusted"
        valueClassName={certificate && !certificate.trusted ? 'text-red-700' : undefined}
        note={certificate?.trustError ?? (certificate ? 'Chain and name verified' : null)}
      >
        {certificate ? (certificate.trusted ? 'Yes' : 'No') : '—'}
      </Tile>
      <Tile label="Port" note={config.host}>
        {config.port}
      </Tile>
    </dl>
  );
}
