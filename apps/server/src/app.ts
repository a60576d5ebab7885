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
import { registerErrorHandler } from './lib/error-handler.js';
import type { EventBus } from './lib/event-bus.js';
import type { Mailer } from './lib/mailer.js';
import { createAlerting, type Alerting } from './modules/alerts/alerting.js';
import { maintenanceRoutes } from './modules/alerts/maintenance-routes.js';
import { pushRoutes } from './modules/alerts/push-routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { createAuth } from './modules/auth/auth.js';
import { channelRoutes } from './modules/channels/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { inboxRoutes } from './modules/inbox/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { sessionAuth } from './modules/auth/session.js';
import { meRoutes } from './modules/me/routes.js';
import { checkRoutes } from './modules/checks/routes.js';
import { createTargetResolver } from './modules/checks/target-guard.js';
import { eventRoutes } from './modules/events/routes.js';
import { heartbeatRoutes } from './modules/heartbeats/routes.js';
import type { UnsavedMinutes } from './modules/history/minute.js';
import { monitorRoutes } from './modules/monitors/routes.js';
import { createTargetPolicy } from './modules/monitors/target-policy.js';
import { healthRoutes } from './plugins/health.js';
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
}

/** Builds the whole HTTP app from its parts; no listening, no side effects (tests build it too). */
export async function buildApp(deps: AppDeps) {
  const { config, bus, database, mailer, logger, unsaved } = deps;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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
      info: {
        title: 'Tocsin API',
        version: '1.0.0',
        description:
          'Uptime monitoring and alerting. Session routes use the cookie set by sign-in.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  // Tier 2: the application's services.
  const auth = createAuth({ config, db: database.db, mailer, log: logger });
  await app.register(sessionAuth, { auth, db: database.db });

  // Tier 3: routes.
  healthRoutes(app, { database });
  authRoutes(app, { auth, publicUrl: config.publicUrl });
  meRoutes(app, { db: database.db });
  const resolveTarget = createTargetResolver({ allowPrivate: config.allowPrivateTargets });
  const assertTargetAllowed = createTargetPolicy(resolveTarget);
  monitorRoutes(app, {
    db: database.db,
    bus,
    publicUrl: config.publicUrl,
    assertTargetAllowed,
    unsaved,
  });
  checkRoutes(app, { resolve: resolveTarget, assertTargetAllowed });
  const db = database.db;
  const alerting =
    deps.alerting ?? createAlerting({ config, db, bus, mailer, log: logger, guard: resolveTarget });
  channelRoutes(app, {
    db,
    secrets: alerting.secrets,
    providers: config.alerts,
    guard: resolveTarget,
    alerting,
  });
  alertRoutes(app, { db, bus, publicUrl: config.publicUrl, alerting });
  inboxRoutes(app, { db });
  contactRoutes(app, { db, mailer, supportEmail: config.supportEmail });
  maintenanceRoutes(app, { db });
  pushRoutes(app, { db, publicKey: config.alerts.vapid.publicKey, guard: resolveTarget });
  heartbeatRoutes(app, { db: database.db, bus });
  eventRoutes(app, { bus });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { auth: 'public' } }, () =>
    app.swagger(),
  );
  siteRoutes(app, { publicUrl: config.publicUrl });
  await webApp(app, { build: web });

  return app;
}
