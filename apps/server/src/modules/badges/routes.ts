import { badgeResponse, monitorIdParams, type Permission } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../plugins/session.js';
import {
  createBadge,
  getBadge,
  revokeBadge,
  type BadgeKeyDeps,
  type BadgeSubject,
} from './keys.js';

const subjects = [
  {
    path: '/api/v1/monitors/:id/badge',
    what: 'monitor',
    tags: ['monitors'],
    read: 'monitors.read',
    write: 'monitors.write',
    subject: (id: string): BadgeSubject => ({ monitorId: id }),
  },
  {
    path: '/api/v1/status-pages/:id/badge',
    what: 'status page',
    tags: ['badges'],
    read: 'status-pages.read',
    write: 'status-pages.write',
    subject: (id: string): BadgeSubject => ({ pageId: id }),
  },
] as const satisfies readonly {
  path: string;
  what: string;
  tags: string[];
  read: Permission;
  write: Permission;
  subject: (id: string) => BadgeSubject;
}[];

/** A monitor's or status page's badge key: read it, make it once, revoke it. */
export function badgeRoutes(app: FastifyInstance, deps: BadgeKeyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, what, tags, read, write, subject } of subjects) {
    const params = monitorIdParams;
    r.get(
      path,
      {
        schema: {
          tags,
          params,
          summary: `The ${what}'s badge key and addresses`,
          description: `\`badge\` is null until one is made.`,
          response: { 200: badgeResponse },
        },
        config: caller(read),
      },
      async (request) =>
        getBadge(deps, requireAuth(request).workspace.id, subject(request.params.id)),
    );
    r.post(
      path,
      {
        schema: {
          tags,
          params,
          summary: `Make the ${what}'s badge key`,
          description: `Answers the key it already has (200) or a new one (201): asking twice gives the same key.`,
          response: { 200: badgeResponse, 201: badgeResponse },
        },
        config: caller(write),
      },
      async (request, reply) => {
        const { badge, created } = await createBadge(
          deps,
          requireAuth(request).workspace.id,
          subject(request.params.id),
        );
        return reply.status(created ? 201 : 200).send({ badge });
      },
    );
    r.delete(
      path,
      {
        schema: {
          tags,
          params,
          summary: `Revoke the ${what}'s badge key`,
          description: `Its badges and widget then answer "not found", as a key that never existed.`,
          response: { 204: z.null() },
        },
        config: caller(write),
      },
      async (request, reply) => {
        await revokeBadge(deps, requireAuth(request).workspace.id, subject(request.params.id));
        return reply.status(204).send(null);
      },
    );
  }
}
