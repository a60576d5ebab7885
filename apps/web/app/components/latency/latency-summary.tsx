import { latencyPhases, type Latency } from '@tocsin/contract';
import { Table, Th } from '@/components/ui/table';
import { formatMs } from '@/lib/history-format';
import { LineSample } from './latency-legend';
import { phaseStyles } from './latency-series';

const td = 'px-3 py-2 text-right tabular-nums text-slate-900';

/** The whole range in numbers, phase by phase: what the chart shows, readable without it. */
export function LatencySummary({ summary }: { summary: Latency['summary'] }) {
  const rows = latencyPhases.flatMap((phase) => {
    const percentiles = summary[phase];
    return percentiles ? [{ phase, ...percentiles }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Table
      caption="Response time percentiles over the range"
      head={
        <>
          <Th className="py-2">Phase</Th>
          {['p50', 'p95', 'p99'].map((name) => (
            <Th key={name} className="py-2 text-right">
              {name}
            </Th>
          ))}
        </>
      }
    >
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
    </Table>
  );
}
