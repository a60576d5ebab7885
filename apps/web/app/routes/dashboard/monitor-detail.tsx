import type { Monitor } from '@tocsin/contract';
import { Pause, Pencil, Play } from 'lucide-react';
import { Link, useParams, useSearchParams, type MetaFunction } from 'react-router';
import { BadgeEmbeds } from '@/components/badges/badge-embeds';
import { CertificateDetails } from '@/components/check-result/certificate-details';
import { StatusBadge } from '@/components/status-badge';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { AlertRulesForm } from '@/features/alerts/components/alert-rules-form';
import { useMonitor } from '@/features/monitors/api/get-monitor';
import { useMonitorIncidents } from '@/features/monitors/api/list-incidents';
import { useMonitorResults } from '@/features/monitors/api/list-results';
import { useSetMonitorPaused } from '@/features/monitors/api/pause-monitor';
import { IncidentList } from '@/features/monitors/components/incident-list';
import {
  HeartbeatInstructions,
  HeartbeatUrlWithheld,
} from '@/features/monitors/components/heartbeat-instructions';
import { LastResultTiles } from '@/features/monitors/components/last-result-tiles';
import { HeartbeatTiles } from '@/features/monitors/check-types/heartbeat';
import { RegionPicker } from '@/features/monitors/components/region-picker';
import { RegionResults } from '@/features/monitors/components/region-results';
import { LastChecked } from '@/features/monitors/components/monitor-cells';
import { MonitorGroup } from '@/features/monitors/components/monitor-group';
import { MonitorLoadError } from '@/features/monitors/components/monitor-load-error';
import { PlanNotice } from '@/features/monitors/components/plan-notice';
import { RecentChecks } from '@/features/monitors/components/recent-checks';
import { ResponseTimeHistory } from '@/features/monitors/components/response-time-history';
import { UptimeHistory } from '@/features/monitors/components/uptime-history';
import { UptimeTiles } from '@/features/monitors/components/uptime-tiles';
import { answersHttp, isPushed, seesCertificate } from '@/features/monitors/monitor-types';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useCan } from '@/lib/session';

export const meta: MetaFunction = () => pageMeta('Monitor');

export default function MonitorDetailPage() {
  const { id = '' } = useParams();
  const monitor = useMonitor(id);
  const [search, setSearch] = useSearchParams();
  const region = search.get('region');

  if (monitor.isPending) return <PageSpinner label="Loading the monitor" />;
  if (monitor.isError) return <MonitorLoadError error={monitor.error} />;

  const current = monitor.data;
  const last = current.lastResult;
  // A heartbeat is called by a job: it has pings, not response times or status codes.
  const heartbeat = isPushed(current.type);
  const regions = (last?.regions ?? []).map((r) => r.region);
  // A region from a shared link stays choosable after the monitor stopped checking from it.
  if (region !== null && !regions.includes(region)) regions.push(region);
  const chooseRegion = (next: string | null) =>
    setSearch(
      (params) => {
        if (next === null) params.delete('region');
        else params.set('region', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="max-w-5xl space-y-8">
      <PageHeading
        title={current.name}
        description={current.target}
        actions={<HeaderActions monitor={current} />}
      />
      <section
        aria-label="Current status"
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600"
      >
        <StatusBadge status={current.status} />
        {heartbeat && current.lastPingAt === null && current.status === 'pending' ? (
          <span className="text-slate-800">Waiting for the first ping</span>
        ) : (
          <span>
            Last check <LastChecked at={current.lastCheckedAt} />
          </span>
        )}
        {last?.message ? (
          <span className="[overflow-wrap:anywhere] text-slate-800">{last.message}</span>
        ) : null}
        <MonitorGroup groupId={current.groupId} />
      </section>
      <PlanNotice monitor={current} />
      {heartbeat ? (
        <HeartbeatTiles monitor={current} />
      ) : last ? (
        <LastResultTiles monitor={current} result={last} />
      ) : null}
      {heartbeat ? (
        current.pushUrl ? (
          <HeartbeatInstructions pushUrl={current.pushUrl} />
        ) : (
          <HeartbeatUrlWithheld />
        )
      ) : null}
      {last?.regions?.length ? <RegionResults regions={last.regions} /> : null}
      {last?.certificate ? <CertificateDetails certificate={last.certificate} /> : null}
      {regions.length > 0 ? (
        <RegionPicker regions={regions.sort()} value={region} onChange={chooseRegion} />
      ) : null}
      <Section title="Uptime">
        <UptimeTiles monitorId={current.id} region={region} />
        <UptimeHistory monitor={current} region={region} />
      </Section>
      {heartbeat ? null : (
        <Section title="Response time">
          <ResponseTimeHistory
            monitorId={current.id}
            createdAt={current.createdAt}
            region={region}
          />
        </Section>
      )}
      <Section title="Incidents">
        <Incidents id={current.id} />
        <Link
          to={`${paths.dashboard.incidents}?monitorId=${encodeURIComponent(current.id)}`}
          className="inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          All incidents of this monitor, with their alerts
        </Link>
      </Section>
      <Section title="Alerts">
        <AlertRulesForm monitorId={current.id} certificates={seesCertificate(current.config)} />
      </Section>
      <Section title="Recent checks">
        <Checks id={current.id} region={region} statusCodes={answersHttp(current.type)} />
      </Section>
      <Section title="Badges">
        <MonitorBadges id={current.id} />
      </Section>
    </div>
  );
}

function MonitorBadges({ id }: { id: string }) {
  const canChange = useCan('monitors.write');
  return <BadgeEmbeds owner={{ kind: 'monitor', id }} what="monitor" canChange={canChange} />;
}

function HeaderActions({ monitor }: { monitor: Monitor }) {
  const setPaused = useSetMonitorPaused();
  if (!useCan('monitors.write')) return null;
  return (
    <>
      <ButtonLink to={paths.dashboard.editMonitor(monitor.id)} variant="outline">
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </ButtonLink>
      <Button
        variant="outline"
        loading={setPaused.isPending}
        onClick={() => setPaused.mutate({ id: monitor.id, paused: !monitor.paused })}
      >
        {monitor.paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        {monitor.paused ? 'Resume' : 'Pause'}
      </Button>
    </>
  );
}

function Incidents({ id }: { id: string }) {
  const incidents = useMonitorIncidents(id);
  if (incidents.isPending) return <Skeleton className="h-16 w-full" />;
  if (incidents.isError) return <Alert>We could not load the incidents.</Alert>;
  return <IncidentList incidents={incidents.data.items} />;
}

function Checks({
  id,
  region,
  statusCodes,
}: {
  id: string;
  region: string | null;
  statusCodes: boolean;
}) {
  const results = useMonitorResults(id, region);
  if (results.isPending) return <Skeleton className="h-32 w-full" />;
  if (results.isError) return <Alert>We could not load the recent checks.</Alert>;
  return (
    <RecentChecks
      checks={results.data.pages.flatMap((page) => page.items)}
      hasOlder={results.hasNextPage}
      loadingOlder={results.isFetchingNextPage}
      onLoadOlder={() => void results.fetchNextPage()}
      statusCodes={statusCodes}
    />
  );
}
