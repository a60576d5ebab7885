import {
  configImportInput,
  importSourceLabels,
  importSources,
  type ConfigImportResult,
  type ImportSource,
} from '@tocsin/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Radio } from '@/components/ui/radio';
import { checkWith, errorsByField } from '@/lib/form';
import { useImportConfig } from '../api/import-config';
import { fileProblem, readAsBase64, sourceFiles } from '../import-file';
import { ImportFailure } from './import-failure';
import { ImportOutcome, ImportPreview } from './import-result';

/** The file's content is kept from the preview, so the import sends exactly what was planned. */
type Stage =
  | { step: 'choosing' }
  | { step: 'previewed'; source: ImportSource; content: string; result: ConfigImportResult }
  | { step: 'imported'; result: ConfigImportResult };

interface Problems {
  source?: string;
  content?: string;
}

const fileInputClasses =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Imports monitors (and what they alert) from an Uptime Kuma or UptimeRobot file: a preview
 * lists what would be created or changed and what has no place in Tocsin; only then the import.
 */
export function ImportCard() {
  const run = useImportConfig();
  const sourceErrorId = useId();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [reading, setReading] = useState(false);
  const [stage, setStage] = useState<Stage>({ step: 'choosing' });
  const busy = reading || run.isPending;
  const applying = run.variables?.dryRun === false;

  // A new choice makes the last plan stale.
  const restart = () => {
    setStage({ step: 'choosing' });
    run.reset();
  };

  const preview = async () => {
    restart();
    const tooBig = file ? fileProblem(file) : null;
    let content = '';
    if (file && !tooBig) {
      setReading(true);
      try {
        content = await readAsBase64(file);
      } catch {
        setProblems({ content: 'The file could not be read. Please choose it again.' });
        return;
      } finally {
        setReading(false);
      }
    }
    const checked = checkWith(
      configImportInput,
      { source: source ?? undefined, content, dryRun: true },
      errorsByField,
    );
    const found: Problems = checked.ok ? {} : checked.errors;
    setProblems(tooBig ? { ...found, content: tooBig } : found);
    if (!checked.ok || tooBig) return;
    const planned = { source: checked.value.source, content };
    run.mutate(checked.value, {
      onSuccess: (result) => setStage({ step: 'previewed', ...planned, result }),
    });
  };

  const apply = () => {
    if (stage.step !== 'previewed') return;
    run.mutate(
      { source: stage.source, content: stage.content, dryRun: false },
      { onSuccess: (result) => setStage({ step: 'imported', result }) },
    );
  };

  return (
    <section
      aria-labelledby="import-card"
      className="min-w-0 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <h3 id="import-card" className="text-lg font-semibold text-slate-900">
        Monitors from Uptime Kuma or UptimeRobot
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Bring your monitors and their notification channels over from another tool. The preview
        shows what would change; nothing changes until you import.{' '}
        <a
          href="/documentation/configuration-as-code#importing-from-uptime-kuma-or-uptimerobot"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          How importing works
        </a>
        .
      </p>
      <form
        noValidate
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void preview();
        }}
      >
        <fieldset
          className="space-y-3"
          disabled={busy}
          aria-describedby={problems.source ? sourceErrorId : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">What the file is</legend>
          {importSources.map((option) => (
            <Radio
              key={option}
              name="import-source"
              label={importSourceLabels[option]}
              hint={sourceFiles[option].hint}
              checked={source === option}
              onChange={() => {
                setSource(option);
                setProblems(({ content }) => ({ content }));
                restart();
              }}
            />
          ))}
          {problems.source ? (
            <p id={sourceErrorId} className="text-xs font-medium text-red-700">
              {problems.source}
            </p>
          ) : null}
        </fieldset>
        <Field label="File" hint="At most 32 MB." error={problems.content}>
          {(control) => (
            <input
              {...control}
              type="file"
              disabled={busy}
              accept={
                source
                  ? sourceFiles[source].accept
                  : importSources.map((option) => sourceFiles[option].accept).join(',')
              }
              className={fileInputClasses}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setProblems(({ source: sourceProblem }) => ({
                  source: sourceProblem,
                  content: chosen ? (fileProblem(chosen) ?? undefined) : undefined,
                }));
                restart();
              }}
            />
          )}
        </Field>
        {run.isError && !applying ? <ImportFailure error={run.error} applying={false} /> : null}
        <Button type="submit" variant="outline" loading={busy && !applying} disabled={busy}>
          Preview import
        </Button>
      </form>
      {stage.step === 'previewed' ? (
        <ImportPreview result={stage.result}>
          {run.isError && applying ? <ImportFailure error={run.error} applying /> : null}
          {stage.result.plan.length > 0 ? (
            <Button onClick={apply} loading={run.isPending && applying} disabled={busy}>
              Import
            </Button>
          ) : null}
        </ImportPreview>
      ) : null}
      {stage.step === 'imported' ? <ImportOutcome result={stage.result} /> : null}
    </section>
  );
}
