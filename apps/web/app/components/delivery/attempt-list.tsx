import type { Delivery } from '@tocsin/contract';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { DateTime } from '@/components/ui/time';

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
    <Table
      caption={label}
      className="rounded-lg bg-surface"
      cards={attempts.map((attempt, index) => (
        <Card key={`${attempt.at}-${index}`}>
          <CardHeader>
            <span className="text-slate-600">
              #{index + 1} · <DateTime at={attempt.at} />
            </span>
            <Result attempt={attempt} />
          </CardHeader>
          <p className="text-slate-600 tabular-nums">
            {attempt.durationMs} ms
            {attempt.statusCode === null ? '' : ` · ${attempt.statusCode}`}
            {attempt.ok ? '' : attempt.retryable ? ' · retryable' : ' · not retryable'}
          </p>
        </Card>
      ))}
      head={['#', 'Time', 'Duration', 'Status code', 'Result', 'Retryable'].map((name) => (
        <Th key={name} className="py-2">
          {name}
        </Th>
      ))}
    >
      {attempts.map((attempt, index) => (
        <tr key={`${attempt.at}-${index}`}>
          <td className={td}>{index + 1}</td>
          <td className={td}>
            <DateTime at={attempt.at} />
          </td>
          <td className={td}>{attempt.durationMs} ms</td>
          <td className={td}>{attempt.statusCode ?? '—'}</td>
          <td className="px-3 py-2 text-slate-800">
            <Result attempt={attempt} />
          </td>
          <td className={td}>{attempt.ok ? '—' : attempt.retryable ? 'Yes' : 'No'}</td>
        </tr>
      ))}
    </Table>
  );
}

function Result({ attempt }: { attempt: Delivery['attempts'][number] }) {
  return attempt.ok ? (
    <span className="font-medium text-emerald-700">Sent</span>
  ) : (
    <span className="text-red-700">{attempt.error ?? 'Failed'}</span>
  );
}
