import {
  dnsDetailsSchema,
  pingDetailsSchema,
  type CheckResult,
  type MonitorConfig,
} from '@tocsin/contract';
import { formatDateTime } from '@/lib/date-format';
import { formatMs } from '@/lib/history-format';
import { relativeTime } from '@/lib/relative-time';
import { useMonitorIncidents } from '../api/list-incidents';
import { Tile } from './tile';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const ms = (value: number | undefined) => (value === undefined ? '—' : formatMs(value));
/** Round trips under 10 ms keep a decimal: 0.4 ms and 0 ms are not the same answer. */
const rtt = (value: number | null) =>
  value === null ? '—' : value < 10 ? `${value.toFixed(1)} ms` : formatMs(value);

/** A port: how long the connection took to open, where, and the last time it failed. */
export function TcpTiles({
  monitorId,
  config,
  result,
}: {
  monitorId: string;
  config: MonitorConfig<'tcp'>;
  result: CheckResult;
}) {
  return (
    <dl className={grid}>
      <Tile
        label="Connect time"
        note={result.timings.dns === undefined ? null : `Name lookup ${ms(result.timings.dns)}`}
      >
        {ms(result.timings.connect)}
      </Tile>
      <Tile label="Port" note={config.tls ? 'With TLS' : 'Plain TCP'}>
        {config.port}
      </Tile>
      <LastError monitorId={monitorId} result={result} />
    </dl>
  );
}

/** The failing check's reason, else the cause of the latest incident, else none. */
function LastError({ monitorId, result }: { monitorId: string; result: CheckResult }) {
  const incidents = useMonitorIncidents(monitorId);
  if (result.status !== 'up' && result.message) {
    return (
      <Tile
        label="Last error"
        note={<When at={result.checkedAt} />}
        valueClassName="text-base text-red-700"
      >
        {result.message}
      </Tile>
    );
  }
  const latest = [...(incidents.data?.items ?? [])].sort((a, b) =>
    b.startedAt.localeCompare(a.startedAt),
  )[0];
  if (!latest) {
    return (
      <Tile label="Last error" valueClassName="text-base">
        None recorded
      </Tile>
    );
  }
  return (
    <Tile label="Last error" note={<When at={latest.startedAt} />} valueClassName="text-base">
      {latest.cause.message ?? 'No message from the check'}
    </Tile>
  );
}

const When = ({ at }: { at: string }) => (
  <time dateTime={at} title={formatDateTime(at)}>
    {relativeTime(at)}
  </time>
);

/** A name: the records the resolver answered, who answered, and whether the expected one was there. */
export function DnsTiles({
  config,
  result,
}: {
  config: MonitorConfig<'dns'>;
  result: CheckResult;
}) {
  const parsed = dnsDetailsSchema.safeParse(result.details);
  const details = parsed.success ? parsed.data : null;
  const expected = config.expectedValue?.trim();
  const match = !expected
    ? null
    : result.errorKind === 'dns-mismatch'
      ? false
      : details && details.records.length > 0
        ? true
        : null;
  return (
    <div className="space-y-4">
      <dl className={grid}>
        <Tile label="Query time">{ms(result.timings.dns)}</Tile>
        <Tile
          label="Resolver"
          valueClassName="text-base"
          note={`${config.recordType} records of ${config.hostname}`}
        >
          {config.resolver?.trim() || 'The server’s own resolver'}
        </Tile>
        <Tile
          label="Expected value"
          valueClassName={
            match === false
              ? 'text-base text-red-700'
              : match
                ? 'text-base text-emerald-700'
                : 'text-base'
          }
          note={expected ? `Expects “${expected}”` : 'Any answer counts as up'}
        >
          {match === null
            ? expected
              ? 'Not checked yet'
              : 'None set'
            : match
              ? 'Found'
              : 'Not found'}
        </Tile>
      </dl>
      <section aria-labelledby="dns-records-heading">
        <h3 id="dns-records-heading" className="text-sm font-semibold text-slate-900">
          Records answered
        </h3>
        {details && details.records.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
            {details.records.map((record, index) => (
              <li key={index} className="flex gap-3 px-3 py-2">
                <span className="w-12 shrink-0 font-medium text-slate-500">
                  {details.recordType}
                </span>
                <span className="min-w-0 font-mono [overflow-wrap:anywhere] text-slate-800">
                  {record}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            {result.message ?? 'The last check found no records.'}
          </p>
        )}
      </section>
    </div>
  );
}

/** A host: its round trips and how many echoes came back. */
export function PingTiles({ result }: { result: CheckResult }) {
  const parsed = pingDetailsSchema.safeParse(result.details);
  const stats = parsed.success ? parsed.data : null;
  return (
    <dl className={grid}>
      <Tile
        label="Round trip (average)"
        note={stats ? `Min ${rtt(stats.min)} · max ${rtt(stats.max)}` : null}
      >
        {stats ? rtt(stats.avg) : '—'}
      </Tile>
      <Tile
        label="Packet loss"
        valueClassName={stats && stats.loss > 0 ? 'text-red-700' : undefined}
        note={stats ? `${stats.received} of ${stats.sent} replies` : (result.message ?? null)}
      >
        {stats ? `${stats.loss}%` : '—'}
      </Tile>
    </dl>
  );
}
