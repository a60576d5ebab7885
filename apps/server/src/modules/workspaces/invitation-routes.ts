import { invitationEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth, requireUser } from '../../plugins/session.js';
import {
  acceptInvitation,
  invite,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
} from './invitations.js';
import { callerPerson } from './members.js';

/** Reading a link's invitation is public: plenty for a person, dull for guessing tokens. */
const previewLimit = { max: 30, timeWindow: '1 minute' } as const;

/** Invitations by email: sending, listing, resending, revoking; the link's page; accepting. */
export function invitationRoutes(app: FastifyInstance, deps: Omit<InvitationDeps, 'log'>) {
  const e = invitationEndpoints;
  const withLog = (log: InvitationDeps['log']): InvitationDeps => ({ ...deps, log });

  route(app, e.invite, async (request, reply) => {
    const { user, workspace } = requireUser(request);
    const sent = await invite(withLog(request.log), workspace, callerPerson(user), request.body);
    return reply.status(201).send(sent);
  });

  route(app, e.list, async (request) => {
    const { workspace } = requireAuth(request);
    return { items: await listInvitations(deps.db, workspace.id) };
  });

  route(app, e.resend, async (request) => {
    const { user, workspace } = requireUser(request);
    return resendInvitation(withLog(request.log), workspace, callerPerson(user), request.params.id);
  });

  route(app, e.revoke, async (request, reply) => {
    const { workspace } = requireUser(request);
    await revokeInvitation(deps.db, workspace.id, request.params.id);
    return reply.status(204).send();
  });

  route(app, e.preview, async (request) => previewInvitation(deps.db, request.params.token), {
    config: { rateLimit: previewLimit },
  });

  route(app, e.accept, async (request) => {
    const { user } = requireUser(request);
    return acceptInvitation(deps, callerPerson(user), request.body.token);
  });
}
