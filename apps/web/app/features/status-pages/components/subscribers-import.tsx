import {
  CONFIRMATION_LIMITS,
  SUBSCRIBER_LIMITS,
  type SubscriberImportResponse,
} from '@tocsin/contract';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { formatClock } from '@/lib/date-format';
import { useImportSubscribers } from '../api/subscribers';

/**
 * Imports email addresses from a CSV file: each new one is mailed a link to confirm, the first
 * at once and the others at a steady pace. The answer says how many were invited, how many
 * mails wait their turn, and which lines were not taken, and why.
 */
export function SubscribersImport({ pageId }: { pageId: string }) {
  const upload = useImportSubscribers(pageId);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SubscriberImportResponse | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    setResult(null);
    if (file.size > SUBSCRIBER_LIMITS.importBytesMax) {
      setProblem(
        `The file is larger than ${SUBSCRIBER_LIMITS.importBytesMax / 1024} KB: split it.`,
      );
      return;
    }
    upload.mutate(await file.text(), {
      onSuccess: setResult,
      onError: (error) =>
        setProblem(
          isApiError(error) && error.message
            ? error.message
            : 'The file was not imported. Please try again.',
        ),
    });
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        Import email addresses (CSV)
      </label>
      <p className="text-sm text-slate-600">
        A column <code>email</code>, and optionally <code>components</code> (public names separated
        by <code>;</code>). Each new address is mailed a link to confirm; at most{' '}
        {SUBSCRIBER_LIMITS.importRowsMax.toLocaleString('en')} rows a file. The first{' '}
        {CONFIRMATION_LIMITS.importBurst} mails leave at once, the others one every{' '}
        {CONFIRMATION_LIMITS.importPaceSeconds} seconds; an address mailed a link in the last{' '}
        {CONFIRMATION_LIMITS.samePageAgainMinutes} minutes is not mailed again.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={upload.isPending}
        className="block text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {upload.isPending ? <p className="text-sm text-slate-600">Importing…</p> : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {result ? (
        <div role="status" className="space-y-1 text-sm text-slate-700">
          <p>
            {result.invited} {result.invited === 1 ? 'address was' : 'addresses were'} invited to
            confirm; {result.skipped} already subscribed or invited.
          </p>
          {result.heldUntil ? (
            <p>
              {result.held} of the mails {result.held === 1 ? 'waits its' : 'wait their'} turn, one
              every {CONFIRMATION_LIMITS.importPaceSeconds} seconds: the last leaves at about{' '}
              {formatClock(result.heldUntil)}.
            </p>
          ) : null}
          {result.errors.length ? (
            <>
              <p className="font-medium text-red-700">
                {result.errors.length} {result.errors.length === 1 ? 'row was' : 'rows were'} not
                taken:
              </p>
              <ul className="list-disc pl-5">
                {result.errors.map((e) => (
                  <li key={e.line}>
                    Line {e.line}: {e.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
