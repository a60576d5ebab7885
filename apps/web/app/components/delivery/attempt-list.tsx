import type { Delivery } from '@tocsin/contract';
import { DateTime } from '@/components/ui/time';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2 whitespace-nowrap text-slate-600 tabular-nums';

/** Each try at sending a delivery: when, how long, what the other side answered, and why not. */
export function AttemptList({
  attempts,
  label,
}: {
  attempts: Delivery['attempts'];
  label: string;
}) {
  if (attempts.length === 0) {
    return <p className="text-sm text-slate-600">No attempt yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-surface">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={th}>
              #
            </th>
            <th scope="col" className={th}>
              Time
            </th>
            <th scope="col" className={th}>
              Duration
            </th>
            <th scope="col" className={th}>
              Status code
            </th>
            <th scope="col" className={th}>
              Result
            </th>
            <th scope="col" className={th}>
              Retryable
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {attempts.map((attempt, index) => (
            <tr key={`${attempt.at}-${index}`}>
              <td className={td}>{index + 1}</td>
              <td className={td}>
                <DateTime at={attempt.at} />
              </td>
              <td className={td}>{attempt.durationMs} ms</td>
              <td className={td}>{attempt.statusCode ?? '—'}</td>
              <td className="px-3 py-2 text-slate-800">
                {attempt.ok ? (
                  <span className="font-medium text-emerald-700">Sent</span>
                ) : (
                  <span className="text-red-700">{attempt.error ?? 'Failed'}</span>
                )}
              </td>
              <td className={td}>{attempt.ok ? '—' : attempt.retryable ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
