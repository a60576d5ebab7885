import { Alert } from './alert';
import { Button } from './button';

/** A list or figures that could not be fetched: what failed, and a way to ask again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <Alert>We could not load {what}. Please check your connection and try again.</Alert>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
