import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, loadProbeConfig } from './config.js';

type Env = Record<string, string | undefined>;
type Values = ReturnType<typeof parseArgs>['values'];

export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** A command run on the machine of the server, with its settings. */
interface ServerCommand {
  /** The arguments it takes, as the usage names them: `['email']` for `user disable <email>`. */
  args?: string[];
  options?: NonNullable<ParseArgsConfig['options']>;
  /** Its flags as the usage shows them. */
  flags?: string;
  summary: string;
  /** What each flag means, for its own usage. */
  details?: string;
  run(call: { values: Values; args: string[]; env: Env; io: Io }): Promise<void>;
}

/**
 * Every command of the server's machine, and with the remote ones of `cli/` (`tocsin monitors
 * list` ...) all that `tocsin` does: the usage, `--help` and `tocsin help <command>` are written
 * from this table, so a command added here has them.
 */
export const serverCommands: Record<string, ServerCommand> = {
  serve: {
    summary: 'start the server (what `tocsin` alone does)',
    async run({ env }) {
      const { serve } = await import('./server.js');
      await serve(await loadConfig(env));
    },
  },
  probe: {
    options: { region: { type: 'string' }, source: { type: 'string' } },
    flags: '--region <name> [--source <ip>]',
    summary: 'check from a region: take its checks from Redis (REDIS_URL)',
    details: `  --region   the region this probe checks from: eu, us-east ... (lowercase letters, digits, -)
  --source   the local address its checks connect from (default: the system's choice)`,
    async run({ values, env }) {
      let config;
      try {
        config = loadProbeConfig(values, env);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        throw new ConfigError(`${error.message}\n\n${commandHelp('probe')}`);
      }
      const { probe } = await import('./probe.js');
      await probe(config);
    },
  },
  migrate: {
    summary: 'apply database migrations and exit',
    async run({ env, io }) {
      const { openDatabase } = await import('./db/client.js');
      const database = await openDatabase(await loadConfig(env));
      await database.migrate();
      await database.close();
      io.stdout.write(`Migrations applied (${database.kind} database)\n`);
    },
  },
  'user disable': {
    args: ['email'],
    summary: 'block an account from signing in and end its sessions',
    run: ({ args, env, io }) => setDisabled(args[0]!, true, env, io),
  },
  'user enable': {
    args: ['email'],
    summary: 'let a disabled account sign in again',
    run: ({ args, env, io }) => setDisabled(args[0]!, false, env, io),
  },
  'secrets reset': {
    summary: 'forget the secrets the servers share, to change one (with every server stopped)',
    details: `  Servers that share a database must hold the same secrets: the first to start records them,
  and one whose AUTH_SECRET, CHANNEL_SECRET_KEY or VAPID keys differ is refused. A secret that a
  server generated is forgotten with the rest: signed-in users are signed out, and channel
  secrets sealed with the old key can no longer be read.`,
    async run({ env, io }) {
      const { openDatabase } = await import('./db/client.js');
      const { forgetSecrets } = await import('./db/instance-secrets.js');
      const database = await openDatabase(await loadConfig(env));
      try {
        await database.migrate();
        const names = await forgetSecrets(database.db);
        io.stdout.write(
          names.length === 0
            ? 'No secrets were recorded\n'
            : `Forgot ${names.join(', ')}: the next server to start records its own\n`,
        );
      } finally {
        await database.close();
      }
    },
  },
  help: {
    args: ['command'],
    summary: 'list every command, or show how one is used (`tocsin <command> --help` too)',
    async run({ io }) {
      io.stdout.write(await fullUsage());
    },
  },
};

async function setDisabled(email: string, disabled: boolean, env: Env, io: Io) {
  const { openDatabase } = await import('./db/client.js');
  const { setAccountDisabled } = await import('./modules/account/disable.js');
  const config = await loadConfig(env);
  const database = await openDatabase(config);
  // Servers sharing Redis end the account's live streams at once; without it, each server
  // notices within a minute (modules/events/routes.ts).
  const bus =
    disabled && config.redisUrl ? await instanceBus(config.redisUrl, config.redisPrefix, io) : null;
  try {
    await database.migrate();
    const done = await setAccountDisabled(database.db, email, disabled, bus ?? undefined);
    if (!done) throw new ConfigError(`No account with the email ${email}`);
    io.stdout.write(`${email} is ${disabled ? 'disabled' : 'enabled'}\n`);
  } finally {
    await bus?.close();
    await database.close();
  }
}

