import { z } from 'zod';

/**
 * Who may do what in a workspace: the one table the server enforces (every `/api/v1` route names
 * one of these permissions) and the web app reads to hide what a role cannot do.
 */
export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
export const workspaceRoleSchema = z.enum(workspaceRoles);

/** Each role can do everything the roles after it can. */
const rank: Record<WorkspaceRole, number> = { owner: 3, admin: 2, member: 1, viewer: 0 };

export const roleNames: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export const roleDescriptions: Record<WorkspaceRole, string> = {
  owner: 'Everything, including billing, transferring ownership and deleting the workspace.',
  admin: 'Also manages channels, members, API keys and reads the audit log.',
  member:
    'Manages monitors, groups, maintenance, alert rules and status pages; acknowledges incidents.',
  viewer: 'Reads everything; changes nothing.',
};

/** What an API key may be limited to. A key without areas reaches every area its access allows. */
export const apiKeyAreas = ['monitors', 'incidents', 'status-pages'] as const;
export type ApiKeyArea = (typeof apiKeyAreas)[number];
export const apiKeyAccessLevels = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof apiKeyAccessLevels)[number];

interface PermissionRule {
  /** The least role that holds it. */
  role: WorkspaceRole;
  /** A change (a read-only key cannot hold it). */
  write: boolean;
  /** The area a limited key must have; null: only keys without areas. */
  area: ApiKeyArea | null;
  /** Never reachable with an API key: the caller's own account and billing changes. */
  sessionOnly?: true;
  /** What a refusal says the caller cannot do. */
  what: string;
}

export const permissions = {
  'monitors.read': {
    role: 'viewer',
    write: false,
    area: 'monitors',
    what: 'read monitors',
  },
  'monitors.write': {
    role: 'member',
    write: true,
    area: 'monitors',
    what: 'change monitors, groups, alert rules or maintenance windows',
  },
  'incidents.read': {
    role: 'viewer',
    write: false,
    area: 'incidents',
    what: 'read incidents',
  },
  'incidents.write': {
    role: 'member',
    write: true,
    area: 'incidents',
    what: 'acknowledge incidents',
  },
  'status-pages.read': {
    role: 'viewer',
    write: false,
    area: 'status-pages',
    what: 'read status pages',
  },
  'status-pages.write': {
    role: 'member',
    write: true,
    area: 'status-pages',
    what: 'change status pages or post to them',
  },
  /** The workspace's monitors as Prometheus metrics (`GET /metrics`). */
  'metrics.read': {
    role: 'viewer',
    write: false,
    area: 'monitors',
    what: 'read metrics',
  },
  'channels.read': { role: 'viewer', write: false, area: null, what: 'read channels' },
  'channels.write': {
    role: 'admin',
    write: true,
    area: null,
    what: 'change notification channels',
  },
  /** The whole workspace as a configuration document (`GET /api/v1/config/export`). */
  'config.read': {
    role: 'viewer',
    write: false,
    area: null,
    what: 'export the configuration',
  },
  /** Monitors, channels, maintenance and status pages at once (applying a document, imports). */
  'config.write': {
    role: 'admin',
    write: true,
    area: null,
    what: 'apply a configuration or import monitors',
  },
  'workspace.read': {
    role: 'viewer',
    write: false,
    area: null,
    what: 'read the workspace',
  },
  'workspace.write': {
    role: 'admin',
    write: true,
    area: null,
    what: 'rename the workspace',
  },
  'members.write': {
    role: 'admin',
    write: true,
    area: null,
    sessionOnly: true,
    what: 'invite, change or remove members',
  },
  'keys.manage': {
    role: 'admin',
    write: true,
    area: null,
    sessionOnly: true,
    what: 'manage API keys',
  },
  'audit.read': { role: 'admin', write: false, area: null, what: 'read the audit log' },
  'billing.read': { role: 'viewer', write: false, area: null, what: 'read billing' },
  'billing.write': {
    role: 'owner',
    write: true,
    area: null,
    sessionOnly: true,
    what: 'change the plan or billing details',
  },
  'workspace.own': {
    role: 'owner',
    write: true,
    area: null,
    sessionOnly: true,
    what: 'transfer ownership or delete the workspace',
  },
  /** The caller's own account, settings, inbox and browsers: every member, never a key. */
  account: { role: 'viewer', write: false, area: null, sessionOnly: true, what: 'use the account' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissions;
export const permissionNames = Object.keys(permissions) as Permission[];

export function roleAtLeast(role: WorkspaceRole, least: WorkspaceRole) {
  return rank[role] >= rank[least];
}

/** Whether a member with this role holds the permission. */
export function roleCan(role: WorkspaceRole, permission: Permission) {
  return roleAtLeast(role, permissions[permission].role);
}

/** The roles a member of `role` may give (an owner any, an admin up to admin). */
export function assignableRoles(role: WorkspaceRole): WorkspaceRole[] {
  if (role === 'owner') return [...workspaceRoles];
  if (role === 'admin') return ['admin', 'member', 'viewer'];
  return [];
}

export interface ApiKeyScope {
  access: ApiKeyAccess;
  /** Empty: every area. */
  areas: readonly ApiKeyArea[];
}

/** The most a key's access reaches: a read-and-write key an admin's, a read-only key a viewer's. */
const keyAccessRole: Record<ApiKeyAccess, WorkspaceRole> = { write: 'admin', read: 'viewer' };

/**
 * The role a key acts with: the role the member who created it holds now, capped by its access.
 * A key whose creator is no longer a member of the workspace does not work at all.
 */
export function keyRole(creatorRole: WorkspaceRole, access: ApiKeyAccess): WorkspaceRole {
  const cap = keyAccessRole[access];
  return roleAtLeast(creatorRole, cap) ? cap : creatorRole;
}

/**
 * Why a key made by a member whose role is now `creatorRole` may not use the permission, or null
 * when they may: a key never does more than the person who created it could now.
 */
export function keyCreatorRefusal(creatorRole: WorkspaceRole, permission: Permission) {
  if (roleCan(creatorRole, permission)) return null;
  const rule: PermissionRule = permissions[permission];
  return `This API key cannot ${rule.what}: a key does only what the member who created it may do, and they are now a ${roleNames[creatorRole]}.`;
}

/**
 * Why a key with this scope may not use the permission, or null when it may. A read-write key
 * reaches what an admin does, never the account or billing changes.
 */
export function keyRefusal(scope: ApiKeyScope, permission: Permission): string | null {
  const rule: PermissionRule = permissions[permission];
  if (rule.sessionOnly) return `An API key cannot ${rule.what}; sign in to do it.`;
  if (!roleAtLeast('admin', rule.role)) return `An API key cannot ${rule.what}.`;
  if (rule.write && scope.access === 'read') {
    return `This API key is read-only; it cannot ${rule.what}.`;
  }
  if (scope.areas.length > 0 && (rule.area === null || !scope.areas.includes(rule.area))) {
    return `This API key is limited to ${scope.areas.join(' and ')}; it cannot ${rule.what}.`;
  }
  return null;
}

/** Why a member with this role may not use the permission, or null when they may. */
export function roleRefusal(role: WorkspaceRole, permission: Permission): string | null {
  const rule: PermissionRule = permissions[permission];
  if (roleCan(role, permission)) return null;
  return `Your role (${roleNames[role]}) cannot ${rule.what}.`;
}
