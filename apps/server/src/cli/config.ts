import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importSourceLabels, importSources, type ConfigPlanEntry } from '@tocsin/contract';
import { orThrow } from '@tocsin/client';
import { readConfigText, secretVariables } from '@tocsin/contract/config-text';
import { asJson, text, UsageError, type Command, type Context } from './command.js';
import { cell, table } from './format.js';

/** A file's content, or a UsageError naming it; `-` is standard input. */
async function readInput(file: string, context: Context): Promise<Buffer> {
  try {
    return file === '-' ? await context.readStdin() : await readFile(file);
  } catch (error) {
    throw new UsageError(`Could not read ${file}: ${(error as Error).message}`);
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const signs = { create: '+', change: '~', delete: '-' } as const;

/** The plan as `terraform plan` shows one: a line per object, then the counts. */
export function planText(plan: ConfigPlanEntry[]) {
  const rows = plan.map((entry) => [
    `${signs[entry.action]} ${entry.action}`,
    entry.kind,
    cell(entry.key, 40),
    cell(entry.name, 40),
    entry.fields.length > 0 ? cell(entry.fields.join(', '), 80) : '',
  ]);
  const count = (action: ConfigPlanEntry['action']) =>
    plan.filter((entry) => entry.action === action).length;
  return `${table(['ACTION', 'KIND', 'KEY', 'NAME', 'FIELDS'], rows)}
Plan: ${count('create')} to create, ${count('change')} to change, ${count('delete')} to delete.
`;
}

/**
 * Asks before changing anything, as `terraform apply` does, unless `--yes`: resolves to whether
 * to go on. Without a terminal to ask on, it is a usage mistake rather than a silent "no".
 */
async function approved(context: Context, what: string) {
  if (context.values.yes === true) return true;
  const answer = await context.confirm(`${what} Type yes to go on: `);
  if (answer === null)
    throw new UsageError(
      'There is no terminal to ask on: pass --yes to go on without asking, or --dry-run to see the plan only',
    );
  if (!answer) context.print('Nothing changed.\n');
  return answer;
}

/** `yes`, `--dry-run` and the way the plan and result read, shared by apply and import. */
const planFlags = {
  yes: { type: 'boolean', short: 'y' },
  'dry-run': { type: 'boolean' },
} as const;

const apply: Command = {
  summary:
    'make the workspace match a configuration document: shows the plan, asks, applies it in one go',
  flags: '-f tocsin.yaml [--prune] [--dry-run] [--yes]',
  options: { file: { type: 'string', short: 'f' }, prune: { type: 'boolean' }, ...planFlags },
  async run(context) {
    const file = text(context.values, 'file');
    if (!file) throw new UsageError('apply needs the document: -f tocsin.yaml (or -f - for stdin)');
    if (file === '-' && context.values.yes !== true && context.values['dry-run'] !== true)
      throw new UsageError(
        'With the document on standard input there is no way to ask: add --yes or --dry-run',
      );
    const source = (await readInput(file, context)).toString('utf8');
    const fileName = file === '-' ? 'stdin' : path.basename(file);
    // Read here first: its mistakes show without a round trip, and it names the secrets to send.
    const document = readConfigText(source, fileName);
    if (!document.ok) throw new DocumentError(document.issues.map((issue) => issue.message));
    const secrets = Object.fromEntries(
      secretVariables(document.document).flatMap((name) => {
        const value = context.env[name];
        return value === undefined ? [] : [[name, value]];
      }),
    );
    const prune = context.values.prune === true;
    const call = (dryRun: boolean) =>
      orThrow(
        context.client.POST('/api/v1/config/apply', {
          body: { source, fileName, secrets, prune, dryRun },
        }),
      );
    const planned = await call(true);
    if (context.values['dry-run'] === true || planned.plan.length === 0) {
      if (context.json) return context.print(asJson(planned));
      return context.print(
        planned.plan.length === 0
          ? `No changes: the workspace matches ${file === '-' ? 'the document' : file}.\n`
          : planText(planned.plan),
      );
    }
    if (!context.json) context.print(planText(planned.plan));
    if (!(await approved(context, 'Apply this plan?'))) return;
    const done = await call(false);
    context.print(context.json ? asJson(done) : `Applied: ${summary(done.plan)}.\n`);
  },
};

function summary(plan: ConfigPlanEntry[]) {
  const count = (action: ConfigPlanEntry['action']) =>
    plan.filter((entry) => entry.action === action).length;
  return `${count('create')} created, ${count('change')} changed, ${count('delete')} deleted`;
}

const exportCommand: Command = {
  summary: 'write the workspace as a configuration document (YAML, or JSON with --format json)',
  flags: '[--format yaml|json] [-o tocsin.yaml]',
  options: { format: { type: 'string' }, output: { type: 'string', short: 'o' } },
  async run(context) {
    const format = text(context.values, 'format') ?? 'yaml';
    if (format !== 'yaml' && format !== 'json')
      throw new UsageError(`--format is yaml or json, not ${JSON.stringify(format)}`);
    const { data, error, response } = await context.client.GET('/api/v1/config/export', {
      params: { query: { format } },
      parseAs: 'text',
    });
    if (error !== undefined || !response.ok)
      // The error answer is JSON whatever was asked for: read it as the other commands do.
      await orThrow(Promise.resolve({ error: safeJson(error), response }));
    const document = format === 'json' ? asJson(JSON.parse(data)) : data;
    const output = text(context.values, 'output');
    if (!output || output === '-') return context.print(document);
    try {
      await writeFile(output, document);
    } catch (error) {
      throw new UsageError(`Could not write ${output}: ${(error as Error).message}`);
    }
    context.print(`Wrote ${output}\n`);
  },
};

function safeJson(body: unknown) {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const importCommand: Command = {
  summary: 'import the monitors of an Uptime Kuma or UptimeRobot file: shows the plan, asks',
  args: ['file'],
  flags: `--from ${importSources.join('|')} [--dry-run] [--yes]`,
  options: { from: { type: 'string' }, ...planFlags },
  async run(context) {
    const from = text(context.values, 'from');
    if (!from || !(importSources as readonly string[]).includes(from))
      throw new UsageError(
        `--from says what the file is: ${importSources.map((s) => `${s} (${importSourceLabels[s]})`).join(', ')}`,
      );
    const source = from as (typeof importSources)[number];
    const file = context.args[0]!;
    if (file === '-' && context.values.yes !== true && context.values['dry-run'] !== true)
      throw new UsageError(
        'With the file on standard input there is no way to ask: add --yes or --dry-run',
      );
    const content = (await readInput(file, context)).toString('base64');
    const call = (dryRun: boolean) =>
      orThrow(context.client.POST('/api/v1/config/import', { body: { source, content, dryRun } }));
    const planned = await call(true);
    const unmapped =
      planned.unmapped.length === 0
        ? ''
        : `\nNot imported (${planned.unmapped.length}):\n${table(
            ['ITEM', 'REASON'],
            planned.unmapped.map((u) => [cell(u.item, 60), cell(u.reason, 300)]),
          )}`;
    if (context.values['dry-run'] === true || planned.plan.length === 0) {
      if (context.json) return context.print(asJson(planned));
      return context.print(
        planned.plan.length === 0
          ? `Nothing to import: the workspace already has everything ${file === '-' ? 'the file' : file} holds.\n${unmapped}`
          : `${planText(planned.plan)}${unmapped}`,
      );
    }
    if (!context.json) context.print(`${planText(planned.plan)}${unmapped}`);
    if (!(await approved(context, `Import ${plural(planned.plan.length, 'object')}?`))) return;
    const done = await call(false);
    context.print(context.json ? asJson(done) : `Imported: ${summary(done.plan)}.\n`);
  },
};

/** A document that does not read: every mistake, each naming the file, line and field. */
export class DocumentError extends Error {
  override name = 'DocumentError';
  constructor(readonly problems: string[]) {
    super(problems[0]);
  }
}

/** The commands that stand alone (`tocsin apply -f ...`), not in a group. */
export const configCommands: Record<string, Command> = {
  apply,
  export: exportCommand,
  import: importCommand,
};
