import Stripe from 'stripe';
import { monitorTypes } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { incidents, workspaces } from '../db/schema.js';
import type { CheckTypes } from '../modules/checks/availability.js';
import { localProviders } from './alert-fixtures.js';
import { confirmEmailOf, cookieFrom, newUser, nextIp, type Harness } from './harness.js';
import type { Operation } from './hostile-cases.js';
import type { StripeApi } from './stripe-api.js';
import { softAuthenticator } from './soft-authenticator.js';

/**
 * A signed-in person who owns one of everything, a valid request for every operation, and the
 * settings that let each route reach its real code: Stripe and Twilio stand-ins on 127.0.0.1,
 * Web Push keys, and private targets allowed so that examples aim at 127.0.0.1 only.
 */

/** Nothing listens on the discard port: a check or delivery that got through fails at once. */
const CLOSED = 'http://127.0.0.1:9';
const STRIPE_SECRET_KEY = 'sk_test_hostileInput0123456789';
const STRIPE_WEBHOOK_SECRET = 'whsec_hostileInputSigningSecret';
export const stripePrices = [
  { id: 'price_starterMonthly', interval: 'month' as const, unitAmount: 1500 },
];

export function hostileEnv(stripe: StripeApi) {
  const { vapid, twilio } = localProviders(CLOSED);
  if (!twilio) throw new Error('the local providers have no Twilio');
  return {
    ALLOW_PRIVATE_TARGETS: 'true',
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: 'price_starterMonthly',
    STRIPE_PRICE_PRO: 'price_starterMonthly',
    STRIPE_PRICE_ENTERPRISE: 'price_starterMonthly',
    STRIPE_API_URL: stripe.url,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.from,
    TWILIO_API_URL: CLOSED,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: vapid.subject,
  };
}

/** Every check type runnable, whatever this machine has: creating one runs nothing. */
export const everyCheckType: CheckTypes = {
  list: () =>
    Promise.resolve(monitorTypes.map((type) => ({ type, available: true, reason: null }))),
  assertAvailable: () => Promise.resolve(),
};

/** Routes the document hides (hide: true) that still take requests from anyone. */
const token = { in: 'path' as const, name: 'token', schema: { type: 'string', maxLength: 200 } };
export const hiddenOperations: Operation[] = [
  { method: 'GET', path: '/api/ack/{token}', parameters: [token], signedIn: false },
  { method: 'POST', path: '/api/ack/{token}', parameters: [token], signedIn: false },
  {
    method: 'POST',
    path: '/api/alerts/voice/{token}',
    parameters: [token],
    body: { type: 'object', additionalProperties: { type: 'string' } },
    signedIn: false,
  },
  { method: 'GET', path: '/api/auth/get-session', parameters: [], signedIn: true },
  // This instance's own status page: a page, not an API route, but open to anyone all the same.
  { method: 'GET', path: '/status', parameters: [], signedIn: false },
  { method: 'POST', path: '/api/auth/sign-out', parameters: [], signedIn: true },
];

/**
 * The document shows PATCH /api/v1/monitors/{id} as an open object; the contract takes any field
 * of the monitor's type there, a field sent as null being removed. Its fields are those of the
 * POST branch for the example's type, each nullable.
 */
export function fillDocumentGaps(operations: Operation[]): Operation[] {
  const create = operations.find((o) => o.method === 'POST' && o.path === '/api/v1/monitors');
  const http = create?.body?.oneOf?.find((b) => b.properties?.['type']?.enum?.[0] === 'http');
  if (!http?.properties) throw new Error('POST /api/v1/monitors has no http branch');
  // A change cannot carry alert rules: they have their own route.
  const { type: _type, alerts: _alerts, ...fields } = http.properties;
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, { ...schema, nullable: true }]),
  );
  return operations.map((o) =>
    o.method === 'PATCH' && o.path === '/api/v1/monitors/{id}'
      ? { ...o, body: { type: 'object', properties } }
      : o,
  );
}

