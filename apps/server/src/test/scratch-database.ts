import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(adminUrl: string, statement: string) {
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
  await run(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
