import { badgeEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import {
  createBadge,
  getBadge,
  revokeBadge,
  type BadgeKeyDeps,
  type BadgeSubject,
} from './keys.js';

const e = badgeEndpoints;
const subjects = [
  {
    read: e.monitorBadge,
    make: e.makeMonitorBadge,
    revoke: e.revokeMonitorBadge,
    subject: (id: string): BadgeSubject => ({ monitorId: id }),
  },
  {
    read: e.statusPageBadge,
    make: e.makeStatusPageBadge,
    revoke: e.revokeStatusPageBadge,
    subject: (id: string): BadgeSubject => ({ pageId: id }),
  },
] as const;

/** A monitor's or status page's badge key: read it, make it once, revoke it. */
export function badgeRoutes(app: FastifyInstance, deps: BadgeKeyDeps) {
  for (const { read, make, revoke, subject } of subjects) {
    route(app, read, async (request) =>
      getBadge(deps, requireAuth(request).workspace.id, subject(request.params.id)),
    );
    route(app, make, async (request, reply) => {
      const { badge, created } = await createBadge(
        deps,
        requireAuth(request).workspace.id,
        subject(request.params.id),
      );
      return reply.status(created ? 201 : 200).send({ badge });
    });
    route(app, revoke, async (request, reply) => {
      await revokeBadge(deps, requireAuth(request).workspace.id, subject(request.params.id));
      return reply.status(204).send(null);
    });
  }
}
