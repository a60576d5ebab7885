import { formatDuration } from '@tocsin/contract';
import type { CheckResult, Monitor } from '@tocsin/contract';
import { useDateFormat } from '@/lib/date-format';
import { relativeTime } from '@/lib/relative-time';
import { CertificateTiles } from './certificate-tiles';
import { DnsTiles, PingTiles, TcpTiles } from './check-tiles';
import { Tile } from './tile';

/** The last check at a glance, in the figures that mean something for the monitor's type. */
export function LastResultTiles({ monitor, result }: { monitor: Monitor; result: CheckResult }) {
  const { config } = monitor;
  switch (config.type) {
    case 'tcp':
      return <TcpTiles monitorId={monitor.id} config={config} result={result} />;
    case 'dns':
      return <DnsTiles config={config} result={result} />;
    case 'ping':
      return <PingTiles result={result} />;
    case 'tls-cert':
      return <CertificateTiles config={config} result={result} />;
    case 'heartbeat':
      return <HeartbeatTiles monitor={monitor} />;
    default:
      return (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Tile label="Response time">{Math.round(result.timings.total)} ms</Tile>
          <Tile label="Status code">{result.statusCode ?? '—'}</Tile>
        </dl>
      );
  }
}

/**
 * A heartbeat's pings at a glance: when the job last called, and by when the next call must come
 * before it is down.
 */
export function HeartbeatTiles({ monitor }: { monitor: Monitor }) {
  const { formatDateTime } = useDateFormat();
  if (monitor.config.type !== 'heartbeat') return null;
  const { periodSeconds, graceSeconds } = monitor.config;
  const since = monitor.lastPingAt ?? monitor.createdAt;
  const dueBy = new Date(Date.parse(since) + (periodSeconds + graceSeconds) * 1000).toISOString();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Tile label="Last ping">
        {monitor.lastPingAt ? (
          <time dateTime={monitor.lastPingAt} title={formatDateTime(monitor.lastPingAt)}>
            {relativeTime(monitor.lastPingAt)}
          </time>
        ) : (
          'None yet'
        )}
      </Tile>
      <Tile label="Next ping expected by">
        <time dateTime={dueBy}>{formatDateTime(dueBy)}</time>
        <span className="mt-1 block text-xs font-normal text-slate-500">
          Every {formatDuration(periodSeconds)}
          {graceSeconds > 0 ? `, ${formatDuration(graceSeconds)} grace` : ''}
        </span>
      </Tile>
    </dl>
  );
}
