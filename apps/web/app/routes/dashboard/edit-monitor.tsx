import type { MetaFunction } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageSpinner } from '@/components/ui/spinner';
import { useMonitor } from '@/features/monitors/api/get-monitor';
import { useUpdateMonitor } from '@/features/monitors/api/update-monitor';
import { HeartbeatInstructions } from '@/features/monitors/components/heartbeat-instructions';
import { MonitorForm } from '@/features/monitors/components/monitor-form';
import { MonitorLoadError } from '@/features/monitors/components/monitor-load-error';
import { valuesFromConfig } from '@/features/monitors/form/values';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Edit monitor');

export default function EditMonitorPage() {
  const { id = '' } = useParams();
  const monitor = useMonitor(id);
  const update = useUpdateMonitor();
  const navigate = useNavigate();
  const canWrite = useCan('monitors.write');

  if (!canWrite) {
    return (
      <div className="max-w-3xl space-y-6">
        <PageHeading title="Edit monitor" />
        <p className="text-sm text-slate-700">
          Your role in this workspace can see its monitors but not change them.
        </p>
        <ButtonLink to={paths.dashboard.monitor(id)} variant="outline">
          Back to the monitor
        </ButtonLink>
      </div>
    );
  }
  if (monitor.isPending) return <PageSpinner label="Loading the monitor" />;
  if (monitor.isError) return <MonitorLoadError error={monitor.error} />;

  const current = monitor.data;
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeading title={`Edit ${current.name}`} description={current.target} />
      {current.pushUrl ? <HeartbeatInstructions pushUrl={current.pushUrl} /> : null}
      <MonitorForm
        key={current.id}
        monitorId={current.id}
        mode="edit"
        initial={valuesFromConfig(current.config, current.groupId)}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: current.id, input });
          await navigate(paths.dashboard.monitors);
        }}
      />
    </div>
  );
}
