import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns';
import { mkdir, readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { regionNameSchema, type PaidPlanId, type PlanLimits } from '@tocsin/contract';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((v) => v.replace(/\/+$/, ''));

const megabytes = (size: string) => Number.parseInt(size, 10) * (size.endsWith('GB') ? 1024 : 1);

const stripePrice = z.string().regex(/^price_[0-9A-Za-z]+$/, 'must be a Stripe price id (price_…)');
/** A self-hosted limit: a count, or unset for none. */
const limit = z.coerce.number().int().min(0).max(1_000_000).optional();

const defaultWebDir = fileURLToPath(new URL('../../web/build/client', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).max(255).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).max(4096).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Keeps several Tocsin instances on one Redis apart: every key and channel starts with it. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,32}:$/, 'must be letters, digits, _ . - and end with a colon')
    .default('tocsin:'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Tocsin <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@tocsin.app'),
  ALLOW_PRIVATE_TARGETS: bool.default(false),
  SIGNUP_ENABLED: bool.default(true),
  TRUST_PROXY: bool.default(false),
  /** The embedded database's page cache (PostgreSQL's shared_buffers); the worker's when unset. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,3}(MB|GB)$/, 'must be a size in MB or GB, like 16MB')
    .refine((v) => megabytes(v) <= 1024, 'must be at most 1GB')
    .optional(),
  PGLITE_OPTIMIZE: bool.default(false),
  CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(500),
  RESULT_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
  /** Requests a minute each API key may make. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** The instance's own token for `GET /metrics`: every monitor and the process's internals. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces')
    .optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().min(1).max(4096).default(defaultWebDir),
  CHANNEL_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  ALERT_RETRY_HOURS: z.coerce.number().min(0.01).max(72).default(6),
  ALERT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  ALERT_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  ALERT_SMS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(30),
  ALERT_CALLS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(10),
  SMS_PROVIDER: z.enum(['twilio', 'vonage']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).max(128).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, 'must be a number like +14155550123')
    .optional(),
  TWILIO_API_URL: httpUrl.default('https://api.twilio.com'),
  VONAGE_API_KEY: z.string().min(1).max(64).optional(),
  VONAGE_API_SECRET: z.string().min(1).max(128).optional(),
  VONAGE_FROM: z.string().min(1).max(32).optional(),
  VONAGE_API_URL: httpUrl.default('https://rest.nexmo.com'),
  PAGERDUTY_EVENTS_URL: httpUrl.default('https://events.pagerduty.com'),
  OPSGENIE_API_URL: httpUrl.default('https://api.opsgenie.com'),
  OPSGENIE_EU_API_URL: httpUrl.default('https://api.eu.opsgenie.com'),
  TELEGRAM_API_URL: httpUrl.default('https://api.telegram.org'),
  PUSHOVER_API_URL: httpUrl.default('https://api.pushover.net'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[0-9A-Za-z]{8,}$/,
      'must be a Stripe secret key (sk_live_… or sk_test_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[0-9A-Za-z+/=]{8,}$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_STARTER: stripePrice.optional(),
  STRIPE_PRICE_PRO: stripePrice.optional(),
  STRIPE_PRICE_ENTERPRISE: stripePrice.optional(),
  STRIPE_PRICE_STARTER_YEARLY: stripePrice.optional(),
  STRIPE_PRICE_PRO_YEARLY: stripePrice.optional(),
  STRIPE_PRICE_ENTERPRISE_YEARLY: stripePrice.optional(),
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  LIMIT_MONITORS: limit,
  LIMIT_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(10),
  LIMIT_SMS_PER_MONTH: limit,
  LIMIT_CALLS_PER_MONTH: limit,
  LIMIT_CHANNELS: limit,
  LIMIT_TEAM_SEATS: limit,
  LIMIT_STATUS_PAGES: limit,
  VAPID_PUBLIC_KEY: z.string().min(40).max(200).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).max(200).optional(),
  /** Name servers the custom-domain check asks, comma separated (`1.1.1.1,127.0.0.1:5353`). */
  STATUS_DNS_SERVERS: z
    .string()
    .max(1000)
    .refine((list) => {
      try {
        new Resolver().setServers(list.split(','));
        return true;
      } catch {
        return false;
      }
    }, 'must be IP addresses, each with an optional :port ([ipv6]:port), separated by commas')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .optional(),
  /** OpenTelemetry's own variables: set the endpoint and the check path is traced over OTLP/HTTP. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .max(8192)
    .transform((list, ctx) => {
      const headers = otlpHeaders(list);
      if (headers) return headers;
      ctx.addIssue({ code: 'custom', message: 'must be name=value pairs separated by commas' });
      return z.NEVER;
    })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(255).default('tocsin'),
});

/**
 * OTLP headers as OpenTelemetry writes them: `name=value,name2=value2`, values percent-encoded.
 * Null when a pair has no name or cannot be decoded.
 */
function otlpHeaders(list: string): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const pair of list.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return null;
    try {
      headers[name] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return headers;
}

/** Environment variables as the process receives them: names of the schema, string values. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's memory, when there is no DATABASE_URL. */
  embedded: EmbeddedSettings;
  /** Redis, through which the server processes of one instance share their events. */
  redisUrl: string | undefined;
  redisPrefix: string;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages are mailed. */
  supportEmail: string;
  allowPrivateTargets: boolean;
  signupEnabled: boolean;
  trustProxy: boolean;
  checkConcurrency: number;
  /** Requests a minute each API key may make, counted by each server. */
  apiKeyRateLimit: number;
  /** The bearer token of `GET /metrics` for the whole instance; unset: API keys only. */
  metricsToken: string | undefined;
  /** Days raw checks (and per-minute rollups) are kept; hourly and daily rollups stay for good. */
  resultRetentionDays: number;
  logLevel: string;
  webDir: string;
  /** Encrypts channel secrets at rest; derived from the auth secret when not set. */
  channelSecretKey: string;
  /**
   * Which secrets came from the environment. The others are this server's own (a file an earlier
   * version kept in DATA_DIR, or generated now) until `shareSecrets` (db/instance-secrets.ts)
   * replaces them with the instance's, kept in the database.
   */
  explicitSecrets: { auth: boolean; channel: boolean; vapid: boolean };
  alerts: AlertSettings;
  billing: BillingSettings;
  /** The name servers a status page's domain check asks; the system's when null. */
  dnsServers: string[] | null;
  /** Where the check path's traces go (OTLP/HTTP); null: not traced, no SDK loaded. */
  tracing: TracingSettings | null;
}

export interface EmbeddedSettings {
  /** PostgreSQL's shared_buffers, like '16MB'; undefined: the worker's own setting. */
  sharedBuffers: string | undefined;
  /** Lets V8 recompile the database's busiest WebAssembly with its optimizing compiler. */
  optimize: boolean;
}

export interface TracingSettings {
  /** The collector's base URL; spans are posted to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** Sent with every export (an API key of a hosted collector). */
  headers: Record<string, string>;
  serviceName: string;
}

export interface BillingSettings {
  /** Null on a self-hosted instance: billing is off and `selfHostedLimits` apply to everyone. */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** Where the Stripe API is; tests point it at a local receiver. */
    apiUrl: string;
    /** Price ids per plan; yearly only where one is configured. */
    prices: Record<PaidPlanId, { monthly: string; yearly: string | null }>;
  } | null;
  selfHostedLimits: PlanLimits;
}

export interface AlertSettings {
  /** How long a failing delivery is retried before it is given up. */
  retryHorizonMs: number;
  /** How long one request to a provider may take. */
  timeoutMs: number;
  /** How long a claimed delivery stays claimed: a process that died mid-send loses it after this. */
  leaseMs: number;
  smsPerHour: number;
  callsPerHour: number;
  smsProvider: 'twilio' | 'vonage' | null;
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
  vonage: { apiKey: string; apiSecret: string; from: string; apiUrl: string } | null;
  pagerdutyUrl: string;
  opsgenieUrl: string;
  opsgenieEuUrl: string;
  telegramUrl: string;
  pushoverUrl: string;
  /** Web Push keys; generated and kept in the database when not set (`shareSecrets`). */
  vapid: { publicKey: string; privateKey: string; subject: string };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; every problem is reported with the variable it came from. */
export function parseEnv(source: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Reads the whole configuration once. AUTH_SECRET, CHANNEL_SECRET_KEY and the VAPID keys may be
 * absent: the first server to start generates them and keeps them in the database, where every
 * other server of the instance (and this one, restarted) finds them (`shareSecrets`).
 */
export async function loadConfig(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    embedded: { sharedBuffers: env.PGLITE_SHARED_BUFFERS, optimize: env.PGLITE_OPTIMIZE },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl,
    authSecret: env.AUTH_SECRET ?? (await ownSecret(dataDir)),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS,
    signupEnabled: env.SIGNUP_ENABLED,
    trustProxy: env.TRUST_PROXY,
    checkConcurrency: env.CHECK_CONCURRENCY,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    metricsToken: env.METRICS_TOKEN,
    resultRetentionDays: env.RESULT_RETENTION_DAYS,
    logLevel: env.LOG_LEVEL,
    webDir: path.resolve(env.WEB_DIR),
    channelSecretKey: '',
    explicitSecrets: {
      auth: env.AUTH_SECRET !== undefined,
      channel: env.CHANNEL_SECRET_KEY !== undefined,
      vapid: env.VAPID_PUBLIC_KEY !== undefined && env.VAPID_PRIVATE_KEY !== undefined,
    },
    alerts: await alertSettings(env, dataDir, publicUrl),
    billing: billingSettings(env),
    dnsServers: env.STATUS_DNS_SERVERS?.split(',') ?? null,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
          headers: env.OTEL_EXPORTER_OTLP_HEADERS ?? {},
          serviceName: env.OTEL_SERVICE_NAME,
        }
      : null,
  };
  config.channelSecretKey = env.CHANNEL_SECRET_KEY ?? config.authSecret;
  return config;
}

