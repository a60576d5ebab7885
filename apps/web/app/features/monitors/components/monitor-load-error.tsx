import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** Shown in place of a monitor's page when it cannot be loaded: gone, or out of reach. */
export function MonitorLoadError({ error }: { error: unknown }) {
  const missing = isApiError(error) && error.status === 404;
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
