import type { IncidentSummary } from '@tocsin/contract';
import { Link } from 'react-router';
import { Table, Th } from '@/components/ui/table';
import { TimeAgo } from '@/components/ui/time';
import { formatDateTime } from '@/lib/date-format';
import { formatDuration } from '@/lib/duration';
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
            <Link
              to={paths.dashboard.monitor(incident.monitorId)}
              className={`${link} text-slate-900 hover:text-brand-700`}
            >
              {incident.monitorName}
            </Link>
          </td>
          <td className="px-3 py-2.5">
            <IncidentStateBadge state={incidentState(incident)} />
          </td>
          <td className={td}>
            <TimeAgo at={incident.startedAt} />
          </td>
          <td className={`${td} tabular-nums`}>
            {formatDuration(incident.durationSeconds)}
            {incident.status === 'open' ? <span className="text-slate-500"> so far</span> : null}
          </td>
          <td className="min-w-48 px-3 py-2.5 text-slate-800">
            {incident.causeMessage ?? 'No message from the check.'}
          </td>
          <td className="px-3 py-2.5 text-right whitespace-nowrap">
            <Link
              to={paths.dashboard.incident(incident.id)}
              aria-label={`Details of the ${incident.monitorName} incident started ${formatDateTime(incident.startedAt)}`}
              className={`${link} text-brand-700`}
            >
              Details
            </Link>
          </td>
        </tr>
      ))}
    </Table>
  );
}
