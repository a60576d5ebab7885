import { PLAN_LIMIT_CODE } from '@tocsin/contract';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { isUnreachable } from '@/lib/connection';

/** Why a preview or an import failed, in the server's words where it gave them. */
export function ImportFailure({ error, applying }: { error: unknown; applying: boolean }) {
  if (isApiError(error, PLAN_LIMIT_CODE) && error.message) {
    return <PlanLimitAlert message={error.message} />;
  }
  const details = isApiError(error)
    ? [...new Set((error.issues ?? []).map((issue) => issue.message))].filter(
        (message) => message !== error.message,
      )
    : [];
  return (
    <Alert>
      <p>{failureMessage(error, applying)}</p>
      {details.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 [overflow-wrap:anywhere]">
          {details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

function failureMessage(error: unknown, applying: boolean): string {
  if (isUnreachable(error)) {
    return 'Tocsin could not be reached. Check your connection and try again.';
  }
  if (isApiError(error) && error.message) return error.message;
  if (isApiError(error, 'forbidden')) {
    return 'Your role cannot import monitors: ask an admin or the owner of the workspace.';
  }
  return applying
    ? 'The file was not imported. Please try again.'
    : 'The file could not be previewed. Please try again.';
}
