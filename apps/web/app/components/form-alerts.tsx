import type { SaveFailure } from '@/lib/form';
import { PlanLimitAlert } from './plan-limit-alert';
import { Alert } from './ui/alert';

/**
 * Above a form: why the last save failed, and, while fields are marked, a request to correct
 * them with the messages that belong to no field listed.
 */
export function FormAlerts({
  failure,
  invalid,
  unplaced = [],
}: {
  failure: SaveFailure | null;
  invalid: boolean;
  unplaced?: string[];
}) {
  return (
    <>
      {failure?.message ? <Alert>{failure.message}</Alert> : null}
      {failure?.planLimit ? <PlanLimitAlert message={failure.planLimit} /> : null}
      {invalid && !failure?.planLimit ? (
        <Alert>
          Please correct the highlighted fields.
          {unplaced.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
