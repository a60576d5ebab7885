import type { PhaseTimings } from '@tocsin/contract';

const phases = [
  { key: 'dns', label: 'DNS', color: 'bg-sky-400' },
  { key: 'connect', label: 'Connect', color: 'bg-emerald-400' },
  { key: 'tls', label: 'TLS', color: 'bg-violet-400' },
  { key: 'ttfb', label: 'Waiting (TTFB)', color: 'bg-amber-400' },
  { key: 'transfer', label: 'Transfer', color: 'bg-slate-400' },
] as const;

const ms = (value: number) => `${Math.round(value)} ms`;

/** Where the time went, phase after phase; what the phases do not cover is the transfer. */
export function TimingBar({ timings }: { timings: PhaseTimings }) {
  const measured =
    (timings.dns ?? 0) + (timings.connect ?? 0) + (timings.tls ?? 0) + (timings.ttfb ?? 0);
  const values: Record<(typeof phases)[number]['key'], number | undefined> = {
    dns: timings.dns,
    connect: timings.connect,
    tls: timings.tls,
    ttfb: timings.ttfb,
    transfer: timings.ttfb === undefined ? undefined : Math.max(0, timings.total - measured),
  };
  const present = phases.filter((phase) => values[phase.key] !== undefined);
  const scale = Math.max(timings.total, measured, 1);

  return (
    <div>
      <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-slate-100">
        {present.map((phase) => (
          <div
            key={phase.key}
            className={phase.color}
            style={{ width: `${((values[phase.key] ?? 0) / scale) * 100}%` }}
          />
        ))}
      </div>
      <dl
        aria-label="Timings"
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3"
      >
        {present.map((phase) => (
          <div key={phase.key} className="flex items-center justify-between gap-2">
            <dt className="flex items-center gap-1.5 text-slate-600">
              <span aria-hidden="true" className={`size-2 rounded-full ${phase.color}`} />
              {phase.label}
            </dt>
            <dd className="tabular-nums text-slate-900">{ms(values[phase.key] ?? 0)}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-2 font-semibold">
          <dt className="text-slate-900">Total</dt>
          <dd className="tabular-nums text-slate-900">{ms(timings.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
