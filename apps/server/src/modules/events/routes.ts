import { eventEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus, TocsinEvents } from '../../lib/event-bus.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth, type RequestAuth } from '../../plugins/session.js';

/** Events a dashboard receives, each only for the caller's own workspace. */
const streamed = [
  'monitor.status',
  'delivery.updated',
  'incident.acknowledged',
  'groups.changed',
] as const satisfies readonly (keyof TocsinEvents)[];

// Proxies close idle connections; a comment line every 25 s keeps the stream open.
const KEEPALIVE_MS = 25_000;

/**
 * How often an open stream checks that its session (or API key) still stands. Ended sessions are
 * announced on the bus and end their streams at once; this catches what no announcement reached
 * (Redis down for a moment, an account disabled from the command line without Redis).
 */
export const LIVE_STREAM_RECHECK_MS = 60_000;

export interface EventRouteDeps {
  bus: EventBus;
  /** Whether the caller that opened a stream may still read it: its session or key stands. */
  stands: (caller: RequestAuth) => Promise<boolean>;
  recheckMs?: number;
}

/**
 * Server-sent events for the dashboard: status changes appear without a reload. The stream is
 * scoped to the caller's workspace like every other route.
 */
export function eventRoutes(app: FastifyInstance, deps: EventRouteDeps) {
  const recheckMs = deps.recheckMs ?? LIVE_STREAM_RECHECK_MS;
  const open = new Set<() => void>();
  // A stream never ends by itself: end them all so a shutdown does not wait for browsers.
  app.addHook('preClose', (done) => {
    open.forEach((end) => end());
    done();
  });

  // The handler takes the connection over (hijack) and writes the stream itself.
  route(app, eventEndpoints.stream, async (request, reply) => {
    const auth = requireAuth(request);
    const { workspace, user, sessionId, key } = auth;
    // Whose membership the stream stands on: the person's, or the creator's of the key.
    const member = user?.id ?? key?.createdBy;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const offs = streamed.map((event) =>
      deps.bus.subscribe(event, (payload) => {
        if (payload.workspaceId !== workspace.id) return;
        res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
      }),
    );
    // A member removed from the workspace (or the creator of the key streaming), or the
    // workspace deleted: the stream ends at once (their next request acts in another workspace,
    // which a new stream follows; the key's is refused).
    offs.push(
      deps.bus.subscribe('members.removed', (payload) => {
        if (payload.workspaceId === workspace.id && payload.userId === member) end();
      }),
      // An ended session's stream ends with it, rather than at the next check.
      deps.bus.subscribe('sessions.ended', (payload) => {
        if (payload.userId === user?.id && sessionId && payload.sessionIds.includes(sessionId)) {
          end();
        }
      }),
      deps.bus.subscribe('workspace.deleted', (payload) => {
        if (payload.workspaceId === workspace.id) end();
      }),
    );
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    const recheck = setInterval(() => {
      deps.stands(auth).then(
        (stands) => {
          if (!stands) end();
        },
        (err: unknown) => request.log.warn({ err }, 'checking a live stream’s caller failed'),
      );
    }, recheckMs);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepalive);
      clearInterval(recheck);
      offs.forEach((off) => off());
      open.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    request.raw.on('close', close);
    return reply;
  });
}