/** Valid requests that are refused all the same: the credential they would need is secret. */
export const refusedWhenValid: Record<string, string> = {
  'POST /api/auth/reset-password': 'no reset token was mailed',
  'POST /api/alerts/voice/{token}': 'only Twilio can sign a key press',
  'POST /api/v1/invitations/accept': 'an invitation link works once',
  'POST /api/v1/workspace/leave': 'a person leaves a workspace once',
  'POST /api/v1/workspace/transfer': 'ownership moves once',
  'POST /api/v1/me/passkeys': 'a passkey answers only a challenge the server has just made',
  'POST /api/auth/sign-in/passkey': 'a passkey answers only a challenge the server has just made',
  'POST /api/auth/two-factor/verify-passkey':
    'a passkey answers only a challenge the server has just made, after a right password',
  'POST /api/auth/two-factor/passkey-options':
    'only a browser that has just given a right password',
  'POST /api/v1/me/reauthenticate/passkey':
    'a passkey answers only a challenge the server has just made',
  'PUT /api/v1/me/avatar': 'the body is an image, not JSON: account/avatar.test.ts sends real ones',
  'POST /api/v1/me/email-verification': 'a new confirmation link is mailed at most once a minute',
  'POST /api/v1/email-verification/confirm': 'only a link Tocsin mailed holds a signed token',
  'POST /api/v1/email-change/confirm': 'only a link Tocsin mailed holds the secret',
  'POST /api/v1/me/password':
    'the example sends a wrong current password: a right one would sign out the session the others use',
  'POST /api/auth/two-factor/verify-totp': "a code comes from the person's authenticator app",
  'POST /api/auth/two-factor/verify-backup-code': 'recovery codes come only from setting up 2FA',
  'POST /api/auth/two-factor/generate-backup-codes': 'the example person has not turned 2FA on',
  'POST /api/auth/two-factor/disable': 'turning 2FA off replaces the session it was sent from',
  'POST /api/v1/me/export':
    'one export at a time: the second valid request finds the first at work',
  'PUT /api/v1/status-pages/{id}/logo':
    'the body is an image, not JSON: status-pages/page-assets.test.ts sends real ones',
  'POST /api/v1/status-pages/{id}/domain/verify':
    'the TXT record is found only in the DNS zone of status-pages/page-assets.test.ts',
};

const common = { name: 'Shop', intervalSeconds: 60, timeoutSeconds: 1, tags: ['shop'] };
const http = {
  url: `${CLOSED}/health`,
  method: 'POST',
  headers: [{ name: 'x-probe', value: 'tocsin' }],
  body: 'ping',
  expectedStatus: ['2xx'],
  followRedirects: true,
  maxRedirects: 5,
  verifyTls: true,
  degradedThresholdMs: 2000,
  confirmations: 2,
};
const monitorExamples = [
  { type: 'http', ...common, ...http },
  {
    type: 'keyword',
    ...common,
    ...http,
    keyword: 'ok',
    keywordMode: 'present',
    caseSensitive: false,
  },
  { type: 'json-query', ...common, ...http, query: 'status', expectedValue: '"ok"' },
  { type: 'tcp', ...common, host: '127.0.0.1', port: 9, tls: false },
  {
    type: 'dns',
    ...common,
    hostname: 'shop.example',
    recordType: 'A',
    expectedValue: '127.0.0.1',
    resolver: '127.0.0.1:9',
  },
  { type: 'tls-cert', ...common, host: '127.0.0.1', port: 9, expiryThresholdDays: 14 },
  { type: 'ping', ...common, host: '127.0.0.1', packets: 1 },
  { type: 'heartbeat', ...common, periodSeconds: 300, graceSeconds: 60 },
];

