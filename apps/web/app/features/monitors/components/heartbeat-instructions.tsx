import { CopyButton } from '@/components/copy-button';

/** The push URL of a heartbeat monitor, ready to paste into a cron job. */
export function HeartbeatInstructions({ pushUrl }: { pushUrl: string }) {
  const examples = [
    `curl -fsS --retry 3 ${pushUrl}`,
    `# crontab: run the backup every night, then report in\n0 3 * * * /usr/local/bin/backup.sh && curl -fsS --retry 3 ${pushUrl}`,
  ];
  return (
    <section
      aria-labelledby="push-url"
      className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50/60 p-5"
    >
      <div>
        <h2 id="push-url" className="text-base font-semibold text-slate-900">
          Push URL
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Call this URL (GET or POST) each time your job succeeds. When no call arrives within the
          period and grace time, Tocsin alerts you.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code className="flex-1 overflow-x-auto rounded-lg border border-slate-200 bg-surface px-3 py-2 text-sm whitespace-nowrap text-slate-800">
          {pushUrl}
        </code>
        <CopyButton text={pushUrl} label="Copy URL" />
      </div>
      {examples.map((example) => (
        <pre
          key={example}
          className="overflow-x-auto rounded-lg bg-ink px-4 py-3 text-xs text-ink-foreground"
        >
          <code>{example}</code>
        </pre>
      ))}
    </section>
  );
}

/**
 * In place of the push URL for someone who may not change the monitor: the URL lets its holder
 * report the job's runs, so the server sends it only to those who may.
 */
export function HeartbeatUrlWithheld() {
  return (
    <p className="rounded-xl border border-slate-200 bg-surface p-5 text-sm text-slate-600">
      The push URL of this heartbeat is shown only to members who may change monitors: whoever holds
      it can report the job’s runs.
    </p>
  );
}