/** The instance's event bus over Redis, or null (with a warning) when Redis does not answer. */
async function instanceBus(url: string, prefix: string, io: Io) {
  const { pino } = await import('pino');
  const { createRedisEventBus } = await import('./lib/redis-event-bus.js');
  const bus = createRedisEventBus({
    url,
    prefix,
    name: 'tocsin-cli',
    log: pino({ level: 'silent' }),
  });
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref());
  if (await Promise.race([bus.ready().then(() => true), timeout])) return bus;
  io.stderr.write(
    "Redis did not answer: the servers end the account's live updates within a minute.\n",
  );
  await bus.close();
  return null;
}

function usageLine(name: string, command: ServerCommand) {
  const args = (command.args ?? []).map((a) => (name === 'help' ? `[<${a}>]` : `<${a}>`));
  return `  ${[name, ...args, command.flags].filter(Boolean).join(' ')}\n      ${command.summary}`;
}

/** One command's usage, as `tocsin <command> --help` prints it. */
function commandHelp(name: string) {
  const command = serverCommands[name]!;
  const details = command.details ? `\n${command.details}\n` : '';
  return `Usage:\n${usageLine(name, command)}\n${details}`;
}

function serverUsage(names = Object.keys(serverCommands)) {
  return `Server commands (on the machine that runs Tocsin, with its settings):
${names.map((name) => usageLine(name, serverCommands[name]!)).join('\n')}
`;
}

async function fullUsage() {
  const { remoteUsage } = await import('./cli/run.js');
  return `Usage: tocsin <command>\n\n${serverUsage()}\n${remoteUsage()}`;
}

/** Every command's name, the server's and the remote ones: `serve`, `monitors list` ... */
export async function commandNames() {
  const { remoteCommandNames } = await import('./cli/run.js');
  return [...Object.keys(serverCommands), ...remoteCommandNames()];
}

const isHelp = (arg: string | undefined) => arg === '--help' || arg === '-h';

/** A mistake in how `tocsin` was called: exit code 2, with the usage that applies. */
function misuse(io: Io, message: string, usage: string) {
  io.stderr.write(`tocsin: ${message}\n\n${usage}`);
  return 2;
}

/**
 * Runs `tocsin <argv>` and resolves to its exit code: 0 done, 1 a bad setting or a failure,
 * 2 a usage mistake. Each command loads only the modules it needs: a remote command starts fast,
 * and a server does not hold the command line's API client and tables.
 */
export async function runTocsin(argv: string[], env: Env, io: Io): Promise<number> {
  const [first = 'serve', second] = argv;
  if (isHelp(first)) return runTocsin(['help'], env, io);
  // `tocsin help <command>` is `tocsin <command> --help`.
  if (first === 'help' && second !== undefined && !isHelp(second))
    return runTocsin([...argv.slice(1), '--help'], env, io);
  const name = [`${first} ${second}`, first].find((n) => Object.hasOwn(serverCommands, n));
  if (name) return runServerCommand(name, argv.slice(name.split(' ').length), env, io);
  const group = Object.keys(serverCommands).filter((n) => n.startsWith(`${first} `));
  if (group.length > 0) {
    if (argv.slice(1).some(isHelp)) {
      io.stdout.write(serverUsage(group));
      return 0;
    }
    const what = second === undefined ? 'needs a command' : `has no command ${second}`;
    return misuse(io, `${first} ${what}`, serverUsage(group));
  }
  const { isRemoteCommand, runCli } = await import('./cli/run.js');
  if (isRemoteCommand(first)) return runCli(argv, env, io);
  return misuse(io, `unknown command ${first}`, await fullUsage());
}

async function runServerCommand(name: string, rest: string[], env: Env, io: Io) {
  const command = serverCommands[name]!;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return misuse(io, (error as Error).message, commandHelp(name));
  }
  if (parsed.values.help) {
    io.stdout.write(commandHelp(name));
    return 0;
  }
  const expected = command.args ?? [];
  // `help` alone lists everything; every other command takes exactly its arguments.
  const fits =
    parsed.positionals.length === expected.length ||
    (name === 'help' && parsed.positionals.length === 0);
  if (!fits) {
    const what =
      parsed.positionals.length < expected.length
        ? `needs ${expected.map((a) => `<${a}>`).join(' ')}`
        : `takes ${expected.length === 0 ? 'no arguments' : expected.map((a) => `<${a}>`).join(' ')}, not ${parsed.positionals.join(' ')}`;
    return misuse(io, `${name} ${what}`, commandHelp(name));
  }
  try {
    await command.run({ values: parsed.values, args: parsed.positionals, env, io });
    return 0;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
}
