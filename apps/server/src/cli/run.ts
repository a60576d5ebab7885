import { parseArgs } from 'node:util';
import { createTocsinClient, TocsinApiError, TocsinClientOptionsError } from '@tocsin/client';
import { asJson, text, UsageError, type Command, type Values } from './command.js';
import { configCommands, DocumentError } from './config.js';
import { incidentCommands } from './incidents.js';
import { monitorCommands } from './monitors.js';

/** The commands that work on an instance through its API, from any machine, by group. */
const groups: Record<string, Record<string, Command>> = {
  monitors: monitorCommands,
  incidents: incidentCommands,
};
/** And those that stand alone: the workspace as a file (`apply`, `export`, `import`). */
const singles: Record<string, Command> = configCommands;

/**
 * Flags every remote command takes. The instance is `--instance`, not `--url`: `monitors create`
 * takes `--url` for the address it checks.
 */
const common = {
  instance: { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const isRemoteCommand = (name: string | undefined) =>
  name !== undefined && (Object.hasOwn(groups, name) || Object.hasOwn(singles, name));

/** Each remote command's name as it is typed: `monitors list`, `apply` ... */
export const remoteCommandNames = () => [
  ...Object.entries(groups).flatMap(([group, commands]) =>
    Object.keys(commands).map((name) => `${group} ${name}`),
  ),
  ...Object.keys(singles),
];

/** `group` is empty for a command that stands alone. */
function commandUsage(group: string, name: string, command: Command) {
  const args = (command.args ?? []).map((a) => `<${a}>`).join(' ');
  const call = [group, name, args, command.flags].filter(Boolean).join(' ');
  return `  ${call}\n      ${command.summary}`;
}

/** The remote commands, as `tocsin help` lists them (`only`: one group's, or one command's). */
export function remoteUsage(only?: string) {
  const listed = Object.entries(groups).filter(([group]) => !only || group === only);
  const lines = [
    ...listed.flatMap(([group, commands]) =>
      Object.entries(commands).map(([name, command]) => commandUsage(group, name, command)),
    ),
    ...Object.entries(singles)
      .filter(([name]) => !only || name === only)
      .map(([name, command]) => commandUsage('', name, command)),
  ];
  return `Remote commands (any machine, through the API of the instance):
${lines.join('\n')}

  Each takes --instance URL (or TOCSIN_URL: the instance's address), --api-key KEY (or
  TOCSIN_API_KEY: an API key of the workspace, from Settings → API keys) and --json (print
  the API's JSON as is).
  Exit codes: 0 done, 1 the API refused or could not be reached, 2 a usage mistake.
`;
}

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Asks on the terminal; absent or null when there is none (a pipe, a CI job). */
  confirm?(question: string): Promise<boolean | null>;
  readStdin?(): Promise<Buffer>;
}

function connect(values: Values, env: Record<string, string | undefined>) {
  const url = (text(values, 'instance') ?? env.TOCSIN_URL ?? '').trim();
  const apiKey = (text(values, 'api-key') ?? env.TOCSIN_API_KEY ?? '').trim();
  if (!url)
    throw new UsageError(
      "Set TOCSIN_URL to your Tocsin instance's address (e.g. https://tocsin.example.com), or pass --instance",
    );
  if (!apiKey)
    throw new UsageError(
      'Set TOCSIN_API_KEY to an API key of your workspace (Settings → API keys), or pass --api-key',
    );
  try {
    return { url, client: createTocsinClient({ baseUrl: url, apiKey }) };
  } catch (error) {
    if (error instanceof TocsinClientOptionsError) throw new UsageError(error.message);
    throw error;
  }
}

type Parsed = { help: string } | { command: Command; values: Values; args: string[] };

/** The command named by argv, its flags and arguments; a UsageError for anything else. */
function parse(argv: string[]): Parsed {
  const single = Object.hasOwn(singles, argv[0] ?? '');
  const [group, name, rest] = single
    ? ['', argv[0]!, argv.slice(1)]
    : [argv[0] ?? '', argv[1], argv.slice(2)];
  if (!name || name === 'help' || name === '--help' || name === '-h')
    return { help: remoteUsage(group) };
  const commands = single ? singles : groups[group]!;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command)
    throw new UsageError(`${group} has no command ${JSON.stringify(name)}`, {
      cause: remoteUsage(group),
    });
  const called = [group, name].filter(Boolean).join(' ');
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...common, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: commandUsage(group, name, command) });
  }
  const expected = command.args ?? [];
  if (parsed.values.help) return { help: `Usage:\n${commandUsage(group, name, command)}\n` };
  if (parsed.positionals.length !== expected.length) {
    const what =
      parsed.positionals.length < expected.length
        ? `needs ${expected.map((a) => `<${a}>`).join(' ')}`
        : `takes ${expected.length === 0 ? 'no arguments' : expected.map((a) => `<${a}>`).join(' ')}, not ${parsed.positionals.join(' ')}`;
    throw new UsageError(`${called} ${what}`, {
      cause: commandUsage(group, name, command),
    });
  }
  return { command, values: parsed.values, args: parsed.positionals };
}

/** Standard input and output of this process as the commands use them: asks only a terminal. */
export const processIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  async confirm(question) {
    if (!process.stdin.isTTY || !process.stderr.isTTY) return null;
    const { createInterface } = await import('node:readline/promises');
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return /^\s*y(es)?\s*$/i.test(await terminal.question(question));
    } finally {
      terminal.close();
    }
  },
  async readStdin() {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  },
};

/** A fetch that could not reach the instance: refused, unknown host, TLS ... */
function unreachable(error: unknown) {
  if (!(error instanceof TypeError) || error.message !== 'fetch failed') return undefined;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

/**
 * Runs one remote command (`monitors list`, `incidents ack <id>` ...) and resolves to its exit
 * code: 0 done, 1 the API refused or could not be reached, 2 a usage mistake.
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  let json = false;
  let url = '';
  try {
    const parsed = parse(argv);
    if ('help' in parsed) {
      io.stdout.write(parsed.help);
      return 0;
    }
    json = parsed.values.json === true;
    const connection = connect(parsed.values, env);
    url = connection.url;
    await parsed.command.run({
      client: connection.client,
      values: parsed.values,
      args: parsed.args,
      json,
      print: (text) => io.stdout.write(text),
      env,
      confirm: async (question) => (io.confirm ? io.confirm(question) : null),
      readStdin: () =>
        io.readStdin ? io.readStdin() : Promise.reject(new Error('no standard input')),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`tocsin: ${error.message}\n`);
      if (typeof error.cause === 'string') io.stderr.write(`\nUsage:\n${error.cause}\n`);
      return 2;
    }
    if (error instanceof DocumentError) {
      for (const problem of error.problems) io.stderr.write(`tocsin: ${problem}\n`);
      return 1;
    }
    if (error instanceof TocsinApiError) {
      if (json) {
        io.stderr.write(asJson(error.body));
      } else {
        io.stderr.write(`tocsin: ${error.message}\n`);
        // A refused document's message names its first mistake ("and 2 more"): show the rest.
        for (const issue of error.issues)
          if (!error.message.includes(issue.message)) io.stderr.write(`tocsin: ${issue.message}\n`);
        if (error.status === 401) io.stderr.write('Check TOCSIN_API_KEY (or --api-key).\n');
      }
      return 1;
    }
    const reason = unreachable(error);
    if (reason !== undefined) {
      io.stderr.write(`tocsin: could not reach ${url}: ${reason}\n`);
      return 1;
    }
    throw error;
  }
}
