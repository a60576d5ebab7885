import {
  pushSubscribeInput,
  pushUnsubscribeInput,
  subscribeForm,
  subscriberEmailSchema,
  webhookUrlSchema,
} from '@tocsin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, NotFoundError } from '../../lib/errors.js';
import {
  unsubscribeUrl,
  addPushSubscription,
  addWebhookSubscription,
  confirmSubscription,
  pageComponents,
  removePushSubscription,
  requestEmailSubscription,
  unsubscribe,
  type SubscriptionDeps,
} from '../subscribers/index.js';
import type { Document } from './layout.js';
import { renderNotFound, renderTooMany } from './other-views.js';
import { serviceWorkerScript, subscribeScript } from './push-scripts.js';
import type { Address, StatusSite } from './site.js';
import { contentSecurityPolicy } from './styles.js';
import { followableComponents } from './subscribe-data.js';
import {
  renderLinkButton,
  renderNote,
  renderSubscribeForm,
  renderWebhookAdded,
  type SubscribeFormState,
} from './subscribe-views.js';

/** Subscribe attempts per visitor address: a person needs a few, a script filling lists more. */
export const SUBSCRIBE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
const LINK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** The form and its scripts read the database (they are not in the render cache). */
const VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

const slugParams = z.object({ slug: z.string().max(200) });
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const tokenBody = z
  .object({ token: z.string().max(200).optional() })
  .passthrough()
  .optional();

/** The subscribe page runs its one script from this origin; every other answer runs none. */
const scriptPolicy = (doc: Document) =>
  `${contentSecurityPolicy(doc.style)}; script-src 'self'; worker-src 'self'; manifest-src 'self'`;

function sendDoc(reply: FastifyReply, doc: Document, status = 200, withScript = false) {
  return reply
    .status(status)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header(
      'content-security-policy',
      withScript ? scriptPolicy(doc) : contentSecurityPolicy(doc.style),
    )
    .type('text/html; charset=utf-8')
    .send(doc.html);
}

/** What a view needs of a request: the page's slug and the visitor's host and cookies. */
type Visitor = { params: { slug: string }; headers: FastifyRequest['headers'] };

/** Form fields as an object; a field given more than once (checkboxes) becomes a list. */
function parseForm(body: string) {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...[had].flat(), value];
  }
  return out;
}

/**
 * Subscribing to a status page: the form (`/s/<slug>/subscribe`, or the same at the page's
 * domain), email double opt-in, webhooks, browser push, and the confirm and unsubscribe links.
 * HTML answers in the page's style, no script but the subscribe page's own file.
 */
