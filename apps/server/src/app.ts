import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { apiErrorSchema, keyRefusal, openApiEndpoints } from '@tocsin/contract';
import Fastify from 'fastify';
import { z } from 'zod';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler.js';
import { incidentDeliveries } from './modules/alerts/delivery-log.js';
import { deliveryRoutes } from './modules/alerts/delivery-routes.js';
import { linkRoutes } from './modules/alerts/link-routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { apiKeyRoutes } from './modules/api-keys/routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { sessionFinder, sessionStands } from './modules/auth/find-session.js';
import { authRoutes } from './modules/auth/routes.js';
import { badgePublicRoutes } from './modules/badges/public-routes.js';
import { badgeRoutes } from './modules/badges/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { channelRoutes } from './modules/channels/routes.js';
import { checkRoutes } from './modules/checks/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { heartbeatRoutes } from './modules/heartbeats/routes.js';
import { inboxRoutes } from './modules/inbox/routes.js';
import { markIncidentRead } from './modules/inbox/service.js';
import { incidentRoutes } from './modules/incidents/routes.js';
import { instanceHealthRoutes } from './modules/instance-health/routes.js';
import { configRoutes } from './modules/config/routes.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { maintenanceRoutes } from './modules/maintenance/routes.js';
import { statusPageRoutes } from './modules/status-pages/routes.js';
import { subscriberRoutes } from './modules/status-pages/subscriber-routes.js';
import { meRoutes } from './modules/me/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { passkeyRoutes } from './modules/account/passkey-routes.js';
import { avatarRoutes } from './modules/account/avatar-routes.js';
import { accountEmailRoutes } from './modules/account/email-routes.js';
import { securityRoutes } from './modules/account/security-routes.js';
import { twoFactorRoutes } from './modules/account/two-factor-routes.js';
import { accountDataRoutes } from './modules/account/data-routes.js';
import { groupRoutes } from './modules/monitors/group-routes.js';
import { monitorRoutes } from './modules/monitors/routes.js';
import { regionRoutes } from './modules/probes/routes.js';
import { pushRoutes } from './modules/push/routes.js';
import { statusSiteRoutes } from './modules/status-site/routes.js';
import { subscribeRoutes } from './modules/status-site/subscribe-routes.js';
import { invitationRoutes } from './modules/workspaces/invitation-routes.js';
import { personalWorkspaceName, resolveWorkspace } from './modules/workspaces/service.js';
import { workspaceRoutes } from './modules/workspaces/workspace-routes.js';
import { API_KEY_RATE_LIMIT, sessionAuth } from './plugins/session.js';
import { apiKeyStands, findApiKey } from './modules/api-keys/lookup.js';
import { lookupPrefix } from './modules/api-keys/secret.js';
import type { Services } from './services.js';
import { route } from './plugins/endpoint.js';
import { healthRoutes } from './plugins/health.js';
import { noStore } from './plugins/no-store.js';
import { sameOrigin } from './plugins/same-origin.js';
import { storableInput } from './plugins/storable-input.js';
import { siteRoutes } from './plugins/site.js';
import { loadWebBuild, webApp } from './plugins/web.js';

/** The OpenAPI security schemes of routes that need a caller. */
const SESSION_SCHEME = 'session';
const API_KEY_SCHEME = 'apiKey';

/** Better Auth's session cookie; it takes the `__Secure-` prefix when the instance is on https. */
function sessionCookieName(publicUrl: string) {
  return `${publicUrl.startsWith('https:') ? '__Secure-' : ''}better-auth.session_token`;
}

