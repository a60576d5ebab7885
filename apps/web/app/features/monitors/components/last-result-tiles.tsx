import type { CheckResult, Monitor } from '@tocsin/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/date-format';
import { formatDuration } from '@/lib/duration';
import { relativeTime } from '@/lib/relative-time';

/** The last check at a glance: how long it took and what the server answered. */
export function LastResultTiles({ result }: { result: CheckResult }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Tile label="Response time">{Math.round(result.timings.total)} ms</Tile>
      <Tile label="Status code">{result.statusCode ?? '—'}</Tile>
    </dl>
  );
}

/**
 * A heartbeat's pings at a glance: when the job last called, and by when the next call must come
 * before it is down.
 */
export function HeartbeatTiles({ monitor }: { monitor: Monitor }) {
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

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
