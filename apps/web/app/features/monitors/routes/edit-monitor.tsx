import type { MetaFunction } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useMonitor } from '../api/get-monitor';
import { useUpdateMonitor } from '../api/update-monitor';
import { HeartbeatInstructions } from '../components/heartbeat-instructions';
import { MonitorForm } from '../components/monitor-form';
import { valuesFromConfig } from '../form/values';

export const meta: MetaFunction = () => pageMeta('Edit monitor');

export default function EditMonitorPage() {
  const { id = '' } = useParams();
  const monitor = useMonitor(id);
  const update = useUpdateMonitor();
  const navigate = useNavigate();

  if (monitor.isPending) return <PageSpinner label="Loading the monitor" />;
  if (monitor.isError) {
    const missing = isApiError(monitor.error) && monitor.error.status === 404;
    return (
      <div className="max-w-xl space-y-4">
        <Alert>
          {missing
            ? 'This monitor does not exist, or it was deleted.'
            : 'We could not load this monitor. Please check your connection and try again.'}
        </Alert>
        <ButtonLink to={paths.dashboard.monitors} variant="outline">
          Back to monitors
        </ButtonLink>
      </div>
    );
  }

  const current = monitor.data;
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeading title={`Edit ${current.name}`} description={current.target} />
      {current.pushUrl ? <HeartbeatInstructions pushUrl={current.pushUrl} /> : null}
      <MonitorForm
        key={current.id}
        mode="edit"
        initial={valuesFromConfig(current.config)}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: current.id, input });
          await navigate(paths.dashboard.monitors);
        }}
      />
    </div>
  );
}
