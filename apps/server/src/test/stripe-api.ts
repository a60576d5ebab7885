import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe's API as its reference documents it, for the endpoints Tocsin calls, on 127.0.0.1: it
 * checks the bearer key and the form-encoded body (bracket notation), keeps customers, Checkout
 * sessions, subscriptions and invoices in memory, and answers Stripe-shaped objects and errors.
 * Tests move the state on (a customer paying, a payment failing) and get webhook events signed
 * as Stripe signs them.
 */

type Body = Record<string, unknown>;
interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Body;
}
interface Price {
  id: string;
  interval: 'month' | 'year';
  unitAmount: number;
}
interface StripeError {
  type: string;
  message: string;
  code?: string;
  param?: string;
}

/** `a[b][0][c]=1` into `{ a: { b: [{ c: '1' }] } }`, as Stripe reads its form bodies. */
export function parseStripeForm(raw: string): Body {
  const out: Body = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const slot = Array.isArray(node) && part === '' ? node.length : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown>;
    });
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

export async function startStripeApi(options: {
  secretKey: string;
  webhookSecret: string;
  prices: Price[];
  /** 0 (any free port) unless given. */
  port?: number;
}) {
  const customers = new Map<string, Body>();
  const sessions = new Map<string, Body>();
  const subscriptions = new Map<string, Body>();
  const invoices: Body[] = [];
  const requests: Recorded[] = [];
  const failures: { method: string; path: string; status: number; error: StripeError }[] = [];
  const prices = new Map(options.prices.map((p) => [p.id, p]));

  const priceObject = (price: Price) => ({
    id: price.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: price.unitAmount,
    recurring: { interval: price.interval, interval_count: 1 },
    type: 'recurring',
  });

  const missing = (kind: string, id: string, param?: string): [number, Body] => [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        ...(param ? { param } : {}),
      },
    },
  ];
  const invalid = (message: string, param: string): [number, Body] => [
    400,
    { error: { type: 'invalid_request_error', code: 'parameter_missing', message, param } },
  ];

  function newInvoice(
    customer: string,
    fields: { status: string; total: number; subscription?: string },
  ) {
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer,
      number: `TOC-${String(invoices.length + 1).padStart(4, '0')}`,
      created: now() + invoices.length,
      currency: 'usd',
      total: fields.total,
      amount_due: fields.total,
      status: fields.status,
      hosted_invoice_url: `https://invoice.stripe.com/i/${newId('inv')}`,
      invoice_pdf: `https://pay.stripe.com/invoice/${newId('pdf')}/pdf`,
      parent: fields.subscription
        ? {
            type: 'subscription_details',
            subscription_details: { subscription: fields.subscription },
          }
        : null,
    };
    invoices.push(invoice);
    return invoice;
  }

  /** The parameters each creating call takes (Stripe refuses any other). */
  const accepted: Record<string, string[]> = {
    '/v1/customers': ['email', 'name', 'metadata'],
    '/v1/checkout/sessions': [
      'mode',
      'customer',
      'customer_email',
      'client_reference_id',
      'line_items',
      'success_url',
      'cancel_url',
      'metadata',
      'subscription_data',
    ],
    '/v1/billing_portal/sessions': ['customer', 'return_url', 'flow_data'],
  };

  function route(method: string, path: string, query: URLSearchParams, body: Body): [number, Body] {
    const [, , resource, id] = path.split('/');
    const unknown = Object.keys(body).find(
      (key) => key !== 'expand' && accepted[path] && !accepted[path].includes(key),
    );
    if (method === 'POST' && unknown) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_unknown',
            message: `Received unknown parameter: ${unknown}`,
            param: unknown,
          },
        },
      ];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: body['email'] ?? null,
        name: body['name'] ?? null,
        metadata: body['metadata'] ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && resource === 'customers' && id) {
      const customer = customers.get(id);
      return customer ? [200, customer] : missing('customer', id);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (body['mode'] !== 'subscription') return invalid('Missing required param: mode.', 'mode');
      for (const param of ['success_url', 'cancel_url'] as const) {
        if (!body[param]) return invalid(`Missing required param: ${param}.`, param);
      }
      const customer = body['customer'] as string | undefined;
      if (customer && !customers.has(customer)) return missing('customer', customer, 'customer');
      const item = (body['line_items'] as Body[] | undefined)?.[0];
      const priceId = item?.['price'] as string | undefined;
      if (!priceId)
        return invalid('Missing required param: line_items[0][price].', 'line_items[0][price]');
      if (!prices.has(priceId)) return missing('price', priceId, 'line_items[0][price]');
      const trialEnd = (body['subscription_data'] as Body | undefined)?.['trial_end'];
      if (trialEnd !== undefined && Number(trialEnd) < now() + 48 * 3600) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              message: 'The `trial_end` date has to be at least 2 days in the future.',
              param: 'subscription_data[trial_end]',
            },
          },
        ];
      }
      const session = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: 'subscription',
        customer: customer ?? null,
        client_reference_id: body['client_reference_id'] ?? null,
        metadata: body['metadata'] ?? {},
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        success_url: body['success_url'],
        cancel_url: body['cancel_url'],
        url: '',
        created: now(),
        livemode: false,
        line_items_price: priceId,
        subscription_data: body['subscription_data'] ?? {},
      };
      session.url = `${url}/pay/${session.id}`;
      sessions.set(session.id, session);
      return [200, session];
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const session = sessions.get(path.split('/')[4]!);
      return session ? [200, session] : missing('checkout.session', path.split('/')[4]!);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = body['customer'] as string | undefined;
      if (!customer) return invalid('Missing required param: customer.', 'customer');
      if (!customers.has(customer)) return missing('customer', customer, 'customer');
      const portal = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: body['return_url'] ?? null,
        flow: body['flow_data'] ?? null,
        created: now(),
        livemode: false,
        url: '',
      };
      portal.url = `${url}/portal/${portal.id}`;
      return [200, portal];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const status = query.get('status');
      const data = [...subscriptions.values()]
        .filter((s) => !query.get('customer') || s['customer'] === query.get('customer'))
        .filter((s) =>
          status === 'all' ? true : status ? s['status'] === status : s['status'] !== 'canceled',
        )
        .sort((a, b) => (b['created'] as number) - (a['created'] as number));
      return [200, list('/v1/subscriptions', data)];
    }
    if (method === 'GET' && resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      return subscription ? [200, subscription] : missing('subscription', id);
    }
    if (method === 'DELETE' && resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return [200, { ...subscription }];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = invoices
        .filter((i) => !query.get('customer') || i['customer'] === query.get('customer'))
        .sort((a, b) => (b['created'] as number) - (a['created'] as number))
        .slice(0, Number(query.get('limit') ?? 10));
      return [200, list('/v1/invoices', data)];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        },
      },
    ];
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const send = (status: number, body: Body) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(body));
      };
      // Stand-ins for Stripe's hosted pages, and a control API for browser tests in another process.
      if (!parsed.pathname.startsWith('/v1/'))
        return control(req.method!, parsed.pathname, raw, res);
      const body = req.method === 'POST' ? parseStripeForm(raw) : {};
      requests.push({
        method: req.method!,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body,
      });
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        return send(401, {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
          },
        });
      }
      if (
        req.method === 'POST' &&
        !/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')
      ) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'Invalid request: bodies must be form-encoded.',
          },
        });
      }
      // Objects change shape between API versions: answer only the one the SDK pins.
      if (req.headers['stripe-version'] !== Stripe.API_VERSION) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `This stand-in answers API version ${Stripe.API_VERSION} only, not ${String(req.headers['stripe-version'])}.`,
          },
        });
      }
      const failure = failures.findIndex(
        (f) => f.method === req.method && parsed.pathname.startsWith(f.path),
      );
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        return send(f!.status, { error: f!.error });
      }
      const [status, answer] = route(req.method!, parsed.pathname, parsed.searchParams, body);
      send(status, answer);
    });
  });
  /** Checkout and the portal as pages, and the test helpers below over HTTP (JSON). */
  function control(method: string, path: string, raw: string, res: http.ServerResponse) {
    const [, area, id] = path.split('/');
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const input = () => (raw ? (JSON.parse(raw) as Body) : {});
    if (area === 'pay' && id && sessions.has(id)) {
      const session = sessions.get(id)!;
      if (method === 'GET') {
        return html(
          200,
          `<!doctype html><title>Test checkout</title><h1>Test checkout for ${String(session['line_items_price'])}</h1><form method="post"><button>Pay</button></form>`,
        );
      }
      api.completeCheckout(id);
      const back = String(session['success_url']).replace('{CHECKOUT_SESSION_ID}', id);
      return res.writeHead(303, { location: back }).end();
    }
    if (area === 'portal' && method === 'GET') {
      return html(200, '<!doctype html><title>Test portal</title><h1>Test customer portal</h1>');
    }
    if (area === '__control' && method === 'POST' && id === 'subscriptions') {
      const subscriptionId = path.split('/')[3]!;
      return json(200, api.updateSubscription(subscriptionId, input()));
    }
    if (area === '__control' && method === 'POST' && id === 'events') {
      const { type, object } = input() as { type: string; object: object };
      return json(200, api.signedEvent(type, object));
    }
    if (area === '__control' && method === 'GET' && id === 'sessions') {
      const session = sessions.get(path.split('/')[3]!);
      const subscription = session && subscriptions.get(String(session['subscription']));
      return session ? json(200, { session, subscription }) : json(404, {});
    }
    return json(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function subscriptionFor(customer: string, priceId: string, status: string, metadata: unknown) {
    const price = prices.get(priceId)!;
    const start = now();
    const end = start + (price.interval === 'year' ? 365 : 30) * 86_400;
    const id = newId('sub');
    return {
      id,
      object: 'subscription',
      customer,
      status,
      created: start + subscriptions.size,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata,
      livemode: false,
      items: list(`/v1/subscription_items?subscription=${id}`, [
        {
          id: newId('si'),
          object: 'subscription_item',
          price: priceObject(price),
          quantity: 1,
          current_period_start: start,
          current_period_end: end,
        },
      ]),
    };
  }

  const api = {
    url,
    requests,
    /** The customer paid at Checkout: the subscription exists, the session is complete. */
    completeCheckout(sessionId: string, opts: { status?: string } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such checkout session: ${sessionId}`);
      const data = session['subscription_data'] as Body;
      const subscription = subscriptionFor(
        session['customer'] as string,
        session['line_items_price'] as string,
        opts.status ?? (data['trial_end'] ? 'trialing' : 'active'),
        data['metadata'] ?? {},
      );
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      });
      newInvoice(subscription.customer, {
        status: 'paid',
        total: data['trial_end']
          ? 0
          : prices.get(session['line_items_price'] as string)!.unitAmount,
        subscription: subscription.id,
      });
      return { session: { ...session }, subscription: { ...subscription } };
    },
    updateSubscription(
      id: string,
      patch: { status?: string; priceId?: string; cancelAtPeriodEnd?: boolean },
    ) {
      const subscription = subscriptions.get(id)!;
      if (patch.status) subscription['status'] = patch.status;
      if (patch.cancelAtPeriodEnd !== undefined)
        subscription['cancel_at_period_end'] = patch.cancelAtPeriodEnd;
      if (patch.priceId) {
        const item = (subscription['items'] as { data: Body[] }).data[0]!;
        item['price'] = priceObject(prices.get(patch.priceId)!);
      }
      return { ...subscription };
    },
    cancelSubscription(id: string) {
      const subscription = subscriptions.get(id)!;
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return { ...subscription };
    },
    addInvoice(customer: string, fields: { status: string; total: number }) {
      return newInvoice(customer, fields);
    },
    /** A webhook event with its `Stripe-Signature` header, made as Stripe makes them. */
    signedEvent(type: string, object: object, opts: { timestamp?: number } = {}) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
        ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
      });
      return { id: event.id, payload, signature };
    },
    /** The next request of this method under this path answers this Stripe error. */
    failNext(method: string, path: string, status: number, error: StripeError) {
      failures.push({ method, path, status, error });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}

export type StripeApi = Awaited<ReturnType<typeof startStripeApi>>;
