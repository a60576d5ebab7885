import type { FastifyInstance } from 'fastify';
import type { EventBus, TocsinEvents } from '../../lib/event-bus.js';
import { caller, requireAuth } from '../../plugins/session.js';

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
 * Server-sent events for the dashboard: status changes appear without a reload. The stream is
 * scoped to the caller's workspace like every other route.
 */
export function eventRoutes(app: FastifyInstance, deps: { bus: EventBus }) {
  const open = new Set<() => void>();
  // A stream never ends by itself: end them all so a shutdown does not wait for browsers.
  app.addHook('preClose', (done) => {
    open.forEach((end) => end());
    done();
  });

  app.get(
    '/api/v1/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live updates as server-sent events (text/event-stream)',
      },
      config: caller('workspace.read'),
    },
    (request, reply) => {
      const { workspace, user, sessionId } = requireAuth(request);
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
      // A member removed from the workspace, or the workspace deleted: the stream ends at once
      // (their next request acts in another workspace, which a new stream follows).
      offs.push(
        deps.bus.subscribe('members.removed', (payload) => {
          if (payload.workspaceId === workspace.id && payload.userId === user?.id) end();
        }),
        // A signed-out session's stream ends with it, rather than at the next keepalive.
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
      const close = () => {
        clearInterval(keepalive);
        offs.forEach((off) => off());
        open.delete(end);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      request.raw.on('close', close);
    },
  );
}
