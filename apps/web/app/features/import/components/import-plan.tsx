import type { ConfigPlanEntry, UnmappedItem } from '@tocsin/contract';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { actionLabels, kindLabels } from '../plan-words';

const cell = 'px-3 py-2.5 align-top';

/** Each object an import creates or changes, with the fields a change touches. */
export function PlanTable({ plan }: { plan: ConfigPlanEntry[] }) {
  const fields = (entry: ConfigPlanEntry) =>
    entry.fields.length > 0 ? entry.fields.join(', ') : null;
  return (
    <Table
      caption="Planned changes"
      head={
        <>
          <Th>Action</Th>
          <Th>Kind</Th>
          <Th>Name</Th>
          <Th>Changed fields</Th>
        </>
      }
      cards={plan.map((entry) => (
        <Card key={`${entry.kind}:${entry.key}`}>
          <CardHeader>
            <span className="font-medium text-slate-900">{entry.name}</span>
            <span className="text-slate-600">
              {actionLabels[entry.action]} {kindLabels[entry.kind].toLowerCase()}
            </span>
          </CardHeader>
          <p className="font-mono text-xs text-slate-500">{entry.key}</p>
          {fields(entry) ? <p>Changed: {fields(entry)}</p> : null}
        </Card>
      ))}
    >
      {plan.map((entry) => (
        <tr key={`${entry.kind}:${entry.key}`}>
          <td className={cell}>{actionLabels[entry.action]}</td>
          <td className={cell}>{kindLabels[entry.kind]}</td>
          <td className={cell}>
            <div className="font-medium text-slate-900">{entry.name}</div>
            <div className="font-mono text-xs text-slate-500">{entry.key}</div>
          </td>
          <td className={`${cell} [overflow-wrap:anywhere]`}>
            {fields(entry) ?? <span className="text-slate-500">—</span>}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** What the file holds that Tocsin has no place for, each with the reason. */
export function NotImported({ unmapped }: { unmapped: UnmappedItem[] }) {
  if (unmapped.length === 0) return null;
  return (
    <section aria-labelledby="import-not-imported" className="space-y-2">
      <h4 id="import-not-imported" className="text-sm font-semibold text-slate-900">
        Not imported
      </h4>
      <p className="text-sm text-slate-600">
        {unmapped.length === 1
          ? 'One thing in the file has no place in Tocsin:'
          : `${unmapped.length} things in the file have no place in Tocsin:`}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 [overflow-wrap:anywhere]">
        {unmapped.map((entry, index) => (
          <li key={index}>
            <span className="font-medium text-slate-900">{entry.item}</span>: {entry.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
