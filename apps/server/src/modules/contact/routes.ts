import { siteEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { sendContactMessage, type ContactDeps } from './service.js';

/** Five messages an hour from one address is plenty for a person and dull for a spammer. */
const contactLimit = { max: 5, timeWindow: '1 hour' } as const;

/** The public contact form: validated by the contract's schema, rate-limited per client address. */
export function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
  route(
    app,
    siteEndpoints.contact,
    async (request, reply) => {
      const sent = await sendContactMessage(deps, request.body, {
        ip: request.ip,
        log: request.log,
      });
      return reply.status(201).send(sent);
    },
    { config: { rateLimit: contactLimit } },
  );
}
