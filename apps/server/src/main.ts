#!/usr/bin/env node
import { ConfigError, loadConfig, loadProbeConfig } from './config.js';

const usage = `Usage: tocsin <command>

Server commands (on the machine that runs Tocsin, with its settings):
  serve                   start the server (default)
  probe --region <name>   check from a region: take its checks from Redis (REDIS_URL)
        [--source <ip>]   connect from this local address
  migrate                 apply database migrations and exit
  user disable <email>    block an account from signing in and end its sessions
  user enable <email>     let a disabled account sign in again
  help                    show this list
`;

async function setDisabled(email: string | undefined, disabled: boolean) {
  if (!email) throw new ConfigError(`An email is required.\n\n${usage}`);
  const { openDatabase } = await import('./db/client.js');
  const { setAccountDisabled } = await import('./modules/account/disable.js');
  const config = await loadConfig();
  const database = await openDatabase(config);
  // Servers sharing Redis end the account's live streams at once; without it, each server
  // notices within a minute (modules/events/routes.ts).
  const bus =
    disabled && config.redisUrl ? await instanceBus(config.redisUrl, config.redisPrefix) : null;
  try {
    await database.migrate();
    const done = await setAccountDisabled(database.db, email, disabled, bus ?? undefined);
    if (!done) throw new ConfigError(`No account with the email ${email}`);
    console.log(`${email} is ${disabled ? 'disabled' : 'enabled'}`);
  } finally {
    await bus?.close();
    await database.close();
  }
}

/** The instance's event bus over Redis, or null (with a warning) when Redis does not answer. */
async function instanceBus(url: string, prefix: string) {
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
  console.warn("Redis did not answer: the servers end the account's live updates within a minute.");
  await bus.close();
  return null;
}

// Each command loads only the modules it needs: a remote command starts fast, and a server does
// not hold the command line's API client and tables.
async function main(argv: string[]) {
  const [command = 'serve', ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { serve } = await import('./server.js');
      await serve(await loadConfig());
      return;
    }
    case 'probe': {
      const { probe } = await import('./probe.js');
      await probe(loadProbeConfig(rest));
      return;
    }
    case 'migrate': {
      const { openDatabase } = await import('./db/client.js');
      const config = await loadConfig();
      const database = await openDatabase(config);
      await database.migrate();
      await database.close();
      console.log(`Migrations applied (${database.kind} database)`);
      return;
    }
    case 'user':
      if (rest[0] === 'disable' || rest[0] === 'enable')
        return setDisabled(rest[1], rest[0] === 'disable');
      throw new ConfigError(usage);
    default: {
      const { isRemoteCommand, processIo, remoteUsage, runCli } = await import('./cli/run.js');
      if (isRemoteCommand(command)) {
        process.exitCode = await runCli(argv, process.env, processIo);
        return;
      }
      if (command === 'help' || command === '--help' || command === '-h') {
        console.log(`${usage}\n${remoteUsage()}`);
        return;
      }
      throw new ConfigError(`Unknown command: ${command}\n\n${usage}\n${remoteUsage()}`);
    }
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
