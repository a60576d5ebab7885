import { z } from 'zod';
import { apiKeyAccessLevels, apiKeyAreas, workspaceRoleSchema } from './access.js';
import { nameSchema } from './monitors.js';

/**
 * Workspaces shared by a team: members and their roles, invitations by email, API keys and the
 * audit log. The routes are listed beside each schema.
 */
export const WORKSPACE_LIMITS = { nameMax: 80, apiKeyNameMax: 80 } as const;
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const email = z.email('Enter a valid email address').max(254);

// --- Workspaces ----------------------------------------------------------------------------

/** GET /api/v1/workspaces: every workspace the signed-in person belongs to. */
export const workspaceListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  personal: z.boolean(),
  /** The one the person acts in now. */
  current: z.boolean(),
  members: z.number().int(),
});
export type WorkspaceListItem = z.infer<typeof workspaceListItemSchema>;
export const workspaceListResponse = z.object({ items: z.array(workspaceListItemSchema) });

/** POST /api/v1/workspaces (create; the creator is its owner), PATCH /api/v1/workspace (rename). */
export const workspaceNameInput = z.object({
  name: nameSchema(WORKSPACE_LIMITS.nameMax, 'Enter a name for the workspace'),
});
export type WorkspaceNameInput = z.infer<typeof workspaceNameInput>;

/** PUT /api/v1/me/workspace: act in another of one's workspaces. */
export const switchWorkspaceInput = z.object({ workspaceId: z.string().min(1) });

/** DELETE /api/v1/workspace: the owner types the workspace's name to confirm. */
export const deleteWorkspaceInput = z.object({ confirmName: z.string() });

/** POST /api/v1/workspace/transfer: the owner hands ownership to another member. */
export const transferOwnershipInput = z.object({ userId: z.string().min(1) });

// --- Members -------------------------------------------------------------------------------

/** GET /api/v1/members. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** False until the member confirms their address: no email alert goes to it until then. */
  emailVerified: z.boolean(),
  role: workspaceRoleSchema,
  joinedAt: z.iso.datetime(),
  /** The person asking. */
  you: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListResponse = z.object({
  items: z.array(memberSchema),
  /** Seats the plan allows (members and pending invitations count); null: no limit. */
  seats: z.number().int().nullable(),
  /** Members plus pending invitations. */
  seatsUsed: z.number().int(),
});
export type MemberListResponse = z.infer<typeof memberListResponse>;

/** PATCH /api/v1/members/:userId. */
export const memberRoleInput = z.object({ role: workspaceRoleSchema });
export const memberParams = z.object({ userId: z.string().min(1) });

// --- Invitations ---------------------------------------------------------------------------

/** POST /api/v1/invitations: mails a single-use link that works for INVITATION_DAYS. */
export const invitationInput = z.object({
  email: email.transform((e) => e.trim().toLowerCase()),
  role: workspaceRoleSchema,
});
export type InvitationInput = z.input<typeof invitationInput>;

/** GET /api/v1/invitations: the pending ones. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  invitedBy: z.string().nullable(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListResponse = z.object({ items: z.array(invitationSchema) });
export const invitationParams = z.object({ id: z.string().min(1) });

export const invitationStates = ['pending', 'expired', 'revoked', 'accepted'] as const;

/** GET /api/invitations/:token (public): what the link invites to, for its page. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: workspaceRoleSchema,
  state: z.enum(invitationStates),
  expiresAt: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /api/v1/invitations/accept: the signed-in person joins (and switches to) the workspace. */
export const acceptInvitationInput = z.object({ token: z.string().min(1).max(200) });
export const acceptInvitationResponse = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  role: workspaceRoleSchema,
});

// --- API keys ------------------------------------------------------------------------------

/** POST /api/v1/api-keys. */
export const apiKeyInput = z.object({
  name: nameSchema(WORKSPACE_LIMITS.apiKeyNameMax, 'Enter a name for the key'),
  access: z.enum(apiKeyAccessLevels),
  /** Empty: every area the access allows. */
  areas: z
    .array(z.enum(apiKeyAreas))
    .max(apiKeyAreas.length)
    .default([])
    .transform((a) => [...new Set(a)]),
  /** Null: never expires. Must be in the future. */
  expiresAt: z.iso.datetime().nullable().default(null),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`tocsin_` and 8 more), to recognise it. */
  prefix: z.string(),
  access: z.enum(apiKeyAccessLevels),
  areas: z.array(z.enum(apiKeyAreas)),
  expiresAt: z.iso.datetime().nullable(),
  createdBy: z.string().nullable(),
  /**
   * The role the member who created the key holds now: the key does no more than it allows. Null
   * when they are no longer a member of the workspace, and the key no longer works.
   */
  creatorRole: workspaceRoleSchema.nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListResponse = z.object({ items: z.array(apiKeySchema) });
/** The answer of the creation: the only time the whole key is ever shown. */
export const createdApiKeyResponse = apiKeySchema.extend({ key: z.string() });
export const apiKeyParams = z.object({ id: z.string().min(1) });

// --- Audit log -----------------------------------------------------------------------------

/** GET /api/v1/audit (and /api/v1/audit.csv): newest first. */
export const auditQuery = z.object({
  /** A user's or key's id. */
  actorId: z.string().max(64).optional(),
  /** The kind of object changed: monitor, channel, member, ... */
  targetType: z.string().max(40).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  /** The `id` of the last row of the previous page. */
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actorType: z.enum(['user', 'key', 'system']),
  actorId: z.string().nullable(),
  actorName: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponse = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
  /**
   * The names of the objects these changes refer to by id (`groupId`, `channelIds`, ...), as the
   * log last named them; an id it never named is not here.
   */
  names: z.record(z.string(), z.string()),
  /** How many days the plan keeps. */
  retentionDays: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** GET /api/v1/audit/actors: the people and keys that appear in the log, for its filter. */
export const auditActorsResponse = z.object({
  items: z.array(z.object({ type: z.enum(['user', 'key']), id: z.string(), name: z.string() })),
});
export type AuditActors = z.infer<typeof auditActorsResponse>;
