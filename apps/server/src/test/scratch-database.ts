import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement as the administrator of `adminUrl` (a database to create, drop, alter). */
export async function runAsAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database beside `adminUrl`'s, empty or a copy of `template`; `drop` removes
 * it again.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'tocsin_test',
  template?: string,
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
