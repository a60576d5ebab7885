import { gunzipSync } from 'node:zlib';
import { EXPORT_FORMAT, type AccountExportResponse } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountExports, channels } from '../../db/schema.js';
import { describeEachDatabase, newUser, nextIp, cookieFrom } from '../../test/harness.js';
import { until } from '../../test/wait.js';

const BOT_TOKEN = '987654:AAF-secretBotTokenThatMustNotLeak';

describeEachDatabase('exporting your data', (h) => {
  async function person() {
    const body = newUser();
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      payload: body,
    });
    const cookie = cookieFrom(res);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      h().app.inject({ method, url, headers: { cookie }, payload, remoteAddress: nextIp() });
    return { email: body.email, cookie, call };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  async function withData(p: Person) {
    const monitor = await p.call('POST', '/api/v1/monitors', {
      name: 'Nightly backup',
      type: 'heartbeat',
      periodSeconds: 3600,
      graceSeconds: 60,
    });
    expect(monitor.statusCode, monitor.body).toBe(201);
    const channel = await p.call('POST', '/api/v1/channels', {
      kind: 'telegram',
      name: 'Ops chat',
      config: { botToken: BOT_TOKEN, chatId: '-100123456' },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    return {
      monitorId: monitor.json<{ id: string }>().id,
      channelId: channel.json<{ id: string }>().id,
    };
  }

  const status = async (p: Person) =>
    (await p.call('GET', '/api/v1/me/export')).json<AccountExportResponse>().export;
  const settled = (p: Person) =>
    until(
      () => status(p),
      (e) => e?.status !== 'pending',
    );
  /** The token of the link mailed to `email` (its newest export mail). */
  async function mailedToken(email: string) {
    await h().smtp.waitFor(email, /data export is ready/);
    const mail = h()
      .smtp.messages.filter((m) => m.to.includes(email) && /data export/.test(m.subject))
      .pop()!;
    return /export=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  }
  const download = (p: Person, token: string, headers: Record<string, string> = {}) =>
    h().app.inject({
      url: `/api/v1/me/export/download?token=${token}`,
      headers: { cookie: p.cookie, ...headers },
      remoteAddress: nextIp(),
    });

  it('makes the archive in the background, mails the link, and leaves every secret out', async () => {
    const p = await person();
    const { monitorId, channelId } = await withData(p);
    expect(await status(p)).toBeNull();

    const requested = await p.call('POST', '/api/v1/me/export');
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json<AccountExportResponse>().export).toMatchObject({ status: 'pending' });
    const done = await settled(p);
    expect(done).toMatchObject({ status: 'ready', error: null });
    expect(done!.size).toBeGreaterThan(100);
    expect(Date.parse(done!.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const token = await mailedToken(p.email);
    const [row] = await h().db.select().from(accountExports).where(eq(accountExports.id, done!.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await download(p, token, { 'accept-encoding': 'gzip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="tocsin-export-/);
    const text = gunzipSync(res.rawPayload).toString();
    const archive = JSON.parse(text) as Record<string, unknown> & {
      account: { email: string };
      workspaces: {
        monitors: { id: string }[];
        channels: { id: string; config: object; secretsSet: string[] }[];
        auditLog: unknown[];
      }[];
    };
    expect(archive.format).toBe(EXPORT_FORMAT);
    expect(Object.keys(archive)).toEqual([
      'format',
      'exportedAt',
      'account',
      'memberships',
      'workspaces',
      'inbox',
    ]);
    expect(archive.account.email).toBe(p.email);
    const [workspace] = archive.workspaces;
    expect(workspace!.monitors.map((m) => m.id)).toEqual([monitorId]);
    const channel = workspace!.channels.find((c) => c.id === channelId)!;
    expect(channel.config).toEqual({ chatId: '-100123456' });
    expect(channel.secretsSet).toEqual(['botToken']);
    expect(workspace!.auditLog.length).toBeGreaterThan(0);
    // The channel's real secret is stored (sealed), and appears nowhere in the archive.
    const [stored] = await h().db.select().from(channels).where(eq(channels.id, channelId));
    expect(stored!.secrets).toBeTruthy();
    expect(text).not.toContain(BOT_TOKEN);
    expect(text).not.toContain('secretBotToken');

    // Without gzip in Accept-Encoding, the same JSON arrives unpacked.
    const plain = await download(p, token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('refuses a wrong link, an expired one, and another person’s', async () => {
    const p = await person();
    const other = await person();
    expect((await p.call('POST', '/api/v1/me/export')).statusCode).toBe(202);
    await settled(p);
    const token = await mailedToken(p.email);

    const wrong = await download(p, 'A'.repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'not-found' });
    const theirs = await download(other, token);
    expect(theirs.statusCode).toBe(404);
    const anonymous = await h().app.inject({ url: `/api/v1/me/export/download?token=${token}` });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await download(p, 'not a token!');
    expect(malformed.statusCode).toBe(400);

    const mine = (await status(p))!;
    await h()
      .db.update(accountExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountExports.id, mine.id));
    expect(await status(p)).toMatchObject({ status: 'ready', expired: true });
    const expired = await download(p, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invalid-token', message: /has expired/ });
  });

  it('makes one export at a time, and not again within 15 minutes', async () => {
    const p = await person();
    const first = await p.call('POST', '/api/v1/me/export');
    const second = await p.call('POST', '/api/v1/me/export');
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(/already being prepared/);
    await settled(p);
    const third = await p.call('POST', '/api/v1/me/export');
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toMatch(/make a new one in 1[45] minutes/);
  });

  it('marks an export failed when its data cannot be read, and lets the person try again', async () => {
    const p = await person();
    const { channelId } = await withData(p);
    await h()
      .db.update(channels)
      .set({ secrets: 'not-sealed-text' })
      .where(eq(channels.id, channelId));
    expect((await p.call('POST', '/api/v1/me/export')).statusCode).toBe(202);
    const failed = await settled(p);
    expect(failed).toMatchObject({ status: 'failed', size: null });
    expect(failed!.error).toMatch(/Request a new one/);
    // A failed export does not hold the next one back.
    expect((await p.call('POST', '/api/v1/me/export')).statusCode).toBe(202);
  });

  it('counts an export pending for over 15 minutes as failed: its process died', async () => {
    const p = await person();
    const me = (await p.call('GET', '/api/v1/me')).json<{ profile: { id: string } }>();
    await h()
      .db.insert(accountExports)
      .values({
        id: crypto.randomUUID(),
        userId: me.profile.id,
        status: 'pending',
        tokenHash: 'f'.repeat(64),
        createdAt: new Date(Date.now() - 16 * 60_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    expect(await status(p)).toMatchObject({
      status: 'failed',
      error: 'The export stopped before it was finished. Request a new one.',
    });
    expect((await p.call('POST', '/api/v1/me/export')).statusCode).toBe(202);
  });
});
