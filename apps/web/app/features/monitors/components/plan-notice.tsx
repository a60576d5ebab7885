import type { Monitor } from '@tocsin/contract';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { everyInterval } from '@/lib/plans';

/**
 * What the plan changed on this monitor, when it did: paused past the plan's count of monitors,
 * or checked less often than its owner chose. Both come back by themselves with a plan that
 * allows them.
 */
export function PlanNotice({ monitor }: { monitor: Monitor }) {
  const upgrade = (
    <Link to={paths.dashboard.billing} className="font-medium underline">
      See plans
    </Link>
  );
  if (monitor.pausedByPlan) {
    return (
      <Alert tone="warning">
        Paused by your plan, which has no room for more active monitors. Nothing is lost, and it
        resumes by itself on a plan with room for it. {upgrade}
      </Alert>
    );
  }
  if (monitor.intervalBeforePlan !== null) {
    return (
      <Alert tone="warning">
        Checked {everyInterval(monitor.intervalSeconds)}, the shortest interval your plan allows;
        you chose {everyInterval(monitor.intervalBeforePlan)}, which comes back by itself on a plan
        that allows it. {upgrade}
      </Alert>
    );
  }
  return null;
}