const apiDescription = `Uptime monitoring and alerting. The API lives under \`/api/v1\` on this instance and speaks JSON.

**Authentication.** Routes with a lock need a caller. A script sends an API key of the workspace (Settings → API keys) as \`Authorization: Bearer tocsin_...\`: the key reaches the routes its scope allows (read-only or read-write, optionally only monitors or incidents), never the account routes or billing changes, at most ${API_KEY_RATE_LIMIT.max} requests a minute per key (\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` headers on each answer). A person signs in with \`POST /api/auth/sign-in/email\` and sends back the session cookie it sets; a browser on this site does that by itself. \`POST /api/auth/sign-out\` ends the session. Every caller acts in one workspace (a key in its own; a person in the one they chose) with a role: owner, admin, member or viewer; a route beyond the caller's role or key scope answers \`forbidden\` (403).

**Origin.** A request that changes something (POST, PUT, PATCH, DELETE) with a session cookie must carry this instance's \`Origin\` header, as browsers send it; a request with an API key and no cookie needs none. Without it, or from another site, it is refused with \`invalid-origin\` (403). Heartbeat push URLs and provider callbacks, whose URL or signature is the credential, take requests without one. Bodies are JSON; anything else is \`unsupported-media-type\` (415).

**Errors** answer \`{ "code", "message" }\` with a stable code, plus \`issues\` listing the fields at fault when the input is invalid: \`validation-failed\` (400), \`unauthenticated\` (401), \`forbidden\` (403; beyond the caller's role or key scope, or a provider's callback whose signature does not verify), \`not-found\` (404; also for objects of another workspace), \`too-many-requests\` (429), \`internal\` (500). Text holding a NUL character or an unpaired surrogate is refused with \`validation-failed\`, naming where it is. Sign-up, sign-in and password reset add \`invalid-credential\`, \`invalid-email\`, \`user-disabled\`, \`email-already-in-use\`, \`weak-password\`, \`password-too-common\`, \`password-too-long\`, \`terms-not-accepted\`, \`invalid-token\` and \`operation-not-allowed\`.

**Rate limits** apply to API keys (above), the auth routes, the contact form, the status endpoint, running a check now and heartbeat pings: over the limit the answer is 429 with a \`Retry-After\` header. Sign-in is also limited per account: after 5 attempts in an hour that did not succeed, the account waits 30 seconds, doubling up to 15 minutes.`;

const apiTags = [
  { name: 'auth', description: 'Sign up, sign in and reset a password; sign-in sets the cookie.' },
  { name: 'me', description: 'The signed-in user, their settings and workspace.' },
  {
    name: 'account',
    description:
      'The signed-in person’s own account: photo, email, password, sessions, two-factor authentication, passkeys, export and deletion (sessions only, no API key).',
  },
  { name: 'team', description: 'Workspaces, their members and invitations by email.' },
  {
    name: 'api-keys',
    description: "The workspace's API keys: create, list and revoke them (admins, signed in).",
  },
  { name: 'monitors', description: 'Monitors, their checks, uptime, latency and alert rules.' },
  { name: 'groups', description: 'Groups (folders) that file monitors by service or team.' },
  { name: 'checks', description: 'Run a check once, without saving a monitor.' },
  { name: 'incidents', description: 'Incidents across every monitor; acknowledging one.' },
  {
    name: 'analytics',
    description: 'Uptime, downtime, incidents and response times of every monitor over a range.',
  },
  { name: 'maintenance', description: 'Windows during which checks go on but alerts wait.' },
  {
    name: 'config',
    description:
      'The workspace as a configuration document (YAML or JSON) to keep in Git, and its JSON Schema.',
  },
  {
    name: 'status-pages',
    description:
      "The workspace's public status pages: settings, layout of components, logo, password and custom domain.",
  },
  { name: 'channels', description: 'Where alerts go (email, SMS, chat, webhooks) and deliveries.' },
  { name: 'notifications', description: "The in-app inbox behind the header's bell." },
  { name: 'push', description: 'Web Push subscriptions of browsers.' },
  {
    name: 'heartbeats',
    description: "The push URL a heartbeat monitor's job calls: the token is the credential.",
  },
  { name: 'events', description: 'Live updates for the dashboard as server-sent events.' },
  { name: 'contact', description: 'The public contact form.' },
  {
    name: 'billing',
    description: 'The plan, its limits and usage; Stripe Checkout, the Customer Portal, invoices.',
  },
  {
    name: 'status',
    description: "This instance's own health, as the public status page shows it.",
  },
  {
    name: 'badges',
    description:
      'SVG badges and an embeddable widget of a monitor or status page, behind a public key; making and revoking the key.',
  },
  {
    name: 'metrics',
    description:
      'Prometheus metrics of the monitors, and with the instance token of the process itself.',
  },
  { name: 'health', description: 'Liveness and readiness probes for load balancers.' },
  { name: 'audit', description: 'Who changed what in the workspace, and when; CSV export.' },
];

/** The error body every JSON route may answer with, as the error handler sends it. */
const errorAnswer = apiErrorSchema.describe(
  'An error: a stable `code`, a `message`, and the fields at fault (`issues`) when the input is invalid.',
);
/** Schemas the document names once, under components, and refers to from each operation. */
const namedSchemas = z.registry<{ id: string }>();
namedSchemas.add(errorAnswer, { id: 'ApiError' });
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: namedSchemas });