const hook = (path: string) => ({ webhookUrl: `${CLOSED}/${path}` });
const channelConfigs: Record<string, object> = {
  email: { to: ['oncall@example.com'] },
  sms: { to: '+14155550123' },
  voice: { to: '+14155550123' },
  slack: hook('slack'),
  teams: hook('teams'),
  pagerduty: { routingKey: 'abcdefghijklmnopqrstuvwxyz012345', severity: 'critical' },
  opsgenie: { apiKey: 'opsgenie-api-key', region: 'eu', priority: 'P2' },
  discord: hook('discord'),
  telegram: { botToken: '123456:ABC-DEF', chatId: '-100123' },
  'google-chat': hook('google-chat'),
  mattermost: hook('mattermost'),
  ntfy: { serverUrl: CLOSED, topic: 'tocsin', accessToken: 'tk_access' },
  pushover: { userKey: 'pushover-user', appToken: 'pushover-app' },
  webhook: { url: `${CLOSED}/hook`, secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` },
};

const STATUS_SLUG = 'shop-status';
const statusPageExample = {
  name: 'Shop status',
  slug: STATUS_SLUG,
  accentColor: '#0f766e',
  theme: 'dark',
  customDomain: null,
  footerText: 'Shop Ltd',
  footerLinks: [{ label: 'Shop', url: 'https://shop.example' }],
  indexable: false,
};

const windowExamples = (monitorId: string) => [
  {
    kind: 'once',
    name: 'Upgrade',
    monitorIds: [monitorId],
    startsAt: '2030-01-01T00:00:00.000Z',
    endsAt: '2030-01-01T02:00:00.000Z',
  },
  {
    kind: 'weekly',
    name: 'Backups',
    monitorIds: [monitorId],
    days: [0, 6],
    startTime: '02:30',
    durationMinutes: 60,
    timeZone: 'Europe/Paris',
  },
];

export async function createFixtures(h: Harness) {
  const call = async (method: string, url: string, cookie: string, payload?: unknown) => {
    const res = await h.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const signUp = async () => {
    const user = newUser();
    const res = await call('POST', '/api/auth/sign-up/email', '', user);
    return { user, cookie: cookieFrom(res) };
  };
  const person = await signUp();
  // Confirmed, as an address must be for the test alerts mailed to it.
  await confirmEmailOf(h, person.user.email);
  const signIn = await signUp();
  const signOut = await signUp();
  const twoFactorOff = await signUp();
  const cookie = person.cookie;
  const me = (await call('GET', '/api/v1/me', cookie)).json<{ workspace: { id: string } }>();
  const create = async (url: string, body: object) =>
    (await call('POST', url, cookie, body)).json<{ id: string; pushUrl?: string }>();

  const monitor = await create('/api/v1/monitors', monitorExamples[0]!);
  const heartbeat = await create('/api/v1/monitors', monitorExamples.at(-1)!);
  const channel = await create('/api/v1/channels', {
    kind: 'email',
    name: 'On call',
    config: channelConfigs.email,
  });
  const delivery = (await call('POST', `/api/v1/channels/${channel.id}/test`, cookie)).json<{
    id: string;
  }>();
  const window = await create('/api/v1/maintenance-windows', windowExamples(monitor.id)[0]!);
  const newPage = () => ({ ...statusPageExample, slug: `page-${crypto.randomUUID()}` });
  const statusPage = await create('/api/v1/status-pages', newPage());
  const group = await create('/api/v1/monitor-groups', { name: 'Payments' });
  const newGroup = { name: 'Search' };
  const incidentId = crypto.randomUUID();
  await h.db.insert(incidents).values({
    id: incidentId,
    workspaceId: me.workspace.id,
    monitorId: monitor.id,
    status: 'open',
    startedAt: new Date(),
    confirmedAt: new Date(),
    cause: {
      status: 'down',
      errorKind: 'timeout',
      message: 'No answer within 1 s',
      statusCode: null,
      timings: { total: 1000 },
      bytesRead: 0,
      remoteAddress: null,
      checkedAt: new Date().toISOString(),
      certificate: null,
      details: null,
    },
  });

  // The page shows the monitor of the incident, so a post can be written from it.
  await call('PUT', `/api/v1/status-pages/${statusPage.id}/layout`, cookie, {
    components: [{ monitorId: monitor.id, publicName: 'Shop' }],
    sections: [],
  });
  const postsUrl = `/api/v1/status-pages/${statusPage.id}/posts`;
  const postExample = {
    kind: 'incident',
    title: 'Checkout slow',
    impact: 'minor',
    componentIds: [],
    status: 'investigating',
    body: 'We are looking into **slow** payments.',
    incidentId,
  };
  const maintenanceExample = {
    kind: 'maintenance',
    title: 'Database upgrade',
    componentIds: [],
    scheduledStart: '2030-01-01T10:00:00Z',
    scheduledEnd: '2030-01-01T12:00:00+01:00',
    status: 'scheduled',
    body: 'The shop is read-only meanwhile.',
  };
  const newPost = async () => (await create(postsUrl, postExample)).id;
  const statusPost = await newPost();

  // Team routes: each changes which workspace its person acts in, so each has a person of its own.
  const inviteToken = async (ownerCookie: string, email: string, role = 'member') => {
    const sent = (await call('POST', '/api/v1/invitations', ownerCookie, { email, role })).json<{
      id: string;
    }>();
    const mail = await h.smtp.waitFor(email, /invited you/);
    const after = mail.text.slice(mail.text.indexOf('/invite/') + '/invite/'.length);
    return { id: sent.id, token: /^[A-Za-z0-9_-]+/.exec(after)![0] };
  };
  const teamOwner = async (name: string) => {
    const who = await signUp();
    await call('POST', '/api/v1/workspaces', who.cookie, { name });
    return who;
  };
  const join = async (ownerCookie: string, role = 'member') => {
    const who = await signUp();
    const { token } = await inviteToken(ownerCookie, who.user.email, role);
    await call('POST', '/api/v1/invitations/accept', who.cookie, { token });
    const me = (await call('GET', '/api/v1/me', who.cookie)).json<{ profile: { id: string } }>();
    return { ...who, id: me.profile.id };
  };
  // Invitations take team seats: this owner's workspace pays for a plan without a seat limit.
  const inviter = await teamOwner('Invitations');
  const inviterMe = (await call('GET', '/api/v1/me', inviter.cookie)).json<{
    workspace: { id: string };
  }>();
  await h.db
    .update(workspaces)
    .set({ subscribedPlan: 'enterprise', subscriptionStatus: 'active' })
    .where(eq(workspaces.id, inviterMe.workspace.id));
  const invitation = await inviteToken(inviter.cookie, 'resent@example.com');
  const previewed = await inviteToken(inviter.cookie, 'previewed@example.com');
  let spareInvitations = 0;
  const acceptor = await signUp();
  const accepted = await inviteToken(inviter.cookie, acceptor.user.email);
  const switcher = await signUp();
  const switcherMe = (await call('GET', '/api/v1/me', switcher.cookie)).json<{
    workspace: { id: string };
  }>();
  const DOOMED = 'Doomed';
  const deleter = await teamOwner(DOOMED);
  const transferrer = await teamOwner('Handed over');
  const heir = await join(transferrer.cookie, 'admin');
  const leaver = await join(inviter.cookie, 'viewer');
  const me2 = (await call('GET', '/api/v1/me', cookie)).json<{ profile: { id: string } }>();
  // Deleting an account needs a sign-in of the last 10 minutes: each is signed up when needed.
  const LEAVING = 'leaving@example.com';
  let departing: Awaited<ReturnType<typeof signUp>> | undefined;
  const teamCookies: Record<string, string> = {
    'POST /api/v1/workspaces': switcher.cookie,
    'PUT /api/v1/me/workspace': switcher.cookie,
    'DELETE /api/v1/workspace': deleter.cookie,
    'POST /api/v1/workspace/leave': leaver.cookie,
    'POST /api/v1/workspace/transfer': transferrer.cookie,
    'POST /api/v1/invitations': inviter.cookie,
    'GET /api/v1/invitations': inviter.cookie,
    'POST /api/v1/invitations/{id}/resend': inviter.cookie,
    'DELETE /api/v1/invitations/{id}': inviter.cookie,
    'POST /api/v1/invitations/accept': acceptor.cookie,
    'DELETE /api/v1/members/{userId}': inviter.cookie,
  };
  const INVITEE = 'invitee@example.com';
  const apiKeyExample = { name: 'Deploy', access: 'read', areas: ['monitors'], expiresAt: null };

  /** The objects DELETE removes: one of each, made again once a DELETE got through. */
  const authenticator = softAuthenticator('http://localhost:3000');
  const newPasskey = async () => {
    const options = (await call('POST', '/api/v1/me/passkeys/options', cookie, {})).json<{
      challengeId: string;
      options: { challenge: string; user: { id: string } };
    }>();
    const created = await call('POST', '/api/v1/me/passkeys', cookie, {
      challengeId: options.challengeId,
      name: 'Laptop',
      response: authenticator.register(options.options),
    });
    return created.json<{ id: string }>().id;
  };
  const victims: Record<string, () => Promise<string>> = {
    'me/passkeys': newPasskey,
    monitors: async () => (await create('/api/v1/monitors', monitorExamples[0]!)).id,
    channels: async () =>
      (
        await create('/api/v1/channels', {
          kind: 'email',
          name: 'Spare',
          config: channelConfigs.email,
        })
      ).id,
    'maintenance-windows': async () =>
      (await create('/api/v1/maintenance-windows', windowExamples(monitor.id)[0]!)).id,
    // The plan counts status pages: the ones valid requests made are deleted to make room.
    'status-pages': async () => {
      const listed = await call('GET', '/api/v1/status-pages', cookie);
      for (const { id } of listed.json<{ items: { id: string }[] }>().items)
        if (id !== statusPage.id) await call('DELETE', `/api/v1/status-pages/${id}`, cookie);
      return (await create('/api/v1/status-pages', newPage())).id;
    },
    'monitor-groups': async () =>
      (await create('/api/v1/monitor-groups', { name: `Spare ${crypto.randomUUID()}` })).id,
    'status-pages/posts': newPost,
    invitations: async () => {
      spareInvitations += 1;
      return (await inviteToken(inviter.cookie, `spare.${spareInvitations}@example.com`)).id;
    },
    members: async () => (await join(inviter.cookie, 'viewer')).id,
    // The deleter acts in a new workspace of that name again.
    workspace: async () => {
      await call('POST', '/api/v1/workspaces', deleter.cookie, { name: DOOMED });
      return DOOMED;
    },
    'api-keys': async () => (await create('/api/v1/api-keys', apiKeyExample)).id,
    // Sessions (`/api/v1/me/sessions/{id}`): the person signs in once more, elsewhere.
    'me/sessions': async () => {
      const { email, password } = person.user;
      const other = cookieFrom(
        await call('POST', '/api/auth/sign-in/email', '', { email, password }),
      );
      const listed = await call('GET', '/api/v1/me/sessions', other);
      const { items } = listed.json<{ items: { id: string; current: boolean }[] }>();
      return items.find((s) => s.current)!.id;
    },
  };
  const newSubscriber = async () => {
    const pageUrl = `/api/v1/status-pages/${statusPage.id}/subscribers`;
    await call('POST', `${pageUrl}/import`, cookie, {
      csv: `reader-${crypto.randomUUID()}@example.com`,
    });
    return (await call('GET', `${pageUrl}?limit=1`, cookie)).json<{ items: { id: string }[] }>()
      .items[0]!.id;
  };
  const badgeKey = (await call('POST', `/api/v1/monitors/${monitor.id}/badge`, cookie)).json<{
    badge: { key: string };
  }>().badge.key;
  const victim: Record<string, string> = {};
  // The caller's own things are named by two segments: me/passkeys, me/sessions.
  // A page's posts are named by the page and the post.
  const collection = (op: Operation) =>
    op.path.startsWith('/api/v1/me/')
      ? op.path.split('/').slice(3, 5).join('/')
      : op.path.includes('{postId}')
        ? 'status-pages/posts'
        : (op.path.split('/')[3] ?? '');

  const ids: Record<string, string> = {
    'me/passkeys': await newPasskey(),
    monitors: monitor.id,
    channels: channel.id,
    deliveries: delivery.id,
    incidents: incidentId,
    'maintenance-windows': window.id,
    'status-pages': statusPage.id,
    'monitor-groups': group.id,
    invitations: invitation.id,
  };
  const passkeyAnswer = {
    challengeId: crypto.randomUUID(),
    response: authenticator.authenticate({ challenge: 'c3RhbGU' }),
  };
  const pushToken = heartbeat.pushUrl!.split('/').pop()!;
  const ackToken = h.alerting.ack.sign(incidentId);
  const subscription = {
    endpoint: `${CLOSED}/push/subscription`,
    keys: { p256dh: localProviders(CLOSED).vapid.publicKey, auth: 'tBHItJI5svbpez7KI4CCXg' },
  };
  const alertRules = {
    channelIds: [channel.id],
    notifyMembers: true,
    events: { down: true, recovery: true, degraded: false, certificateDays: 14 },
    reminderMinutes: 30,
    escalation: { afterMinutes: 10, channelIds: [channel.id] },
  };
  const { type: _type, ...monitorChange } = monitorExamples[0]!;

  const examples: Record<string, unknown[]> = {
    'POST /api/auth/sign-up/email': [newUser()],
    'POST /api/auth/sign-in/email': [
      { email: signIn.user.email, password: signIn.user.password, rememberMe: false },
    ],
    'POST /api/auth/request-password-reset': [
      { email: 'nobody@example.com', redirectTo: 'http://localhost:3000/reset-password' },
    ],
    'POST /api/auth/reset-password': [
      { token: 'not-a-real-token', newPassword: 'a-new-passphrase' },
    ],
    'PATCH /api/v1/me': [
      {
        displayName: 'Ada L.',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+44 20 7946 0018',
        phoneNumber: '+44 20 7946 0018',
        photoURL: null,
        timeZone: 'Europe/Paris',
      },
    ],
    'POST /api/v1/me/reauthenticate': [{ password: person.user.password }],
    'POST /api/v1/me/passkeys': [{ ...passkeyAnswer, name: 'Laptop' }],
    'PATCH /api/v1/me/passkeys/{id}': [{ name: 'Phone' }],
    'POST /api/v1/me/reauthenticate/passkey': [passkeyAnswer],
    'POST /api/auth/sign-in/passkey': [passkeyAnswer],
    'POST /api/auth/two-factor/verify-passkey': [passkeyAnswer],
    'POST /api/v1/me/email': [{ newEmail: 'moved.address@example.com' }],
    'POST /api/v1/email-verification/confirm': [{ token: 'not-a-real-token' }],
    'POST /api/v1/email-change/confirm': [{ token: 'not-a-real-token' }],
    'POST /api/v1/me/password': [
      { currentPassword: 'not the current one', newPassword: 'a brand new passphrase' },
    ],
    'POST /api/auth/two-factor/enable': [{ password: person.user.password }],
    'POST /api/auth/two-factor/verify-totp': [{ code: '123456', trustDevice: true }],
    'POST /api/auth/two-factor/verify-backup-code': [{ code: 'abcde-12345', trustDevice: false }],
    'POST /api/auth/two-factor/generate-backup-codes': [{ password: person.user.password }],
    'POST /api/auth/two-factor/disable': [{ password: twoFactorOff.user.password }],
    'PUT /api/v1/workspace/two-factor': [{ required: false }],
    'DELETE /api/v1/me': [{ confirmEmail: LEAVING }],
    'PATCH /api/v1/me/settings': [
      {
        emailNotifications: true,
        smsNotifications: false,
        phoneNotifications: false,
        pushNotifications: true,
      },
    ],
    'POST /api/v1/billing/checkout': [{ plan: 'starter', period: 'monthly' }],
    'POST /api/v1/monitors': monitorExamples,
    'POST /api/v1/monitors/bulk': [
      { action: 'pause', ids: [monitor.id] },
      { action: 'move', ids: [monitor.id], groupId: group.id },
    ],
    'POST /api/v1/monitor-groups': [newGroup],
    'PATCH /api/v1/monitor-groups/{id}': [{ name: 'Payments team' }],
    'POST /api/v1/monitors/bulk/alert-channels': [
      { ids: [monitor.id], channelIds: [channel.id], mode: 'add' },
    ],
    'POST /api/v1/me/test-alerts': [{ path: 'email' }],
    'PATCH /api/v1/monitors/{id}': [monitorChange],
    // A heartbeat waits for pings: there is nothing to run, whatever the body.
    'POST /api/v1/checks/run': monitorExamples.filter((m) => m.type !== 'heartbeat'),
    'POST /api/v1/channels': Object.entries(channelConfigs).map(([kind, config]) => ({
      kind,
      name: `Alerts by ${kind}`,
      config,
    })),
    'PATCH /api/v1/channels/{id}': [
      { name: 'On call', enabled: true, isDefault: false, config: channelConfigs.email },
    ],
    'PUT /api/v1/monitors/{id}/alerts': [alertRules],
    'POST /api/v1/notifications/read': [{ ids: [crypto.randomUUID()] }],
    'POST /api/v1/contact': [
      {
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        topic: 'support',
        message: 'Hello, a question about monitors.',
      },
    ],
    'POST /api/v1/maintenance-windows': windowExamples(monitor.id),
    'POST /api/v1/config/apply': [
      {
        source:
          'version: 1\nmonitors:\n  - key: shop\n    type: http\n    name: Shop\n    url: https://shop.example/\n',
        dryRun: true,
      },
    ],
    'POST /api/v1/config/import': [
      {
        source: 'uptimerobot-csv',
        content: Buffer.from(
          'Friendly Name,URL,Type,Interval\nShop,https://shop.example/,HTTP,300\n',
        ).toString('base64'),
        dryRun: true,
      },
    ],
    'PUT /api/v1/maintenance-windows/{id}': windowExamples(monitor.id),
    'POST /api/v1/api-keys': [apiKeyExample],
    'POST /api/v1/status-pages': [statusPageExample],
    'PUT /api/v1/status-pages/{id}': [
      {
        ...statusPageExample,
        slug: `page-${crypto.randomUUID()}`,
        customDomain: 'status.shop.example',
      },
    ],
    'PUT /api/v1/status-pages/{id}/layout': [
      {
        components: [{ monitorId: monitor.id, publicName: 'Shop', description: 'The web shop' }],
        sections: [
          {
            name: 'Jobs',
            components: [
              {
                monitorId: heartbeat.id,
                publicName: 'Backups',
                delaySeconds: 300,
                showResponseTime: true,
              },
            ],
          },
        ],
      },
    ],
    'PUT /api/v1/status-pages/{id}/password': [{ password: 'visitors only' }, { password: null }],
    'POST /api/v1/status-pages/{id}/posts': [postExample, maintenanceExample],
    'POST /api/v1/status-pages/{id}/posts/from-incident': [{ incidentId }],
    'PATCH /api/v1/status-pages/{id}/posts/{postId}': [
      { title: 'Checkout slow for some', impact: 'major', componentIds: [] },
    ],
    'POST /api/v1/status-pages/{id}/posts/{postId}/updates': [
      { status: 'monitoring', body: 'Payments _recover_.' },
    ],
    'POST /api/v1/status-pages/{id}/subscribers/import': [
      { csv: 'email,components\r\nreader@example.com,Shop\r\n' },
    ],
    'POST /api/v1/push/subscriptions': [subscription],
    'DELETE /api/v1/push/subscriptions': [{ endpoint: subscription.endpoint }],
    'POST /api/billing/webhook': [
      { id: 'evt_hostile', object: 'event', type: 'invoice.created', data: { object: {} } },
    ],
    'POST /api/alerts/voice/{token}': [{ Digits: '1', To: '+14155550123' }],
    'POST /api/v1/workspaces': [{ name: 'Operations' }],
    'PUT /api/v1/me/workspace': [{ workspaceId: switcherMe.workspace.id }],
    'PATCH /api/v1/workspace': [{ name: 'Shop team' }],
    'DELETE /api/v1/workspace': [{ confirmName: DOOMED }],
    'POST /api/v1/workspace/transfer': [{ userId: heir.id }],
    'PATCH /api/v1/members/{userId}': [{ role: 'owner' }],
    'POST /api/v1/invitations': [{ email: INVITEE, role: 'member' }],
    'POST /api/v1/invitations/accept': [{ token: accepted.token }],
  };
  const signUpEmail = (examples['POST /api/auth/sign-up/email']![0] as { email: string }).email;
  const newGroupPayload = JSON.stringify(newGroup);

  return {
    cookie,
    key: (op: Operation) => `${op.method} ${op.path}`,
    cookieFor(op: Operation) {
      if (op.path === '/api/auth/sign-out') return signOut.cookie;
      if (op.path === '/api/auth/two-factor/disable') return twoFactorOff.cookie;
      if (op.method === 'DELETE' && op.path === '/api/v1/me') return departing?.cookie;
      const team = teamCookies[`${op.method} ${op.path}`];
      if (team) return team;
      return op.signedIn ? cookie : undefined;
    },
    examples(op: Operation): unknown[] {
      return examples[this.key(op)] ?? [undefined];
    },
    async pathParams(op: Operation): Promise<Record<string, string>> {
      if (op.method === 'DELETE' && op.path === '/api/v1/me') departing ??= await signUp();
      if (op.path.startsWith('/api/invitations/')) return { token: previewed.token };
      if (op.path.includes('{key}')) return { key: badgeKey };
      if (op.path.includes('{token}'))
        return { token: op.path.startsWith('/api/push/') ? pushToken : ackToken };
      // No photo is stored under this hash: the route answers 404, in the API's shape.
      if (op.path.startsWith('/api/v1/avatars/'))
        return { userId: me2.profile.id, hash: 'f'.repeat(64) };
      if (op.path.startsWith('/api/v1/status-logos/'))
        return { pageId: statusPage.id, hash: 'f'.repeat(64) };
      // The signed-in person stays owner of their own workspace; DELETE removes a member.
      if (op.path.includes('{userId}')) {
        if (op.method !== 'DELETE') return { userId: me2.profile.id };
        victim.members ??= await victims.members!();
        return { userId: victim.members };
      }
      if (op.path.includes('{postId}')) {
        if (op.method !== 'DELETE') return { id: statusPage.id, postId: statusPost };
        victim['status-pages/posts'] ??= await newPost();
        return { id: statusPage.id, postId: victim['status-pages/posts'] };
      }
      // A subscriber of the page, imported for each request: a valid DELETE removes its own.
      if (op.path.includes('{subscriberId}'))
        return { id: statusPage.id, subscriberId: await newSubscriber() };
      // DELETE /api/v1/workspace has no id: the deleter acts in the workspace it removes.
      if (op.path === '/api/v1/workspace') return {};
      if (!op.path.includes('{id}')) return {};
      const kind = collection(op);
      if (op.method !== 'DELETE') return { id: ids[kind]! };
      victim[kind] ??= await victims[kind]!();
      return { id: victim[kind] };
    },
    /** After a DELETE went through: the next one gets an object of its own. */
    async renew(op: Operation) {
      if (op.path === '/api/v1/me') departing = undefined;
      if (op.path === '/api/v1/push/subscriptions')
        await call('POST', op.path, cookie, subscription);
      const kind = collection(op);
      if (victims[kind]) victim[kind] = await victims[kind]();
    },
    /** What the payload needs to be taken as valid: a new address, Stripe's signature. */
    prepare(op: Operation, payload: string): { payload: string; headers: Record<string, string> } {
      if (op.path === '/api/auth/sign-up/email')
        return { payload: payload.replaceAll(signUpEmail, newUser().email), headers: {} };
      if (op.method === 'DELETE' && op.path === '/api/v1/me' && departing)
        return { payload: payload.replaceAll(LEAVING, departing.user.email), headers: {} };
      // An address has one pending invitation: each valid request invites a new one.
      if (op.path === '/api/v1/invitations')
        return { payload: payload.replaceAll(INVITEE, newUser().email), headers: {} };
      // A workspace has one group of a name: each valid request names a new one.
      // A slug is unique on the instance: each valid request names a new page.
      if (op.method === 'POST' && op.path === '/api/v1/status-pages')
        return {
          payload: payload.replaceAll(STATUS_SLUG, `page-${crypto.randomUUID()}`),
          headers: {},
        };
      if (op.path === '/api/v1/monitor-groups' && payload === newGroupPayload)
        return { payload: JSON.stringify({ name: `Search ${crypto.randomUUID()}` }), headers: {} };
      if (op.path === '/api/billing/webhook') {
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
        });
        return { payload, headers: { 'stripe-signature': signature } };
      }
      return { payload, headers: {} };
    },
  };
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;
export { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET };
