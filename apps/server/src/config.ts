import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const defaultWebDir = fileURLToPath(new URL('../../web/build/client', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).max(255).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).max(4096).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Tocsin <no-reply@localhost>'),
  ALLOW_PRIVATE_TARGETS: bool.default(false),
  SIGNUP_ENABLED: bool.default(true),
  TRUST_PROXY: bool.default(false),
  CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(500),
  RESULT_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().min(1).max(4096).default(defaultWebDir),
});

/** Environment variables as the process receives them: names of the schema, string values. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  allowPrivateTargets: boolean;
  signupEnabled: boolean;
  trustProxy: boolean;
  checkConcurrency: number;
  /** Days raw checks (and per-minute rollups) are kept; hourly and daily rollups stay for good. */
  resultRetentionDays: number;
  logLevel: string;
  webDir: string;
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
 * Reads the whole configuration once. AUTH_SECRET may be absent: one is generated on the first
 * start and kept in DATA_DIR, so sessions survive restarts without any setup.
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
    publicUrl,
    authSecret: env.AUTH_SECRET ?? (await readOrCreateSecret(dataDir)),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS,
    signupEnabled: env.SIGNUP_ENABLED,
    trustProxy: env.TRUST_PROXY,
    checkConcurrency: env.CHECK_CONCURRENCY,
    resultRetentionDays: env.RESULT_RETENTION_DAYS,
    logLevel: env.LOG_LEVEL,
    webDir: path.resolve(env.WEB_DIR),
  };
  return config;
}

async function readOrCreateSecret(dataDir: string) {
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
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    // Another process created it first: use theirs so both agree.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
}
