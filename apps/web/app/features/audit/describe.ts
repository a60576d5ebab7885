import { auditFieldName, isAuditReference, type AuditEntry } from '@tocsin/contract';

/** The kinds of object the log names, as the filter offers them. */
export const targetKinds = [
  { value: 'monitor', label: 'Monitors' },
  { value: 'group', label: 'Groups' },
  { value: 'channel', label: 'Channels' },
  { value: 'alert-rules', label: 'Alert rules' },
  { value: 'maintenance', label: 'Maintenance windows' },
  { value: 'status-page', label: 'Status pages' },
  { value: 'status-post', label: 'Status page posts' },
  { value: 'badge', label: 'Badges' },
  { value: 'incident', label: 'Incidents' },
  { value: 'member', label: 'Members' },
  { value: 'invitation', label: 'Invitations' },
  { value: 'api-key', label: 'API keys' },
  { value: 'workspace', label: 'Workspace' },
  { value: 'billing', label: 'Billing' },
] as const;

const nouns: Record<string, string> = {
  monitor: 'monitor',
  group: 'group',
  channel: 'channel',
  'alert-rules': 'the alert rules of',
  maintenance: 'maintenance window',
  'status-page': 'status page',
  'status-post': 'status page post',
  badge: 'the badges of',
  incident: 'the incident of',
  member: 'member',
  invitation: 'the invitation of',
  'api-key': 'API key',
  workspace: 'workspace',
  billing: 'the plan',
};

const verbs: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  renamed: 'Renamed',
  paused: 'Paused',
  resumed: 'Resumed',
  moved: 'Moved',
  acknowledged: 'Acknowledged',
  'plan-changed': 'Changed',
  removed: 'Removed',
  revoked: 'Revoked',
  invited: 'Invited',
  'role-changed': 'Changed the role of',
  changed: 'Changed',
};

/** Team changes that read better said whole; `q` is the quoted name (or nothing). */
const phrases: Record<string, (q: string) => string> = {
  'member.invited': (q) => `Invited${q}`,
  'invitation.resent': (q) => `Resent the invitation to${q}`,
  'invitation.revoked': (q) => `Revoked the invitation to${q}`,
  'member.joined': (q) => `Member${q} joined`,
  'member.left': (q) => `Member${q} left`,
  'ownership.transferred': (q) => `Transferred ownership to${q}`,
  'status-page.layout-changed': (q) => `Changed the components of status page${q}`,
  'status-page.logo-changed': (q) => `Changed the logo of status page${q}`,
  'status-page.logo-removed': (q) => `Removed the logo of status page${q}`,
  'status-page.password-set': (q) => `Set a password on status page${q}`,
  'status-page.password-removed': (q) => `Removed the password of status page${q}`,
  'status-page.domain-verified': (q) => `Verified the custom domain of status page${q}`,
  'status-page.subscriber-removed': (q) => `Removed a subscriber of status page${q}`,
  'status-page.subscribers-imported': (q) => `Imported subscribers to status page${q}`,
  'config.applied': () => 'Applied a configuration document',
};

/** What happened in words: `Updated monitor “API”`. */
export function describeEntry(entry: AuditEntry) {
  const phrase = phrases[entry.action];
  if (phrase) return phrase(entry.targetName ? ` “${entry.targetName}”` : '');
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  const doing = verbs[verb] ?? verb.replaceAll('-', ' ');
  const noun = nouns[entry.targetType] ?? entry.targetType;
  if (entry.targetType === 'billing') {
    return `${doing} the plan${entry.targetName ? ` to ${entry.targetName}` : ''}`;
  }
  const name = entry.targetName ? ` “${entry.targetName}”` : '';
  return `${doing} ${noun}${name}`;
}

const REDACTED = '[redacted]';

/** A value of a change as text: empty values say so, ids of objects read as their names. */
export function showValue(value: unknown, names: Record<string, string> = {}): string {
  if (value === null || value === undefined) return '(none)';
  if (value === REDACTED) return '(hidden)';
  if (typeof value === 'string') return names[value] ?? value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
    return value.length ? value.map((v) => showValue(v, names)).join(', ') : '(none)';
  return JSON.stringify(value);
}

/**
 * One change in words: `Group: (none) → Core`. A secret's value is never in the log, only that
 * it was set, changed or removed: `Password set`.
 */
export function describeChange(
  field: string,
  { before, after }: { before: unknown; after: unknown },
  names: Record<string, string>,
) {
  const label = auditFieldName(field);
  const was = before ?? null;
  const is = after ?? null;
  if (is === REDACTED && was === null) return `${label} set`;
  if (was === REDACTED && is === null) return `${label} removed`;
  if (was === REDACTED && is === REDACTED) return `${label} changed`;
  const known = isAuditReference(field) ? names : {};
  return `${label}: ${showValue(was, known)} → ${showValue(is, known)}`;
}
