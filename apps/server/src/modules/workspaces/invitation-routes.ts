import {
  acceptInvitationInput,
  acceptInvitationResponse,
  invitationInput,
  invitationListResponse,
  invitationParams,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParams,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, requireAuth, requireUser } from '../../plugins/session.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const withLog = (log: InvitationDeps['log']): InvitationDeps => ({ ...deps, log });

  r.post(
    '/api/v1/invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone by email',
        description:
          "Mails a link that works once, for 7 days. Members and pending invitations count against the plan's team seats (`plan-limit`, 402, when full).",
        body: invitationInput,
        response: { 201: invitationSchema },
      },
      config: caller('members.write'),
    },
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      const sent = await invite(withLog(request.log), workspace, callerPerson(user), request.body);
      return reply.status(201).send(sent);
    },
  );

  r.get(
    '/api/v1/invitations',
    {
      schema: {
        tags,
        summary: 'Invitations waiting for an answer, newest first',
        response: { 200: invitationListResponse },
      },
      config: caller('workspace.read'),
    },
    async (request) => {
      const { workspace } = requireAuth(request);
      return { items: await listInvitations(deps.db, workspace.id) };
    },
  );

  r.post(
    '/api/v1/invitations/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send an invitation again',
        description: 'With a new link (the old one stops working) that works for 7 more days.',
        params: invitationParams,
        response: { 200: invitationSchema },
      },
      config: caller('members.write'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return resendInvitation(
        withLog(request.log),
        workspace,
        callerPerson(user),
        request.params.id,
      );
    },
  );

  r.delete(
    '/api/v1/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation',
        description: 'Its link stops working at once.',
        params: invitationParams,
      },
      config: caller('members.write'),
    },
    async (request, reply) => {
      const { workspace } = requireUser(request);
      await revokeInvitation(deps.db, workspace.id, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link invites to',
        description:
          'For the page the link opens: the workspace, who invited, the address and role, and whether the link still works.',
        params: invitationTokenParams,
        response: { 200: invitationPreviewSchema },
      },
      config: { auth: 'public', rateLimit: previewLimit },
    },
    async (request) => previewInvitation(deps.db, request.params.token),
  );

  r.post(
    '/api/v1/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation',
        description:
          'The signed-in person, whose email must be the one invited, joins the workspace with the invited role and acts in it from now on.',
        body: acceptInvitationInput,
        response: { 200: acceptInvitationResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user } = requireUser(request);
      return acceptInvitation(deps, callerPerson(user), request.body.token);
    },
  );
}
