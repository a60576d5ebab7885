import type { CheckRecord } from '@tocsin/contract';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { useDateFormat } from '@/lib/date-format';

const td = 'px-3 py-2.5 whitespace-nowrap text-slate-600';

/**
 * Stored checks, newest first, with a button for the page before the oldest one shown. Only
 * HTTP checks get a status code, so only they have its column.
 */
export function RecentChecks({
  checks,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  statusCodes = true,
}: {
  checks: CheckRecord[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  statusCodes?: boolean;
}) {
  const columns = ['Time', 'Status', ...(statusCodes ? ['Code'] : []), 'Total', 'Message'];
  const { formatDateTime } = useDateFormat();
  if (checks.length === 0) {
    return <p className="text-sm text-slate-600">No checks yet: the first one runs shortly.</p>;
  }
  return (
    <div className="space-y-3">
      <Table
        caption="Recent checks"
        cards={checks.map((check) => (
          <Card key={check.checkedAt}>
            <CardHeader>
              <time dateTime={check.checkedAt} className="text-slate-600">
                {formatDateTime(check.checkedAt)}
              </time>
              <StatusBadge status={check.status} />
            </CardHeader>
            <p className="text-slate-600 tabular-nums">
              {Math.round(check.timings.total)} ms
              {check.statusCode === null ? '' : ` · ${check.statusCode}`}
            </p>
            {check.message ? <p className="text-slate-700">{check.message}</p> : null}
          </Card>
        ))}
        head={columns.map((name) => (
          <Th key={name}>{name}</Th>
        ))}
      >
        {checks.map((check) => (
          <tr key={check.checkedAt}>
            <td className={td}>
              <time dateTime={check.checkedAt}>{formatDateTime(check.checkedAt)}</time>
            </td>
            <td className="px-3 py-2.5">
              <StatusBadge status={check.status} />
            </td>
            {statusCodes ? (
              <td className={`${td} tabular-nums`}>{check.statusCode ?? '—'}</td>
            ) : null}
            <td className={`${td} tabular-nums`}>{Math.round(check.timings.total)} ms</td>
            <td className="px-3 py-2.5 text-slate-700">{check.message ?? ''}</td>
          </tr>
        ))}
      </Table>
      {hasOlder ? (
        <Button variant="outline" loading={loadingOlder} onClick={onLoadOlder}>
          Load older
        </Button>
      ) : null}
    </div>
  );
}
