import type { CheckResult } from '@tocsin/contract';
import type { ReactNode } from 'react';

/** The last check at a glance: how long it took and what the server answered. */
export function LastResultTiles({ result }: { result: CheckResult }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Tile label="Response time">{Math.round(result.timings.total)} ms</Tile>
      <Tile label="Status code">{result.statusCode ?? '—'}</Tile>
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
