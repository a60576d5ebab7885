import { formatDuration } from '@tocsin/contract';
import type { IncidentDetail } from '@tocsin/contract';
import { ArrowLeft, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Section } from '@/components/ui/section';
import { PageSpinner } from '@/components/ui/spinner';
import { DateTime } from '@/components/ui/time';
import { useAcknowledgeIncident } from '@/features/alerts/api/acknowledge-incident';
import { useIncident } from '@/features/alerts/api/get-incident';
import { DeliveryTable } from '@/features/alerts/components/delivery-table';
import { IncidentCause } from '@/features/alerts/components/incident-cause';
import { IncidentStateBadge } from '@/features/alerts/components/incident-state-badge';
import { IncidentTimeline } from '@/features/alerts/components/incident-timeline';
import { incidentState } from '@/features/alerts/labels';
import { useLiveAlertEvents } from '@/features/alerts/use-live-alert-events';
import { PostFromIncident } from '@/features/status-pages/components/post-from-incident';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useCan } from '@/lib/session';

export const meta: MetaFunction = () => pageMeta('Incident');

export default function IncidentDetailPage() {
  useLiveAlertEvents();
  const { id = '' } = useParams();
  const incident = useIncident(id);
  const canReadPages = useCan('status-pages.read');
  const canWritePages = useCan('status-pages.write');

  if (incident.isPending) return <PageSpinner label="Loading the incident" />;
  if (incident.isError) {
    const missing = isApiError(incident.error) && incident.error.status === 404;
    return (
      <div className="max-w-xl space-y-4">
        {missing ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Incident not found</h1>
            <p className="text-sm text-slate-600">
              This incident does not exist, or it belongs to another workspace.
            </p>
          </>
        ) : (
          <Alert>
            We could not load this incident. Please check your connection and try again.
          </Alert>
        )}
        <div className="flex gap-2">
          {missing ? null : (
            <Button variant="outline" onClick={() => void incident.refetch()}>
              Try again
            </Button>
          )}
          <ButtonLink to={paths.dashboard.incidents} variant="outline">
            Back to incidents
          </ButtonLink>
        </div>
      </div>
    );
  }

  const current = incident.data;
  return (
    <div className="max-w-5xl space-y-8">
      <div className="space-y-3">
        <Link
          to={paths.dashboard.incidents}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All incidents
        </Link>
        <PageHeading
          title={current.monitorName}
          description={
            <>
              Incident on this monitor.{' '}
              <Link
                to={paths.dashboard.monitor(current.monitorId)}
                className="font-medium text-brand-700 hover:underline"
              >
                Open the monitor
              </Link>
            </>
          }
          actions={<AcknowledgeAction incident={current} />}
        />
      </div>
      <IncidentFacts incident={current} />
      {current.inMaintenance ? (
        <Alert tone="info">
          This incident began during a maintenance window: its alerts were held, and are sent when
          the window ends if the monitor is still down.
        </Alert>
      ) : null}
      {canReadPages ? (
        <Section title="Post to status page">
          <PostFromIncident incidentId={current.id} canWrite={canWritePages} />
        </Section>
      ) : null}
      <Section title="Cause">
        <IncidentCause cause={current.cause} />
      </Section>
      <Section title="Timeline">
        <IncidentTimeline entries={current.timeline} />
      </Section>
      <Section title="Deliveries">
        <DeliveryTable deliveries={current.deliveries} />
      </Section>
    </div>
  );
}

/** Stops reminders and escalation for everyone; offered while the incident is open and unclaimed. */
function AcknowledgeAction({ incident }: { incident: IncidentDetail }) {
  const acknowledge = useAcknowledgeIncident();
  const canAcknowledge = useCan('incidents.write');
  if (!canAcknowledge || incident.status !== 'open' || incident.acknowledgedAt) return null;
  return (
    <div className="flex flex-col items-end gap-2">
      <Button loading={acknowledge.isPending} onClick={() => acknowledge.mutate(incident.id)}>
        <UserCheck aria-hidden="true" className="size-4" />
        Acknowledge
      </Button>
      {acknowledge.isError ? (
        <Alert className="max-w-xs">
          The incident was not acknowledged
          {isApiError(acknowledge.error) && acknowledge.error.message
            ? `: ${acknowledge.error.message}`
            : '. Please try again.'}
        </Alert>
      ) : null}
    </div>
  );
}

function IncidentFacts({ incident }: { incident: IncidentDetail }) {
  const open = incident.status === 'open';
  return (
    <section aria-label="Incident facts" className="rounded-xl border border-slate-200 p-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Status">
          <IncidentStateBadge state={incidentState(incident)} />
        </Fact>
        <Fact label="Started">
          <DateTime at={incident.startedAt} />
        </Fact>
        <Fact label="Confirmed">
          <DateTime at={incident.confirmedAt} />
        </Fact>
        <Fact label="Resolved">
          {incident.resolvedAt ? <DateTime at={incident.resolvedAt} /> : 'Not yet: still down'}
        </Fact>
        <Fact label="Duration">
          {formatDuration(incident.durationSeconds)}
          {open ? ' so far' : ''}
        </Fact>
        <Fact label="Acknowledged">
          {incident.acknowledgedAt ? (
            <>
              By {incident.acknowledgedBy ?? 'someone'}, <DateTime at={incident.acknowledgedAt} />
            </>
          ) : open ? (
            'Not yet'
          ) : (
            'No'
          )}
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
