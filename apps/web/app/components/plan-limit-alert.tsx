import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useBilling } from '@/lib/billing';
import { paths } from '@/lib/paths';

/**
 * A save refused by the plan (402 `plan-limit`): the server's message, which names the limit, and
 * the way to a bigger plan. A self-hosted instance has no plans, and its message says whom to ask.
 */
export function PlanLimitAlert({ message }: { message: string }) {
  const billing = useBilling();
  return (
    <Alert>
      <p>{message}</p>
      {billing.data?.enabled === false ? null : (
        <Link
          to={paths.dashboard.billing}
          className="mt-1 inline-block font-semibold underline underline-offset-2 hover:no-underline"
        >
          Upgrade your plan
        </Link>
      )}
    </Alert>
  );
}
