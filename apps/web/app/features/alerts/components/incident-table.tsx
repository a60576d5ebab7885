import { formatDuration } from '@tocsin/contract';
import type { IncidentSummary } from '@tocsin/contract';
import { Link } from 'react-router';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { TimeAgo } from '@/components/ui/time';
import { useDateFormat } from '@/lib/date-format';
import { paths } from '@/lib/paths';
import { incidentState } from '../labels';
import { IncidentStateBadge } from './incident-state-badge';

const td = 'px-3 py-2.5 whitespace-nowrap text-slate-600';
const link =
  'rounded font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One row per incident: which monitor, its state, when it started, how long, and why. */
export function IncidentTable({ incidents }: { incidents: IncidentSummary[] }) {
  return (
    <Table
      caption="Incidents"
      cards={incidents.map((incident) => (
        <Card key={incident.id}>
          <CardHeader>
            <MonitorLink incident={incident} />
            <IncidentStateBadge state={incidentState(incident)} />
          </CardHeader>
          <p className="text-slate-600">
            <TimeAgo at={incident.startedAt} /> · <Duration incident={incident} />
          </p>
          <p className="text-slate-800">{cause(incident)}</p>
          <DetailsLink incident={incident} />
        </Card>
      ))}
      head={
        <>
          <Th>Monitor</Th>
          <Th>Status</Th>
          <Th>Started</Th>
          <Th>Duration</Th>
          <Th>Cause</Th>
          <Th>
            <span className="sr-only">Details</span>
          </Th>
        </>
      }
    >
      {incidents.map((incident) => (
        <tr key={incident.id}>
          <td className="px-3 py-2.5">
            <MonitorLink incident={incident} />
          </td>
          <td className="px-3 py-2.5">
            <IncidentStateBadge state={incidentState(incident)} />
          </td>
          <td className={td}>
            <TimeAgo at={incident.startedAt} />
          </td>
          <td className={`${td} tabular-nums`}>
            <Duration incident={incident} />
          </td>
          <td className="min-w-48 px-3 py-2.5 text-slate-800">{cause(incident)}</td>
          <td className="px-3 py-2.5 text-right whitespace-nowrap">
            <DetailsLink incident={incident} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const cause = (incident: IncidentSummary) => incident.causeMessage ?? 'No message from the check.';

function MonitorLink({ incident }: { incident: IncidentSummary }) {
  return (
    <Link
      to={paths.dashboard.monitor(incident.monitorId)}
      className={`${link} [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700`}
    >
      {incident.monitorName}
    </Link>
  );
}

function Duration({ incident }: { incident: IncidentSummary }) {
  return (
    <>
      {formatDuration(incident.durationSeconds)}
      {incident.status === 'open' ? <span className="text-slate-500"> so far</span> : null}
    </>
  );
}

function DetailsLink({ incident }: { incident: IncidentSummary }) {
  const { formatDateTime } = useDateFormat();
  return (
    <Link
      to={paths.dashboard.incident(incident.id)}
      aria-label={`Details of the ${incident.monitorName} incident started ${formatDateTime(incident.startedAt)}`}
      className={`${link} text-brand-700`}
    >
      Details
    </Link>
  );
}