export function subscribeRoutes(
  app: FastifyInstance,
  deps: { site: StatusSite; subscriptions: SubscriptionDeps; vapidPublicKey: string },
) {
  const { site, subscriptions } = deps;
  const addressOf = (request: { headers: FastifyRequest['headers'] }, slug: string): Address => ({
    slug,
    domain:
      site.slugOfHost(request.headers.host) === slug
        ? request.headers.host!.replace(/:\d+$/, '').toLowerCase()
        : null,
  });
  const visit = async (request: Visitor) => {
    const found = await site.visit(addressOf(request, request.params.slug), request.headers.cookie);
    if (!found) throw new NotFoundError('No status page here');
    return found;
  };
  const target = (v: Awaited<ReturnType<typeof visit>>) => ({
    id: v.page.id,
    workspaceId: v.page.workspaceId,
    name: v.page.name,
    url: v.url,
  });
  const config = { auth: 'public' as const };
  const hide = { hide: true, params: slugParams };

  app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, next) => next(null, parseForm(body as string)),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 429) return sendDoc(reply, renderTooMany(), 429);
      if (error instanceof NotFoundError) return sendDoc(reply, renderNotFound(), 404);
      if (error.validation) return sendDoc(reply, renderNotFound(), 400);
      if (error instanceof AppError) return sendDoc(reply, renderNotFound(), 400);
      request.log.error({ err: error }, 'status page subscription failed');
      return sendDoc(reply, renderNotFound(), 500);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    const showForm = async (
      request: Visitor,
      reply: FastifyReply,
      state: SubscribeFormState = {},
      status = 200,
    ) => {
      const v = await visit(request);
      // A protected page lets only those who unlocked it subscribe: back to its password form.
      if (!v.unlocked)
        return reply.header('cache-control', 'no-store').redirect(v.base || '/', 303);
      const components = await followableComponents(subscriptions.db, v.page);
      const doc = renderSubscribeForm(v.page, v.base, components, deps.vapidPublicKey, state);
      return sendDoc(reply, doc, status, true);
    };

    r.get(
      '/s/:slug/subscribe',
      { schema: hide, config: { ...config, rateLimit: VIEW_RATE_LIMIT } },
      (request, reply) => showForm(request, reply),
    );

    const posted = { ...config, origin: 'same-host' as const, rateLimit: SUBSCRIBE_RATE_LIMIT };
    r.post(
      '/s/:slug/subscribe/email',
      { schema: { ...hide, body: subscribeForm }, config: posted },
      async (request, reply) => {
        const v = await visit(request);
        if (!v.unlocked) return reply.redirect(v.base || '/', 303);
        const form = request.body;
        const email = subscriberEmailSchema.safeParse(form.email);
        if (!email.success)
          return showForm(request, reply, { ...form, error: 'Enter a valid email address.' }, 400);
        let components: string[] | null;
        try {
          components = await pageComponents(
            subscriptions.db,
            target(v),
            form.scope === 'components' ? form.components : [],
          );
        } catch {
          return showForm(
            request,
            reply,
            { ...form, error: 'Choose components of this page.' },
            400,
          );
        }
        if (form.scope === 'components' && !components)
          return showForm(
            request,
            reply,
            { ...form, error: 'Choose at least one component.' },
            400,
          );
        await requestEmailSubscription(subscriptions, target(v), email.data, components);
        // The same answer whether the address was new, waiting or subscribed already.
        return sendDoc(
          reply,
          renderNote(
            v.page,
            v.base,
            'Check your inbox',
            `If ${email.data} is not subscribed yet, a link to confirm is on its way to it. Nothing is sent before it is confirmed.`,
          ),
        );
      },
    );

    r.post(
      '/s/:slug/subscribe/webhook',
      { schema: { ...hide, body: subscribeForm }, config: posted },
      async (request, reply) => {
        const v = await visit(request);
        if (!v.unlocked) return reply.redirect(v.base || '/', 303);
        const form = request.body;
        const url = webhookUrlSchema.safeParse(form.url);
        if (!url.success)
          return showForm(
            request,
            reply,
            { ...form, error: url.error.issues[0]?.message ?? 'Enter a webhook URL.' },
            400,
          );
        try {
          const components = await pageComponents(
            subscriptions.db,
            target(v),
            form.scope === 'components' ? form.components : [],
          );
          if (form.scope === 'components' && !components)
            return showForm(
              request,
              reply,
              { ...form, error: 'Choose at least one component.' },
              400,
            );
          const added = await addWebhookSubscription(
            subscriptions,
            target(v),
            url.data,
            components,
          );
          return sendDoc(
            reply,
            renderWebhookAdded(
              v.page,
              v.base,
              url.data,
              added.secret,
              unsubscribeUrl(v.url, added.unsubscribeToken),
            ),
          );
        } catch (error) {
          if (error instanceof AppError)
            return showForm(request, reply, { ...form, error: error.message }, 400);
          throw error;
        }
      },
    );

    const links = { ...config, origin: 'no-browser' as const, rateLimit: LINK_RATE_LIMIT };
    const tokenOf = (request: { query: { token?: string }; body?: { token?: string } }) =>
      request.query.token ?? request.body?.token ?? '';
    const badLink = (v: Awaited<ReturnType<typeof visit>>, reply: FastifyReply) =>
      sendDoc(
        reply,
        renderNote(
          v.page,
          v.base,
          'This link does not work',
          'It was used already, it is older than a few days, or it was copied incompletely. Subscribe again from the status page if you want its updates.',
        ),
        404,
      );

    // GET only shows a button: mail scanners open links, and must not confirm by doing so.
    r.get(
      '/s/:slug/subscribe/confirm',
      { schema: { ...hide, querystring: tokenQuery }, config: links },
      async (request, reply) => {
        const v = await visit(request);
        return sendDoc(
          reply,
          renderLinkButton(v.page, v.base, {
            title: 'Confirm your subscription',
            text: `Receive ${v.page.name}'s status updates by email.`,
            action: `${v.base}/subscribe/confirm`,
            token: request.query.token ?? '',
            button: 'Confirm subscription',
          }),
        );
      },
    );
    r.post(
      '/s/:slug/subscribe/confirm',
      { schema: { ...hide, querystring: tokenQuery, body: tokenBody }, config: links },
      async (request, reply) => {
        const v = await visit(request);
        const row = await confirmSubscription(subscriptions, v.page.id, tokenOf(request));
        if (!row) return badLink(v, reply);
        return sendDoc(
          reply,
          renderNote(
            v.page,
            v.base,
            'You are subscribed',
            `${row.address} receives ${v.page.name}'s status updates. Every mail has a link to unsubscribe.`,
          ),
        );
      },
    );

    r.get(
      '/s/:slug/unsubscribe',
      { schema: { ...hide, querystring: tokenQuery }, config: links },
      async (request, reply) => {
        const v = await visit(request);
        return sendDoc(
          reply,
          renderLinkButton(v.page, v.base, {
            title: 'Unsubscribe',
            text: `Stop receiving ${v.page.name}'s status updates.`,
            action: `${v.base}/unsubscribe`,
            token: request.query.token ?? '',
            button: 'Unsubscribe',
          }),
        );
      },
    );
    // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the link itself, with no
    // cookie and no Origin; the token in the link is the credential.
    r.post(
      '/s/:slug/unsubscribe',
      { schema: { ...hide, querystring: tokenQuery, body: tokenBody }, config: links },
      async (request, reply) => {
        const v = await visit(request);
        const kind = await unsubscribe(subscriptions, v.page.id, tokenOf(request));
        if (!kind) return badLink(v, reply);
        return sendDoc(
          reply,
          renderNote(
            v.page,
            v.base,
            'You are unsubscribed',
            `No more status updates of ${v.page.name} are sent there.`,
          ),
        );
      },
    );
    done();
  });

  // The browser push of the subscribe page's script: JSON in and out, errors as the API's.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const push = { ...config, origin: 'same-host' as const, rateLimit: SUBSCRIBE_RATE_LIMIT };
  r.post(
    '/s/:slug/subscribe/push',
    { schema: { ...hide, body: pushSubscribeInput }, config: push },
    async (request, reply) => {
      const v = await visit(request);
      if (!v.unlocked) throw new NotFoundError('No status page here');
      const components = await pageComponents(subscriptions.db, target(v), request.body.components);
      await addPushSubscription(subscriptions, target(v), request.body, components);
      return reply.status(201).send({});
    },
  );
  r.post(
    '/s/:slug/subscribe/push/remove',
    { schema: { ...hide, body: pushUnsubscribeInput }, config: push },
    async (request) => {
      const v = await visit(request);
      if (!(await removePushSubscription(subscriptions, target(v), request.body)))
        throw new NotFoundError('This browser is not subscribed');
      return {};
    },
  );

  const script = (body: string) => async (request: Visitor, reply: FastifyReply) => {
    await visit(request);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(body);
  };
  const scripts = { ...config, rateLimit: VIEW_RATE_LIMIT };
  r.get('/s/:slug/subscribe.js', { schema: hide, config: scripts }, script(subscribeScript));
  r.get('/s/:slug/sw.js', { schema: hide, config: scripts }, script(serviceWorkerScript));
}
