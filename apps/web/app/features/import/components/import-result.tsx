import type { ConfigImportResult } from '@tocsin/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { planInWords } from '../plan-words';
import { NotImported, PlanTable } from './import-plan';

/** What an import of the file would do; `children` is the way to go ahead. */
export function ImportPreview({
  result,
  children,
}: {
  result: ConfigImportResult;
  children: ReactNode;
}) {
  const summary = planInWords(result.plan, 'will');
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      <p role="status" className="text-sm font-medium text-slate-900">
        {summary ? `${summary}.` : 'Importing this file would change nothing in this workspace.'}
      </p>
      <div className="space-y-3">{children}</div>
      {result.plan.length > 0 ? <PlanTable plan={result.plan} /> : null}
      <NotImported unmapped={result.unmapped} />
    </div>
  );
}

/** What the import did, and the way to the monitors it made. */
export function ImportOutcome({ result }: { result: ConfigImportResult }) {
  const summary = planInWords(result.plan, 'done');
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      <Alert tone="success">
        <p>{summary ? `Imported: ${summary}.` : 'Imported: nothing needed to change.'}</p>
        <Link
          to={paths.dashboard.monitors}
          className="mt-1 inline-block font-semibold underline underline-offset-2 hover:no-underline"
        >
          Go to your monitors
        </Link>
      </Alert>
      <NotImported unmapped={result.unmapped} />
    </div>
  );
}
