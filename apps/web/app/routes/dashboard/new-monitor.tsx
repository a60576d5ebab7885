import type { Monitor } from '@tocsin/contract';
import { useState } from 'react';
import { useNavigate, type MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { useToast } from '@/components/ui/toast';
import { useCreateMonitor } from '@/features/monitors/api/create-monitor';
import { HeartbeatInstructions } from '@/features/monitors/components/heartbeat-instructions';
import { MonitorForm } from '@/features/monitors/components/monitor-form';
import { defaultValues } from '@/features/monitors/form/values';
import { isPushed } from '@/features/monitors/monitor-types';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('New monitor');

export default function NewMonitorPage() {
  const create = useCreateMonitor();
  const navigate = useNavigate();
  const { toast } = useToast();
  // A heartbeat is useless until its job knows the push URL, so it is shown before leaving.
  const [heartbeat, setHeartbeat] = useState<Monitor | null>(null);
  const canWrite = useCan('monitors.write');

  if (!canWrite) {
    return (
      <div className="max-w-3xl space-y-6">
        <PageHeading title="New monitor" />
        <p className="text-sm text-slate-700">
          Your role in this workspace can see its monitors but not create them. Ask an owner or an
          admin of the workspace to create the monitor or to change your role.
        </p>
        <ButtonLink to={paths.dashboard.monitors} variant="outline">
          Go to monitors
        </ButtonLink>
      </div>
    );
  }

  if (heartbeat?.pushUrl) {
    return (
      <div className="max-w-3xl space-y-6">
        <PageHeading
          title={`${heartbeat.name} is ready`}
          description="Tocsin is now waiting for the first call from your job."
        />
        <HeartbeatInstructions pushUrl={heartbeat.pushUrl} />
        <div className="flex gap-3">
          <ButtonLink to={paths.dashboard.monitors}>Go to monitors</ButtonLink>
          <ButtonLink to={paths.dashboard.editMonitor(heartbeat.id)} variant="outline">
            Edit settings
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="max-w-4xl space-y-8">
      <PageHeading
        title="New monitor"
        description="Choose what to check, then where and how often. You can test it before saving."
      />
      <MonitorForm
        mode="create"
        initial={defaultValues()}
        onSubmit={async (input) => {
          const monitor = await create.mutateAsync(input);
          if (isPushed(monitor.type)) return setHeartbeat(monitor);
          toast({
            type: 'success',
            title: `${monitor.name} created`,
            description: 'Its first check runs now.',
          });
          await navigate(paths.dashboard.monitor(monitor.id));
        }}
      />
    </div>
  );
}
