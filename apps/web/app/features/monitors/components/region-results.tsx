import type { RegionResult } from '@tocsin/contract';
import { StatusBadge } from '@/components/status-badge';

/** What each region saw of the last check, when it was checked from several. */
export function RegionResults({ regions }: { regions: RegionResult[] }) {
  return (
    <section aria-label="Last check by region">
      <h2 className="text-sm font-semibold text-slate-900">Last check by region</h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {regions.map((r) => (
          <li key={r.region} className="rounded-xl border border-slate-200 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{r.region}</span>
              {r.status ? (
                <StatusBadge status={r.status} />
              ) : (
                <span className="text-slate-500">No answer</span>
              )}
            </div>
            <p className="mt-1 text-slate-600 tabular-nums">
              {r.timings ? `${Math.round(r.timings.total)} ms` : '—'}
              {r.statusCode ? ` · ${r.statusCode}` : ''}
            </p>
            {r.status !== 'up' && r.message ? (
              <p className="mt-1 break-words text-slate-700">{r.message}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
