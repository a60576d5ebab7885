import { latencyPhases, type Latency } from '@tocsin/contract';
import { formatMs } from '@/lib/history-format';
import { phaseStyles } from './latency-series';
import { LineSample } from './latency-legend';

const th = 'px-3 py-2 text-right font-medium';
const td = 'px-3 py-2 text-right tabular-nums text-slate-900';

/** The whole range in numbers, phase by phase: what the chart shows, readable without it. */
export function LatencySummary({ summary }: { summary: Latency['summary'] }) {
  const rows = latencyPhases.flatMap((phase) => {
    const percentiles = summary[phase];
    return percentiles ? [{ phase, ...percentiles }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">Response time percentiles over the range</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Phase
            </th>
            <th scope="col" className={th}>
              p50
            </th>
            <th scope="col" className={th}>
              p95
            </th>
            <th scope="col" className={th}>
              p99
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.phase}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-700">
                <span className="flex items-center gap-2">
                  <LineSample color={phaseStyles[row.phase].color} />
                  {phaseStyles[row.phase].label}
                </span>
              </th>
              <td className={td}>{formatMs(row.p50)}</td>
              <td className={td}>{formatMs(row.p95)}</td>
              <td className={td}>{formatMs(row.p99)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
