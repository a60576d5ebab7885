import { endpoint } from './endpoint.js';
import {
  acceptInvitationInput,
  acceptInvitationResponse,
  invitationInput,
  invitationListResponse,
  invitationParams,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParams,
} from './teams.js';

const tags = ['team'] as const;

/** Invitations by email: sending, listing, resending, revoking; the link's page; accepting. */
export const invitationEndpoints = {
  invite: endpoint({
    method: 'POST',
    path: '/api/v1/invitations',
    access: 'members.write',
    tags,
    summary: 'Invite someone by email',
    description:
      "Mails a link that works once, for 7 days. Members and pending invitations count against the plan's team seats (`plan-limit`, 402, when full).",
    body: invitationInput,
    responses: { 201: invitationSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/v1/invitations',
    access: 'workspace.read',
    tags,
    summary: 'Invitations waiting for an answer, newest first',
    responses: { 200: invitationListResponse },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/v1/invitations/:id/resend',
    access: 'members.write',
    tags,
    summary: 'Send an invitation again',
    description: 'With a new link (the old one stops working) that works for 7 more days.',
    params: invitationParams,
    responses: { 200: invitationSchema },
  }),
  /** Answers 204; declared without a response, as the OpenAPI document has always shown it. */
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/v1/invitations/:id',
    access: 'members.write',
    tags,
    summary: 'Withdraw an invitation',
    description: 'Its link stops working at once.',
    params: invitationParams,
    responses: {},
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    access: 'public',
    tags,
    summary: 'What an invitation link invites to',
    description:
      'For the page the link opens: the workspace, who invited, the address and role, and whether the link still works.',
    params: invitationTokenParams,
    responses: { 200: invitationPreviewSchema },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/v1/invitations/accept',
    access: 'account',
    tags,
    summary: 'Accept an invitation',
    description:
      'The signed-in person, whose email must be the one invited, joins the workspace with the invited role and acts in it from now on.',
    body: acceptInvitationInput,
    responses: { 200: acceptInvitationResponse },
  }),
};
