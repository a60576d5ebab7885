import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, incidents, users } from '../../db/schema.js';
import { startDnsServer, type DnsZone } from '../../test/dns-server.js';
import { describeEachDatabase, nextIp, signUpCookie, type Harness } from '../../test/harness.js';

const target = 'https://93.184.215.14';
/** Plain secrets sent in requests: none may reach the log, whatever field carries them. */
const sent = {
  urlToken: 'urltoken-5f1c0a9e2b7d4c3f',
  urlApiKey: 'urlapikey-9a8b7c6d5e4f3a2b',
  header: 'Bearer header-secret-0c9e72aa41',
  rotatedHeader: 'Bearer header-rotated-6d1f0b38e2',
  body: 'body-secret-77aa04b9c1',
  slack: 'https://hooks.slack.com/services/T0001/B0001/slackSecretAbcdefghij01',
  slackRotated: 'https://hooks.slack.com/services/T0001/B0001/slackSecretAbcdefghij02',
  pagerduty: 'pdroutingkey0123456789abcdef0123',
  telegram: '123456:telegram-bot-token-abcdefghijk',
  hookQuery: 'hookquerysecret-2cd61e0f',
  pagePassword: 'page password 7c1e9b',
  pageRotated: 'page password rotated 2a7d',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Column names that hold secrets or hashes of them, in any table. */
const SECRET_COLUMN = /(^|_)(secret|secrets|token|hash|password|key)(_|$)/;
/** Columns named so that hold no secret (a configuration document's names for objects). */
const PUBLIC_COLUMNS = new Set(['config_key']);
/** Values that are secrets or hashes by their look, whatever their field. */
const SECRET_LOOKING = [
  /tocsin_[0-9A-Za-z]{20,}/,
  /whsec_[A-Za-z0-9+/=]{16,}/,
  /\$argon2(id|i|d)\$/,
  /\bv1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\./,
  /\b[0-9a-f]{64}\b/i,
];
/** Field names of the changes that say secret (they may only say set, changed or removed). */
const SECRET_FIELD = /secret|token|password|hash|key(?!word)|authorization|headerValues|^body$/i;

const zone: DnsZone = {};
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const env: Record<string, string> = {};
beforeAll(async () => {
  dns = await startDnsServer(zone);
  env.STATUS_DNS_SERVERS = dns.address;
});
afterAll(() => dns.close());

describeEachDatabase(
  'audit log: no secret or hash is written',
  (h) => {
    const call = async (cookie: string, method: string, url: string, payload?: unknown) => {
      const res = await h().app.inject({
        method: method as 'GET',
        url,
        headers: { cookie },
        remoteAddress: nextIp(),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.body ? res.json<Record<string, unknown> & { id: string }>() : { id: '' };
    };
    const me = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/v1/me')) as unknown as {
        profile: { id: string };
        workspace: { id: string };
      };

    /** Every value of every column named like a secret, in every table but the log itself. */
    async function storedSecrets(db: Harness['db']) {
      const columns = rowsOf<{ table_name: string; column_name: string }>(
        await db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and table_name <> 'audit_log'
          and data_type in ('text', 'character varying', 'jsonb')`),
      );
      const values: { where: string; value: string }[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        if (!SECRET_COLUMN.test(column) || PUBLIC_COLUMNS.has(column)) continue;
        const rows = rowsOf<{ v: string | null }>(
          await db.execute(
            sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)}`,
          ),
        );
        for (const { v } of rows)
          if (v && v.length >= 8) values.push({ where: `${table}.${column}`, value: v });
      }
      return values;
    }

    async function logOf(workspaceId: string) {
      return h().db.select().from(auditLog).where(eq(auditLog.workspaceId, workspaceId));
    }

    it('writes no secret, hash or token for any audited operation of any module', async () => {
      const ownerCookie = await signUpCookie(h().app);
      const owner = await me(ownerCookie);
      const team = await call(ownerCookie, 'POST', '/api/v1/workspaces', { name: 'Ops' });
      const workspaceId = team.id;
      const api = (method: string, url: string, payload?: unknown) =>
        call(ownerCookie, method, url, payload);

      // Monitors and groups.
      const group = await api('POST', '/api/v1/monitor-groups', { name: 'Core' });
      const http = await api('POST', '/api/v1/monitors', {
        type: 'http',
        name: 'API',
        url: `${target}/health?token=${sent.urlToken}&region=eu`,
        method: 'POST',
        headers: [{ name: 'Authorization', value: sent.header }],
        body: `{"password":"${sent.body}"}`,
      });
      await api('PATCH', `/api/v1/monitors/${http.id}`, {
        url: `${target}/health?api_key=${sent.urlApiKey}`,
        headers: [{ name: 'Authorization', value: sent.rotatedHeader }],
      });
      for (const action of ['pause', 'resume'])
        await api('POST', `/api/v1/monitors/${http.id}/${action}`);
      await api('POST', '/api/v1/monitors/bulk', {
        action: 'move',
        ids: [http.id],
        groupId: group.id,
      });
      await api('POST', '/api/v1/monitors', {
        type: 'heartbeat',
        name: 'Nightly job',
        periodSeconds: 3600,
      });
      await api('PATCH', `/api/v1/monitor-groups/${group.id}`, { name: 'Core services' });

      // Channels: secrets of several kinds, a generated signing secret, a token in a URL.
      const slack = await api('POST', '/api/v1/channels', {
        kind: 'slack',
        name: '#ops',
        config: { webhookUrl: sent.slack },
      });
      await api('PATCH', `/api/v1/channels/${slack.id}`, {
        config: { webhookUrl: sent.slackRotated },
      });
      const hook = await api('POST', '/api/v1/channels', {
        kind: 'webhook',
        name: 'Hook',
        config: { url: `${target}/hook?secret=${sent.hookQuery}` },
      });
      const pagerduty = await api('POST', '/api/v1/channels', {
        kind: 'pagerduty',
        name: 'PagerDuty',
        config: { routingKey: sent.pagerduty },
      });
      const telegram = await api('POST', '/api/v1/channels', {
        kind: 'telegram',
        name: 'Telegram',
        config: { botToken: sent.telegram, chatId: '-100123456' },
      });
      await api('DELETE', `/api/v1/channels/${telegram.id}`);

      // Alert rules, maintenance.
      const rules = await api('GET', `/api/v1/monitors/${http.id}/alerts`);
      await api('PUT', `/api/v1/monitors/${http.id}/alerts`, {
        ...rules,
        channelIds: [slack.id, hook.id],
        escalation: { afterMinutes: 10, channelIds: [pagerduty.id] },
      });
      const window = {
        name: 'Upgrade',
        kind: 'once',
        monitorIds: [http.id],
        startsAt: '2030-01-01T10:00:00.000Z',
        endsAt: '2030-01-01T11:00:00.000Z',
      };
      const maintenance = await api('POST', '/api/v1/maintenance-windows', window);
      await api('PUT', `/api/v1/maintenance-windows/${maintenance.id}`, {
        ...window,
        endsAt: '2030-01-01T12:00:00.000Z',
      });
      await api('DELETE', `/api/v1/maintenance-windows/${maintenance.id}`);

      // Status pages: settings, custom domain and its check, password, logo, layout, posts,
      // subscribers, badges.
      const domain = `status-${crypto.randomUUID().slice(0, 8)}.verify.example`;
      const page = (await api('POST', '/api/v1/status-pages', {
        name: 'Acme',
        slug: `acme-${crypto.randomUUID().slice(0, 8)}`,
        customDomain: domain,
      })) as { id: string; slug: string; domainRecord: { name: string; value: string } };
      zone[page.domainRecord.name] = { TXT: [[page.domainRecord.value]] };
      await api('POST', `/api/v1/status-pages/${page.id}/domain/verify`);
      const pageUrl = `/api/v1/status-pages/${page.id}`;
      for (const password of [sent.pagePassword, null, sent.pageRotated])
        await api('PUT', `${pageUrl}/password`, { password });
      const logo = await sharp({
        create: { width: 400, height: 100, channels: 3, background: { r: 9, g: 9, b: 9 } },
      })
        .png()
        .toBuffer();
      const upload = async () => {
        const uploaded = await h().app.inject({
          method: 'PUT',
          url: `${pageUrl}/logo`,
          headers: { cookie: ownerCookie, 'content-type': 'image/png' },
          remoteAddress: nextIp(),
          payload: logo,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
      };
      await upload();
      await api('DELETE', `${pageUrl}/logo`);
      await upload();
      const laidOut = (await api('PUT', `${pageUrl}/layout`, {
        components: [{ monitorId: http.id, publicName: 'Checkout' }],
        sections: [],
      })) as unknown as { layout: { components: { id: string }[] } };
      const componentId = laidOut.layout.components[0]!.id;
      const post = await api('POST', `${pageUrl}/posts`, {
        kind: 'incident',
        title: 'Payments failing',
        impact: 'major',
        componentIds: [componentId],
        body: 'Looking into it.',
      });
      await api('POST', `${pageUrl}/posts/${post.id}/updates`, {
        status: 'resolved',
        body: 'Fixed.',
      });
      await api('PATCH', `${pageUrl}/posts/${post.id}`, { title: 'Payments failed' });
      await api('DELETE', `${pageUrl}/posts/${post.id}`);
      await api('POST', `${pageUrl}/subscribers/import`, { csv: 'reader@example.com' });
      const subscribers = (await api('GET', `${pageUrl}/subscribers`)) as unknown as {
        items: { id: string }[];
      };
      await api('DELETE', `${pageUrl}/subscribers/${subscribers.items[0]!.id}`);
      for (const owner of [pageUrl, `/api/v1/monitors/${http.id}`]) {
        await api('POST', `${owner}/badge`);
        await api('DELETE', `${owner}/badge`);
      }

      // API keys.
      const key = await api('POST', '/api/v1/api-keys', { name: 'Deploy', access: 'write' });
      await api('DELETE', `/api/v1/api-keys/${key.id}`);

      // Members: invited, resent, revoked; one joins, changes role, takes ownership, and the
      // workspace is renamed and requires two-factor authentication.
      const graceEmail = `grace.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const graceCookie = await signUpCookie(h().app, { email: graceEmail });
      const grace = await me(graceCookie);
      const invitation = await api('POST', '/api/v1/invitations', {
        email: graceEmail,
        role: 'member',
      });
      await api('POST', `/api/v1/invitations/${invitation.id}/resend`);
      const other = await api('POST', '/api/v1/invitations', {
        email: 'someone.else@example.com',
        role: 'viewer',
      });
      await api('DELETE', `/api/v1/invitations/${other.id}`);
      // The resent link is the one that works.
      const invitations = () =>
        h().smtp.messages.filter((m) => m.to.includes(graceEmail) && /invited you/.test(m.subject));
      await expect.poll(() => invitations().length).toBe(2);
      const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(invitations().at(-1)!.text)![1]!;
      await call(graceCookie, 'POST', '/api/v1/invitations/accept', { token });
      await api('PATCH', `/api/v1/members/${grace.profile.id}`, { role: 'admin' });
      await api('PATCH', '/api/v1/workspace', { name: 'Operations' });
      await h()
        .db.update(users)
        .set({ twoFactorEnabled: true })
        .where(eq(users.id, owner.profile.id));
      await api('PUT', '/api/v1/workspace/two-factor', { required: true });
      await api('PUT', '/api/v1/workspace/two-factor', { required: false });

      // An incident acknowledged, the workspace applied from a document with a channel secret.
      const incidentId = crypto.randomUUID();
      await h()
        .db.insert(incidents)
        .values({
          id: incidentId,
          workspaceId,
          monitorId: http.id,
          startedAt: new Date(),
          confirmedAt: new Date(),
          cause: { status: 'down', errorKind: 'timeout', message: 'Timed out' } as never,
        });
      await api('POST', `/api/v1/incidents/${incidentId}/acknowledge`);
      await api('POST', '/api/v1/config/apply', {
        source: [
          'version: 1',
          'channels:',
          '  - key: chat',
          '    kind: slack',
          '    name: Chat',
          '    config:',
          '      webhookUrl: { env: TOCSIN_CHAT_WEBHOOK_URL }',
        ].join('\n'),
        secrets: { TOCSIN_CHAT_WEBHOOK_URL: sent.slack.replace('01', '03') },
      });

      // Ownership passes to Grace, who then deletes her account: Tocsin records her leaving.
      await api('POST', '/api/v1/workspace/transfer', { userId: grace.profile.id });
      const gone = await api('POST', '/api/v1/monitors', {
        type: 'tcp',
        name: 'Old',
        host: '93.184.215.14',
        port: 22,
      });
      await api('DELETE', `/api/v1/monitors/${gone.id}`);
      await api('DELETE', `/api/v1/monitor-groups/${group.id}`);
      await call(ownerCookie, 'POST', '/api/v1/workspace/leave');

      const log = await logOf(workspaceId);
      const actions = new Set(log.map((row) => row.action));
      for (const action of [
        'monitor.created',
        'monitor.updated',
        'monitor.paused',
        'monitor.resumed',
        'monitor.moved',
        'monitor.deleted',
        'group.created',
        'group.renamed',
        'group.deleted',
        'channel.created',
        'channel.updated',
        'channel.deleted',
        'alert-rules.updated',
        'maintenance.created',
        'maintenance.updated',
        'maintenance.deleted',
        'status-page.created',
        'status-page.domain-verified',
        'status-page.password-set',
        'status-page.password-removed',
        'status-page.logo-changed',
        'status-page.logo-removed',
        'status-page.layout-changed',
        'status-page.subscribers-imported',
        'status-page.subscriber-removed',
        'status-post.created',
        'status-post.updated',
        'status-post.changed',
        'status-post.deleted',
        'badge.created',
        'badge.revoked',
        'api-key.created',
        'api-key.revoked',
        'member.invited',
        'invitation.resent',
        'invitation.revoked',
        'member.joined',
        'member.role-changed',
        'workspace.renamed',
        'workspace.updated',
        'incident.acknowledged',
        'config.applied',
        'ownership.transferred',
        'member.left',
      ])
        expect(actions, action).toContain(action);

      const text = JSON.stringify(log);
      // What was sent in clear, and what any table keeps of a secret (hashes, sealed secrets,
      // tokens, the domain's TXT token, the logo's hash, the key's hash, the invitation's).
      for (const [what, value] of Object.entries(sent)) expect(text, what).not.toContain(value);
      const stored = await storedSecrets(h().db);
      // The scan finds the secrets this test made (so it could not pass by finding none).
      const scanned = new Set(stored.map((s) => s.where));
      for (const column of [
        'accounts.password',
        'api_keys.hash',
        'channels.secrets',
        'monitors.push_token',
        'status_pages.domain_token',
        'status_pages.password_hash',
        'status_pages.logo_hash',
        'status_page_logos.hash',
        'workspace_invitations.token_hash',
      ])
        expect(scanned, column).toContain(column);
      for (const { where, value } of stored)
        expect(text, `${where} reached the audit log`).not.toContain(value);
      expect(text).not.toContain(key.key as string);
      expect(text).not.toContain(hook.signingSecret as string);
      for (const pattern of SECRET_LOOKING) expect(text).not.toMatch(pattern);
      // A field named as a secret says only that there is one.
      for (const row of log)
        for (const [field, change] of Object.entries(row.changes ?? {}))
          if (SECRET_FIELD.test(field))
            for (const value of [change.before, change.after])
              expect([null, '[redacted]'], `${row.action} ${field}`).toContain(value);
    });

    it('keeps what is not secret whole: a keyword, the rest of a URL, nested settings by path', async () => {
      const cookie = await signUpCookie(h().app);
      const { workspace } = await me(cookie);
      const monitor = await call(cookie, 'POST', '/api/v1/monitors', {
        type: 'keyword',
        name: 'Shop',
        url: `${target}/shop?lang=en&token=${sent.urlToken}`,
        keyword: 'Add to cart',
        keywordMode: 'present',
      });
      const rules = await call(cookie, 'GET', `/api/v1/monitors/${monitor.id}/alerts`);
      const events = rules.events as Record<string, unknown>;
      await call(cookie, 'PUT', `/api/v1/monitors/${monitor.id}/alerts`, {
        ...rules,
        events: { ...events, degraded: !events.degraded },
      });
      const log = await logOf(workspace.id);
      const created = log.find((row) => row.action === 'monitor.created')!;
      expect(created.changes).toMatchObject({
        keyword: { before: null, after: 'Add to cart' },
        keywordMode: { before: null, after: 'present' },
        url: { before: null, after: `${target}/shop?lang=en&token=[redacted]` },
      });
      const rulesChanged = log.find((row) => row.action === 'alert-rules.updated')!;
      expect(rulesChanged.changes).toEqual({
        'events.degraded': { before: events.degraded, after: !events.degraded },
      });
    });

    it('names the objects the changes refer to by id, a deleted one by its last name', async () => {
      const cookie = await signUpCookie(h().app);
      const group = await call(cookie, 'POST', '/api/v1/monitor-groups', { name: 'Web' });
      const monitor = await call(cookie, 'POST', '/api/v1/monitors', {
        type: 'http',
        name: 'Shop',
        url: `${target}/shop`,
        groupId: group.id,
      });
      const channel = await call(cookie, 'POST', '/api/v1/channels', {
        kind: 'webhook',
        name: 'Hook',
        config: { url: `${target}/hook` },
      });
      const rules = await call(cookie, 'GET', `/api/v1/monitors/${monitor.id}/alerts`);
      await call(cookie, 'PUT', `/api/v1/monitors/${monitor.id}/alerts`, {
        ...rules,
        channelIds: [channel.id],
      });
      await call(cookie, 'PATCH', `/api/v1/monitor-groups/${group.id}`, { name: 'Websites' });
      await call(cookie, 'DELETE', `/api/v1/channels/${channel.id}`);
      const page = (await call(cookie, 'GET', '/api/v1/audit')) as unknown as {
        items: { changes: Record<string, { after: unknown }> | null }[];
        names: Record<string, string>;
      };
      expect(page.names).toEqual({ [group.id]: 'Websites', [channel.id]: 'Hook' });
    });
  },
  env,
);
