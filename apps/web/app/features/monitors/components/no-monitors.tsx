import { Activity, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';

/** Shown until the first monitor exists: what a monitor does, and the way to create one. */
export function NoMonitors() {
  const canWrite = useCan('monitors.write');
  return (
    <EmptyState
      icon={Activity}
      title="No monitors yet"
      className="py-16"
      actions={
        <>
          {canWrite ? (
            <ButtonLink to={paths.dashboard.newMonitor}>
              <Plus aria-hidden="true" className="size-4" />
              New monitor
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.dashboard.settings} variant="outline">
            Notification settings
          </ButtonLink>
        </>
      }
    >
      A monitor checks a URL, port or heartbeat on a schedule, as often as every 10 seconds, and
      alerts you by email, SMS, phone call or push the moment it stops answering. Your monitors and
      their uptime will be listed here.
    </EmptyState>
  );
}