/** Documents the error answer beside a route's own answers, so typed clients know its shape. */
function withErrorAnswer<T extends { schema: { response?: unknown } }>(input: T): T {
  const response = input.schema.response;
  if (!response || typeof response !== 'object') return input;
  return { ...input, schema: { ...input.schema, response: { ...response, default: errorAnswer } } };
}

/**
 * Builds the HTTP app over the services (services.ts); no listening, no side effects. `tocsin
 * serve` and the tests build it the same way.
 */
export async function buildApp(services: Services) {
  const { config, bus, database, db, mailer, logger, auth, throttle, alerting } = services;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
    // A status page's own domain answers with that page (modules/status-site).
    rewriteUrl: (req) => services.statusSite.rewriteUrl(req),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // JSON routes take JSON only: a text/plain body is what a cross-site form or simple request
  // sends. The routes that take forms (the acknowledge page, Twilio) parse them in their scope.
  app.removeContentTypeParser('text/plain');
  sameOrigin(app, { publicUrl: config.publicUrl });
  storableInput(app);
  noStore(app);

  const web = await loadWebBuild(config.webDir);
  if (!web) app.log.warn({ webDir: config.webDir }, 'web app is not built; serving the API only');

  // Tier 1: HTTP concerns.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(web?.scriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    // The same answer as the CSP's frame-ancestors 'none', for browsers that only know this one.
    xFrameOptions: { action: 'deny' },
    // No address leaves for other sites, and Tocsin's own pages name themselves in the Origin of
    // their forms and requests (under no-referrer a browser posts a form with `Origin: null`).
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'too-many-requests',
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tocsin API', version: '1.0.0', description: apiDescription },
      servers: [{ url: config.publicUrl }],
      tags: apiTags,
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config.publicUrl),
            description:
              'The session cookie set by `POST /api/auth/sign-in/email` (HttpOnly: a browser sends it by itself).',
          },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: `An API key of the workspace (Settings → API keys), sent as \`Authorization: Bearer tocsin_...\`. A key reaches what its scope allows and no more than its creator's current role in the workspace (none once they left it), at most ${API_KEY_RATE_LIMIT.max} requests a minute, and never the account or billing changes.`,
          },
        },
      },
    },
    transformObject: (input) => {
      const document = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas })(input);
      // Named schemas come as an input and an output version; the error is only ever an answer.
      if ('components' in document) delete document.components?.schemas?.ApiErrorInput;
      return document;
    },
    // The lock shown on an operation comes from the same `config.auth` and `config.access` the
    // session hook enforces: a key is offered where some key scope may use the route.
    transform: (input) => {
      const result = jsonSchemaTransform(withErrorAnswer(input));
      const { auth: mode, access } = input.route.config ?? {};
      if (mode !== 'session' && mode !== 'optional-session') return result;
      const keys = access && !keyRefusal({ access: 'write', areas: [] }, access);
      // An optional session is the session or nothing ({}), as OpenAPI says it.
      const security: Record<string, string[]>[] = [
        { [SESSION_SCHEME]: [] },
        ...(keys ? [{ [API_KEY_SCHEME]: [] }] : []),
        ...(mode === 'optional-session' ? [{}] : []),
      ];
      // `x-permission` names the permission of access.ts the caller's role or key must hold.
      return { ...result, schema: { ...result.schema, security, 'x-permission': access } };
    },
  });

  // Tier 2: who is asking.
  const countKeyRequest = app.createRateLimit({
    max: config.apiKeyRateLimit,
    timeWindow: API_KEY_RATE_LIMIT.timeWindowMs,
    // Called once the key checked out: its lookup prefix names it.
    keyGenerator: (request) =>
      `api-key:${lookupPrefix((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''))}`,
  });
  await app.register(sessionAuth, {
    findSession: sessionFinder(auth),
    workspaceOf: (user) => resolveWorkspace(db, user.id, personalWorkspaceName(null, user.email)),
    findApiKey: (secret, ip) => findApiKey(db, secret, ip),
    instanceTokens: config.metricsToken ? { 'metrics.read': config.metricsToken } : {},
    countKeyRequest: async (request) => {
      const count = await countKeyRequest(request);
      // Only an allow list (none here) lets a request through uncounted.
      if (count.isAllowed) return { isExceeded: false, max: 0, remaining: 0, ttlInSeconds: 0 };
      return count;
    },
  });

  // Tier 3: routes.
  healthRoutes(app, { database });
  authRoutes(app, { auth, db, publicUrl: config.publicUrl, throttle });
  meRoutes(app, { db });
  accountRoutes(app, { db });
  passkeyRoutes(app, { db, mailer, publicUrl: config.publicUrl });
  avatarRoutes(app, { db });
  accountEmailRoutes(app, {
    db,
    auth,
    mailer,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
  });
  securityRoutes(app, { auth, db, bus, mailer, throttle, publicUrl: config.publicUrl });
  twoFactorRoutes(app, { db, auth, mailer, publicUrl: config.publicUrl });
  workspaceRoutes(app, { db, bus, plan: services.plan });
  invitationRoutes(app, { db, mailer, publicUrl: config.publicUrl, plan: services.plan });
  apiKeyRoutes(app, { db });
  billingRoutes(app, { billing: services.billing });
  monitorRoutes(app, {
    db,
    bus,
    publicUrl: config.publicUrl,
    assertTargetAllowed: services.assertTargetAllowed,
    assertTypeAvailable: services.checkTypes.assertAvailable,
    unsaved: services.sink.unsaved,
    plan: services.plan,
  });
  groupRoutes(app, { db, bus });
  checkRoutes(app, {
    resolve: services.resolveTarget,
    assertTargetAllowed: services.assertTargetAllowed,
    checkTypes: services.checkTypes,
  });
  regionRoutes(app, { regions: services.regional ? () => services.regional!.regions() : null });
  analyticsRoutes(app, { db, unsaved: services.sink.unsaved });
  const channels = {
    db,
    secrets: alerting.secrets,
    providers: config.alerts,
    guard: services.resolveTarget,
    plan: services.plan,
  };
  channelRoutes(app, channels);
  accountDataRoutes(app, {
    db,
    bus,
    mailer,
    channels,
    log: app.log,
    publicUrl: config.publicUrl,
    cancelSubscription: services.billing.cancelNow,
    sessionCookie: sessionCookieName(config.publicUrl),
  });
  deliveryRoutes(app, {
    ...channels,
    publicUrl: config.publicUrl,
    ack: alerting.ack,
    wake: () => alerting.dispatcher.wake(),
  });
  alertRoutes(app, { db });
  incidentRoutes(app, {
    db,
    bus,
    deliveriesOf: (id) => incidentDeliveries(db, id),
    seen: (userId, incidentId) => markIncidentRead(db, userId, incidentId),
  });
  linkRoutes(app, { db, bus, alerting });
  inboxRoutes(app, { db });
  contactRoutes(app, { db, mailer, supportEmail: config.supportEmail });
  instanceHealthRoutes(app, { status: services.instanceHealth });
  metricsRoutes(app, { metrics: services.metrics });
  maintenanceRoutes(app, { db });
  configRoutes(app, {
    db,
    bus,
    monitors: {
      assertTargetAllowed: services.assertTargetAllowed,
      assertTypeAvailable: services.checkTypes.assertAvailable,
      plan: services.plan,
    },
    channels,
    fileLimits: services.fileLimits,
  });
  statusPageRoutes(app, {
    db,
    bus,
    plan: services.plan,
    publicUrl: config.publicUrl,
    dnsServers: config.dnsServers,
  });
  subscriberRoutes(app, {
    subscriptions: services.subscriptions,
    fileLimits: services.fileLimits,
  });
  auditRoutes(app, {
    db,
    retentionDays: async (id) => (await services.plan(db, id)).limits.auditRetentionDays,
  });
  pushRoutes(app, { db, publicKey: config.alerts.vapid.publicKey, guard: services.resolveTarget });
  heartbeatRoutes(app, { db, bus });
  badgeRoutes(app, { db, publicUrl: config.publicUrl });
  await badgePublicRoutes(app, { db, unsaved: services.sink.unsaved, publicUrl: config.publicUrl });
  eventRoutes(app, {
    bus,
    stands: (caller) =>
      caller.key ? apiKeyStands(db, caller.key.id) : sessionStands(db, caller.sessionId ?? ''),
    recheckMs: services.liveStreamRecheckMs,
  });
  route(app, openApiEndpoints.document, () => ({ ...app.swagger() }), { schema: { hide: true } });
  statusSiteRoutes(app, { site: services.statusSite, own: services.ownStatusPage });
  subscribeRoutes(app, {
    site: services.statusSite,
    subscriptions: services.subscriptions,
    vapidPublicKey: config.alerts.vapid.publicKey,
  });
  siteRoutes(app, { publicUrl: config.publicUrl });
  await webApp(app, { build: web, sessionCookie: sessionCookieName(config.publicUrl) });

  return app;
}
