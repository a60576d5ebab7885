import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler.js';
import type { EventBus } from './lib/event-bus.js';
import type { Mailer } from './lib/mailer.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { createAlerting, type Alerting } from './modules/alerts/alerting.js';
import { maintenanceRoutes } from './modules/maintenance/routes.js';
import { pushRoutes } from './modules/push/routes.js';
import { linkRoutes } from './modules/alerts/link-routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { deliveryRoutes } from './modules/alerts/delivery-routes.js';
import { incidentDeliveries } from './modules/alerts/delivery-log.js';
import { incidentRoutes } from './modules/incidents/routes.js';
import { createAuth } from './modules/auth/auth.js';
import { channelRoutes } from './modules/channels/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { inboxRoutes } from './modules/inbox/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.js';
import { sessionAuth } from './plugins/session.js';
import { sessionFinder } from './modules/auth/find-session.js';
import { personalWorkspaceName, resolveWorkspace } from './modules/workspaces/service.js';
import { meRoutes } from './modules/me/routes.js';
import { probeCheckTypes, type CheckTypes } from './modules/checks/availability.js';
import { checkRoutes } from './modules/checks/routes.js';
import { createTargetResolver } from './lib/network/target-guard.js';
import { eventRoutes } from './modules/events/routes.js';
import { heartbeatRoutes } from './modules/heartbeats/routes.js';
import type { UnsavedMinutes } from './modules/results/minute.js';
import { monitorRoutes } from './modules/monitors/routes.js';
import { createTargetPolicy } from './modules/monitors/target-policy.js';
import { instanceHealthRoutes } from './modules/instance-health/routes.js';
import {
  createInstanceHealthService,
  type InstanceHealthService,
} from './modules/instance-health/service.js';
import { billingRoutes } from './modules/billing/routes.js';
import { createBilling, type Billing } from './modules/billing/service.js';
import { planLookup } from './modules/plans/limits.js';
import { healthRoutes } from './plugins/health.js';
import { noStore } from './plugins/no-store.js';
import { sameOrigin } from './plugins/same-origin.js';
import { storableInput } from './plugins/storable-input.js';
import { siteRoutes } from './plugins/site.js';
import { loadWebBuild, webApp } from './plugins/web.js';

export interface AppDeps {
  config: Config;
  bus: EventBus;
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The engine's checks not stored yet; without an engine, summaries read the database only. */
  unsaved?: UnsavedMinutes;
  /** Alerting's parts; built here (and not started) when the caller has none. */
  alerting?: Alerting;
  /** The status page's measurements; built here from the database alone when the caller has none. */
  status?: InstanceHealthService;
  /** Plans and payment; built here when the caller has none. */
  billing?: Billing;
  /** Which check types this server can run; probed here (without waiting) when the caller has none. */
  checkTypes?: CheckTypes;
}

/** The OpenAPI security scheme of routes that need a signed-in session. */
const SESSION_SCHEME = 'session';

/** Better Auth's session cookie; it takes the `__Secure-` prefix when the instance is on https. */
function sessionCookieName(publicUrl: string) {
  return `${publicUrl.startsWith('https:') ? '__Secure-' : ''}better-auth.session_token`;
}

const apiDescription = `Uptime monitoring and alerting. The API lives under \`/api/v1\` on this instance and speaks JSON.

**Authentication.** Routes with a lock need a signed-in session: sign in with \`POST /api/auth/sign-in/email\` and send back the session cookie it sets. A browser on this site does that by itself; from a script, keep a cookie jar. There are no API keys yet. \`POST /api/auth/sign-out\` ends the session.

**Origin.** A request that changes something (POST, PUT, PATCH, DELETE) must carry this instance's \`Origin\` header, as browsers send it; from a script, add it with this instance's address (the server this document names). Without it, or from another site, it is refused with \`invalid-origin\` (403). Heartbeat push URLs and provider callbacks, whose URL or signature is the credential, take requests without one. Bodies are JSON; anything else is \`unsupported-media-type\` (415).

**Errors** answer \`{ "code", "message" }\` with a stable code, plus \`issues\` listing the fields at fault when the input is invalid: \`validation-failed\` (400), \`unauthenticated\` (401), \`forbidden\` (403; a provider's callback whose signature does not verify), \`not-found\` (404; also for objects of another workspace), \`too-many-requests\` (429), \`internal\` (500). Text holding a NUL character or an unpaired surrogate is refused with \`validation-failed\`, naming where it is. Sign-up, sign-in and password reset add \`invalid-credential\`, \`invalid-email\`, \`user-disabled\`, \`email-already-in-use\`, \`weak-password\`, \`password-too-common\`, \`password-too-long\`, \`terms-not-accepted\`, \`invalid-token\` and \`operation-not-allowed\`.

**Rate limits** apply to the auth routes, the contact form, the status endpoint, running a check now and heartbeat pings: over the limit the answer is 429 with a \`Retry-After\` header. Sign-in is also limited per account: after 5 attempts in an hour that did not succeed, the account waits 30 seconds, doubling up to 15 minutes.`;