function requireAll(group: string, values: Record<string, string | undefined>) {
  const given = Object.entries(values).filter(([, v]) => v !== undefined);
  if (given.length === 0) return false;
  const missing = Object.keys(values).filter((k) => values[k] === undefined);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${group}`,
    );
  return true;
}

function billingSettings(env: z.infer<typeof envSchema>): BillingSettings {
  const selfHostedLimits: PlanLimits = {
    monitors: env.LIMIT_MONITORS ?? null,
    minIntervalSeconds: env.LIMIT_MIN_INTERVAL_SECONDS,
    smsPerMonth: env.LIMIT_SMS_PER_MONTH ?? null,
    callsPerMonth: env.LIMIT_CALLS_PER_MONTH ?? null,
    channels: env.LIMIT_CHANNELS ?? null,
    statusPages: env.LIMIT_STATUS_PAGES ?? null,
    teamSeats: env.LIMIT_TEAM_SEATS ?? null,
    rawRetentionDays: env.RESULT_RETENTION_DAYS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
  };
  const on = requireAll('STRIPE_SECRET_KEY', {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: env.STRIPE_PRICE_STARTER,
    STRIPE_PRICE_PRO: env.STRIPE_PRICE_PRO,
    STRIPE_PRICE_ENTERPRISE: env.STRIPE_PRICE_ENTERPRISE,
  });
  if (!on) return { stripe: null, selfHostedLimits };
  return {
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiUrl: env.STRIPE_API_URL,
      prices: {
        starter: {
          monthly: env.STRIPE_PRICE_STARTER!,
          yearly: env.STRIPE_PRICE_STARTER_YEARLY ?? null,
        },
        pro: { monthly: env.STRIPE_PRICE_PRO!, yearly: env.STRIPE_PRICE_PRO_YEARLY ?? null },
        enterprise: {
          monthly: env.STRIPE_PRICE_ENTERPRISE!,
          yearly: env.STRIPE_PRICE_ENTERPRISE_YEARLY ?? null,
        },
      },
    },
    selfHostedLimits,
  };
}

async function alertSettings(
  env: z.infer<typeof envSchema>,
  dataDir: string,
  publicUrl: string,
): Promise<AlertSettings> {
  const twilio = requireAll('TWILIO_ACCOUNT_SID', {
    TWILIO_ACCOUNT_SID: env.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
    TWILIO_FROM: env.TWILIO_FROM,
  })
    ? {
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM!,
        apiUrl: env.TWILIO_API_URL,
      }
    : null;
  const vonage = requireAll('VONAGE_API_KEY', {
    VONAGE_API_KEY: env.VONAGE_API_KEY,
    VONAGE_API_SECRET: env.VONAGE_API_SECRET,
    VONAGE_FROM: env.VONAGE_FROM,
  })
    ? {
        apiKey: env.VONAGE_API_KEY!,
        apiSecret: env.VONAGE_API_SECRET!,
        from: env.VONAGE_FROM!,
        apiUrl: env.VONAGE_API_URL,
      }
    : null;
  if (env.SMS_PROVIDER && !{ twilio, vonage }[env.SMS_PROVIDER]) {
    throw new ConfigError(
      `Invalid configuration:\n  SMS_PROVIDER: ${env.SMS_PROVIDER} is chosen but its credentials are not set`,
    );
  }
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : await ownVapidKeys(dataDir);
  return {
    retryHorizonMs: Math.round(env.ALERT_RETRY_HOURS * 3600_000),
    timeoutMs: Math.round(env.ALERT_TIMEOUT_SECONDS * 1000),
    leaseMs: Math.round(env.ALERT_LEASE_SECONDS * 1000),
    smsPerHour: env.ALERT_SMS_PER_HOUR,
    callsPerHour: env.ALERT_CALLS_PER_HOUR,
    smsProvider: env.SMS_PROVIDER ?? (twilio ? 'twilio' : vonage ? 'vonage' : null),
    twilio,
    vonage,
    pagerdutyUrl: env.PAGERDUTY_EVENTS_URL,
    opsgenieUrl: env.OPSGENIE_API_URL,
    opsgenieEuUrl: env.OPSGENIE_EU_API_URL,
    telegramUrl: env.TELEGRAM_API_URL,
    pushoverUrl: env.PUSHOVER_API_URL,
    vapid: { ...vapid, subject: env.VAPID_SUBJECT ?? vapidSubject(publicUrl) },
  };
}

/** Push services want a contact: https for a public instance, else the sender's mailbox. */
function vapidSubject(publicUrl: string) {
  return publicUrl.startsWith('https:') ? publicUrl : 'mailto:admin@localhost';
}

/**
 * This server's own VAPID keys, until the instance's replace them: those an earlier version kept
 * in DATA_DIR, so browsers subscribed through it still take its notifications, or new ones.
 */
async function ownVapidKeys(dataDir: string) {
  try {
    const kept = await readFile(path.join(dataDir, 'vapid-keys.json'), 'utf8');
    return JSON.parse(kept) as { publicKey: string; privateKey: string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { default: webpush } = await import('web-push');
  return webpush.generateVAPIDKeys();
}

/**
 * This server's own auth secret, until the instance's replaces it: the one an earlier version kept
 * in DATA_DIR, so its sessions stay valid, or a new one.
 */
async function ownSecret(dataDir: string) {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
    throw new ConfigError(
      `${file} holds a secret shorter than 32 characters; remove it or set AUTH_SECRET`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return randomBytes(32).toString('base64url');
}

/** What `tocsin probe` needs: Redis, its region, and how it runs checks. No database. */
export interface ProbeConfig {
  redisUrl: string;
  redisPrefix: string;
  region: string;
  /** The local address its checks connect from (`--source`). */
  sourceAddress: string | undefined;
  checkConcurrency: number;
  allowPrivateTargets: boolean;
  logLevel: Config['logLevel'];
}

/** `tocsin probe`'s flags as parsed (`--region`, `--source`), with REDIS_URL and the check settings. */
export function loadProbeConfig(
  values: { region?: unknown; source?: unknown },
  source: Record<string, string | undefined> = process.env,
): ProbeConfig {
  const env = parseEnv(source);
  const problems: string[] = [];
  if (!env.REDIS_URL) problems.push('  REDIS_URL: a probe takes its checks from Redis; set it');
  const region = regionNameSchema.safeParse(values.region);
  if (!values.region) problems.push('  --region: name the region this probe checks from');
  else if (!region.success) problems.push(`  --region: ${region.error.issues[0]?.message}`);
  const sourceAddress = typeof values.source === 'string' ? values.source : undefined;
  if (sourceAddress !== undefined && !isIP(sourceAddress))
    problems.push(`  --source: must be an IP address of this machine, not "${sourceAddress}"`);
  if (problems.length > 0 || !env.REDIS_URL || !region.success)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    region: region.data,
    sourceAddress,
    checkConcurrency: env.CHECK_CONCURRENCY,
    allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS,
    logLevel: env.LOG_LEVEL,
  };
}
