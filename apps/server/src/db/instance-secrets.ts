import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../config.js';
import type { Database, Db } from './client.js';
import { instanceSecrets } from './schema.js';

type Row = typeof instanceSecrets.$inferSelect;
type Source = Row['source'];

/** One secret every server of an instance must hold the same, as this server holds it. */
interface Secret {
  /** Its row in instance_secrets. */
  name: string;
  /** The variables that set it, as messages name them. */
  variables: string;
  /** What goes wrong when servers hold different ones. */
  otherwise: string;
  value: string;
  /** `environment`: set there; `generated`: this server's own until the instance's. */
  source: Source;
}

// Salted and slow: the fingerprint of a weak secret from an environment gives little away.
const SCRYPT: ScryptOptions = { N: 2 ** 14, r: 8, p: 1 };

function derive(secret: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

async function fingerprintOf(secret: string) {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, 32, SCRYPT);
  const { N, r, p } = SCRYPT;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

async function fingerprintMatches(secret: string, fingerprint: string | null) {
  const [kind, N, r, p, salt, key] = (fingerprint ?? '').split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(N), r: Number(r), p: Number(p) };
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether this server's secret is the one recorded; `authSecret` is the instance's. */
async function isRecorded(secret: Secret, row: Row, authSecret: string) {
  switch (row.source) {
    case 'generated':
      return row.value !== null && same(secret.value, row.value);
    case 'environment':
      return fingerprintMatches(secret.value, row.fingerprint);
    case 'auth-secret':
      return same(secret.value, authSecret);
  }
}

/** The row that records `secret`: the value of one generated, only a fingerprint of another. */
async function rowOf(secret: Secret) {
  return {
    name: secret.name,
    source: secret.source,
    value: secret.source === 'generated' ? secret.value : null,
    fingerprint: secret.source === 'environment' ? await fingerprintOf(secret.value) : null,
  };
}

const RESET = 'to change it on purpose, stop every server and run `tocsin secrets reset` first';

/** Why a server whose secret is not the one recorded may not start, and what to do. */
function refusal(secret: Secret, row: Row) {
  const since = `recorded by the first server to start, ${row.recordedAt.toISOString()}`;
  const v = secret.variables;
  if (secret.source === 'environment' && row.source === 'environment')
    return `${v} differs from the one the other servers of this instance use (the database keeps its fingerprint, ${since}): ${secret.otherwise}. Set the same ${v} on every server, or, ${RESET}.`;
  if (secret.source === 'environment' && row.source === 'generated')
    return `${v} is set, but the servers of this instance share the one the first of them generated, kept in the database (${since}): ${secret.otherwise}. Remove ${v} from this server's environment to use it, or, ${RESET}.`;
  if (secret.source === 'environment')
    return `${v} is set, but the other servers of this instance do not set it and use AUTH_SECRET in its place (${since}): ${secret.otherwise}. Remove ${v} from this server's environment, or, ${RESET}.`;
  return `The other servers of this instance take ${v} from their environment (the database keeps its fingerprint, ${since}), and this server does not set it: ${secret.otherwise}. Set the same ${v} here, or, ${RESET}.`;
}

/**
 * The instance's value of one secret. The first server to start records its own; every other
 * takes the value recorded, or must hold the same one in its environment. The embedded database
 * has one server by construction: there a secret changed in the environment (or left out of it)
 * replaces the one recorded, as it did when each server kept its own in DATA_DIR.
 */
async function settle(
  database: Database,
  secret: Secret,
  authSecret: string,
  log: FastifyBaseLogger,
) {
  const { db } = database;
  const [mine] = await db
    .insert(instanceSecrets)
    .values(await rowOf(secret))
    .onConflictDoNothing()
    .returning();
  if (mine) return secret.value;
  const [row] = await db
    .select()
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, secret.name));
  if (secret.source !== 'generated' || row!.source !== 'generated') {
    if (await isRecorded(secret, row!, authSecret)) return secret.value;
  } else {
    return row!.value!;
  }
  if (database.kind !== 'embedded') throw new ConfigError(refusal(secret, row!));
  await db
    .update(instanceSecrets)
    .set({ ...(await rowOf(secret)), recordedAt: new Date() })
    .where(eq(instanceSecrets.name, secret.name));
  log.warn({ variables: secret.variables }, 'a secret changed: this one replaces the one recorded');
  return secret.value;
}

/**
 * The configuration with the instance's secrets: the auth secret (sessions, signed links), the key
 * of channel secrets and the VAPID keys. Servers that share a database must hold the same ones, so
 * the first to start records them in instance_secrets, and the others take them from there. A
 * server whose secret from its environment differs from the one recorded is refused with a
 * ConfigError that says which and why.
 */
export async function shareSecrets(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<Config> {
  const from = (explicit: boolean): Source => (explicit ? 'environment' : 'generated');
  const explicit = config.explicitSecrets;
  const authSecret = await settle(
    database,
    {
      name: 'auth-secret',
      variables: 'AUTH_SECRET',
      otherwise: 'each server would sign out the users of the others',
      value: config.authSecret,
      source: from(explicit.auth),
    },
    '',
    log,
  );
  const channelSecretKey = await settle(
    database,
    {
      name: 'channel-secret-key',
      variables: 'CHANNEL_SECRET_KEY',
      otherwise:
        'a server could not read the channel secrets (tokens, webhook URLs) another sealed',
      value: explicit.channel ? config.channelSecretKey : authSecret,
      source: explicit.channel ? 'environment' : 'auth-secret',
    },
    authSecret,
    log,
  );
  const { vapid } = config.alerts;
  const keys = await settle(
    database,
    {
      name: 'vapid-keys',
      variables: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
      otherwise: "browsers subscribed through one server would refuse the others' notifications",
      value: JSON.stringify({ publicKey: vapid.publicKey, privateKey: vapid.privateKey }),
      source: from(explicit.vapid),
    },
    authSecret,
    log,
  );
  return {
    ...config,
    authSecret,
    channelSecretKey,
    alerts: {
      ...config.alerts,
      vapid: { ...vapid, ...(JSON.parse(keys) as { publicKey: string; privateKey: string }) },
    },
  };
}

/** Forgets every recorded secret: the next server to start records its own. */
export async function forgetSecrets(db: Db) {
  const rows = await db.delete(instanceSecrets).returning({ name: instanceSecrets.name });
  return rows.map((r) => r.name).sort();
}