const apiTags = [
  { name: 'auth', description: 'Sign up, sign in and reset a password; sign-in sets the cookie.' },
  { name: 'me', description: 'The signed-in user, their settings and workspace.' },
  { name: 'monitors', description: 'Monitors, their checks, uptime, latency and alert rules.' },
  { name: 'checks', description: 'Run a check once, without saving a monitor.' },
  { name: 'incidents', description: 'Incidents across every monitor; acknowledging one.' },
  {
    name: 'analytics',
    description: 'Uptime, downtime, incidents and response times of every monitor over a range.',
  },
  { name: 'maintenance', description: 'Windows during which checks go on but alerts wait.' },
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
  { name: 'health', description: 'Liveness and readiness probes for load balancers.' },
];

/** Builds the whole HTTP app from its parts; no listening, no side effects (tests build it too). */
export async function buildApp(deps: AppDeps) {
  const { config, bus, database, mailer, logger, unsaved } = deps;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
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
        },
      },
    },
    // The lock shown on an operation comes from the same `config.auth` the session hook enforces.
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const mode = input.route.config?.auth;
      if (mode !== 'session' && mode !== 'optional-session') return result;
      // An optional session is the session or nothing ({}), as OpenAPI says it.
      const security: Record<string, string[]>[] = [
        { [SESSION_SCHEME]: [] },
        ...(mode === 'optional-session' ? [{}] : []),
      ];
      return { ...result, schema: { ...result.schema, security } };
    },
  });

  // Tier 2: the application's services.
  const throttle = createSignInThrottle({ db: database.db, secret: config.authSecret });
  const auth = createAuth({ config, db: database.db, mailer, log: logger, throttle });
  await app.register(sessionAuth, {
    findSession: sessionFinder(auth),
    workspaceOf: (user) =>
      resolveWorkspace(database.db, user.id, personalWorkspaceName(null, user.email)),
  });

  // Tier 3: routes.
  healthRoutes(app, { database });
  authRoutes(app, { auth, publicUrl: config.publicUrl, throttle });
  meRoutes(app, { db: database.db });
  const billing =
    deps.billing ??
    createBilling({
      db: database.db,
      bus,
      settings: config.billing,
      publicUrl: config.publicUrl,
      log: logger,
    });
  billingRoutes(app, { billing });
  const plan = planLookup(config.billing);
  const resolveTarget = createTargetResolver({ allowPrivate: config.allowPrivateTargets });
  const assertTargetAllowed = createTargetPolicy(resolveTarget);
  const checkTypes = deps.checkTypes ?? probeCheckTypes({ log: logger });
  monitorRoutes(app, {
    db: database.db,
    bus,
    publicUrl: config.publicUrl,
    assertTargetAllowed,
    assertTypeAvailable: checkTypes.assertAvailable,
    unsaved,
    plan,
  });
  checkRoutes(app, { resolve: resolveTarget, assertTargetAllowed, checkTypes });
  analyticsRoutes(app, { db: database.db, unsaved });
  const db = database.db;
  const alerting =
    deps.alerting ?? createAlerting({ config, db, bus, mailer, log: logger, guard: resolveTarget });
  const channels = {
    db,
    secrets: alerting.secrets,
    providers: config.alerts,
    guard: resolveTarget,
    plan,
  };
  channelRoutes(app, channels);
  deliveryRoutes(app, {
    ...channels,
    publicUrl: config.publicUrl,
    ack: alerting.ack,
    wake: () => alerting.dispatcher.wake(),
  });
  alertRoutes(app, { db });
  incidentRoutes(app, { db, bus, deliveriesOf: (id) => incidentDeliveries(db, id) });
  linkRoutes(app, { db, bus, alerting });
  inboxRoutes(app, { db });
  contactRoutes(app, { db, mailer, supportEmail: config.supportEmail });
  instanceHealthRoutes(app, { status: deps.status ?? createInstanceHealthService({ database }) });
  maintenanceRoutes(app, { db });
  pushRoutes(app, { db, publicKey: config.alerts.vapid.publicKey, guard: resolveTarget });
  heartbeatRoutes(app, { db: database.db, bus });
  eventRoutes(app, { bus });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { auth: 'public' } }, () =>
    app.swagger(),
  );
  siteRoutes(app, { publicUrl: config.publicUrl });
  await webApp(app, { build: web, sessionCookie: sessionCookieName(config.publicUrl) });

  return app;
}
