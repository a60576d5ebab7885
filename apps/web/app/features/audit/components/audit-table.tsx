import type { AuditEntry } from '@tocsin/contract';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { useDateFormat } from '@/lib/date-format';
import { describeChange, describeEntry } from '../describe';

const td = 'px-3 py-2.5 align-top';

/**
 * One row per change: when, who (a person, an API key, or Tocsin), what, and the fields changed;
 * `names` names the objects the changes refer to by id.
 */
export function AuditTable({
  entries,
  names,
}: {
  entries: AuditEntry[];
  names: Record<string, string>;
}) {
  const { formatDateTime } = useDateFormat();
  return (
    <Table
      caption="Audit log"
      cards={entries.map((entry) => (
        <Card key={entry.id}>
          <CardHeader>
            <span className="font-medium text-slate-900">{describeEntry(entry)}</span>
          </CardHeader>
          <p className="text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <Who entry={entry} />
          </p>
          <Changes entry={entry} names={names} />
        </Card>
      ))}
      head={
        <>
          <Th>When</Th>
          <Th>Who</Th>
          <Th>What</Th>
          <Th>Changes</Th>
        </>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={`${td} whitespace-nowrap text-slate-600 tabular-nums`}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </td>
          <td className={`${td} text-slate-800`}>
            <Who entry={entry} />
            {entry.ip ? <div className="text-xs text-slate-500">{entry.ip}</div> : null}
          </td>
          <td className={`${td} min-w-48 font-medium text-slate-900`}>{describeEntry(entry)}</td>
          <td className={`${td} min-w-64`}>
            <Changes entry={entry} names={names} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  if (entry.actorType === 'system') return <span>Tocsin</span>;
  return (
    <span>
      {entry.actorName}
      {entry.actorType === 'key' ? (
        <span className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          API key
        </span>
      ) : null}
    </span>
  );
}

function Changes({ entry, names }: { entry: AuditEntry; names: Record<string, string> }) {
  const fields = Object.entries(entry.changes ?? {});
  if (fields.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-slate-700 [overflow-wrap:anywhere]">
      {fields.map(([field, change]) => (
        <li key={field}>{describeChange(field, change, names)}</li>
      ))}
    </ul>
  );
}
