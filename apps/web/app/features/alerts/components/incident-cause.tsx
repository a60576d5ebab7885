import type { CheckResult } from '@tocsin/contract';
import { CheckResultPanel } from '@/components/check-result/check-result-panel';
import { errorKindLabels } from '../labels';

/** The check that opened the incident: verdict, error kind, timings and what the server said. */
export function IncidentCause({ cause }: { cause: CheckResult }) {
  const excerpt = cause.details?.['bodyExcerpt'];
  return (
    <div className="space-y-3">
      {cause.errorKind ? (
        <p className="text-sm text-slate-600">
          What went wrong:{' '}
          <strong className="font-semibold text-slate-900">
            {errorKindLabels[cause.errorKind]}
          </strong>
        </p>
      ) : null}
      <CheckResultPanel result={cause} label="Failed check" />
      {typeof excerpt === 'string' && excerpt.length > 0 ? (
        <figure className="space-y-1.5">
          <figcaption className="text-sm font-medium text-slate-800">Response excerpt</figcaption>
          <pre className="max-h-64 overflow-auto rounded-lg bg-ink p-3 text-xs whitespace-pre-wrap text-ink-foreground">
            {excerpt}
          </pre>
        </figure>
      ) : null}
    </div>
  );
}
