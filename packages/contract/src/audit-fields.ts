import type { z } from 'zod';
import { channelConfigSchemas, fieldMeta } from './channels.js';

/**
 * The fields of the audit log's changes as a person names them. The log keeps each field by its
 * name in the data (`groupId`, `secret.webhookUrl`, `events.down`); the dashboard shows this
 * name. A field not in the table reads as its words (`graceSeconds` → "Grace seconds").
 */
const names: Record<string, string> = {
  // Monitors
  name: 'Name',
  type: 'Type',
  groupId: 'Group',
  paused: 'Paused',
  url: 'URL',
  method: 'Method',
  headers: 'Headers',
  headerValues: 'Header values',
  body: 'Request body',
  expectedStatus: 'Expected status codes',
  followRedirects: 'Follow redirects',
  maxRedirects: 'Most redirects',
  verifyTls: 'Check the TLS certificate',
  degradedThresholdMs: 'Degraded above (ms)',
  intervalSeconds: 'Check every (seconds)',
  timeoutSeconds: 'Timeout (seconds)',
  tags: 'Tags',
  confirmations: 'Confirmations',
  regions: 'Regions',
  quorum: 'Regions that must fail',
  keyword: 'Keyword',
  keywordMode: 'Keyword must be',
  caseSensitive: 'Case sensitive',
  query: 'JSON query',
  expectedValue: 'Expected value',
  host: 'Host',
  port: 'Port',
  tls: 'TLS',
  hostname: 'Host name',
  recordType: 'Record type',
  resolver: 'Resolver',
  expiryThresholdDays: 'Days before the certificate expires',
  packets: 'Packets',
  periodSeconds: 'Ping expected every (seconds)',
  graceSeconds: 'Grace period (seconds)',
  // Channels
  kind: 'Kind',
  enabled: 'Enabled',
  isDefault: 'Default for new monitors',
  // Alert rules
  channelIds: 'Channels',
  notifyMembers: "Members' own contacts",
  memberIds: 'Members',
  events: 'Events',
  'events.down': 'Alert when down',
  'events.recovery': 'Alert on recovery',
  'events.degraded': 'Alert when degraded',
  'events.certificateDays': 'Alert days before the certificate expires',
  reminderMinutes: 'Remind every (minutes)',
  escalation: 'Escalation',
  'escalation.afterMinutes': 'Escalate after (minutes)',
  'escalation.channelIds': 'Escalate to channels',
  // Maintenance windows
  monitorIds: 'Monitors',
  startsAt: 'Starts',
  endsAt: 'Ends',
  days: 'Days',
  startTime: 'Start time',
  durationMinutes: 'Duration (minutes)',
  timeZone: 'Time zone',
  configKey: 'Key in the configuration document',
  // Status pages and their posts
  slug: 'Address',
  accentColor: 'Accent colour',
  theme: 'Theme',
  customDomain: 'Custom domain',
  domainVerifiedAt: 'Domain verified',
  footerText: 'Footer text',
  footerLinks: 'Footer links',
  indexable: 'Indexed by search engines',
  passwordHash: 'Password',
  logoHash: 'Logo',
  components: 'Components',
  sections: 'Sections',
  subscriber: 'Subscriber',
  invited: 'Invited',
  skipped: 'Skipped',
  refused: 'Refused',
  title: 'Title',
  impact: 'Impact',
  status: 'Status',
  scheduledStart: 'Scheduled start',
  scheduledEnd: 'Scheduled end',
  // API keys, members, the workspace
  access: 'Access',
  areas: 'Areas',
  expiresAt: 'Expires',
  revokedAt: 'Revoked',
  role: 'Role',
  email: 'Email',
  reason: 'Reason',
  requireTwoFactor: 'Two-factor authentication required',
  // Billing
  plan: 'Plan',
  pausedMonitors: 'Monitors paused',
  resumedMonitors: 'Monitors resumed',
  slowedMonitors: 'Monitors checked less often',
  restoredMonitors: 'Monitors checked as chosen again',
  // Configuration documents
  created: 'Created',
  changed: 'Changed',
  deleted: 'Deleted',
  // Incidents
  acknowledgedBy: 'Acknowledged by',
  via: 'Via',
};

/** The labels of the channel kinds' settings, from their schemas (`webhookUrl` → "Webhook URL"). */
const channelFields: Record<string, string> = {};
for (const schema of Object.values(channelConfigSchemas))
  for (const [field, member] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const label = fieldMeta(member)?.label;
    if (label) channelFields[field] ??= label;
  }

/** Words written in capitals wherever they appear. */
const ACRONYMS = new Set(['url', 'urls', 'tls', 'dns', 'ip', 'api', 'id', 'sms', 'http']);

/** A name in the data as words: `graceSeconds` → "Grace seconds", `api_key` → "API key". */
export function wordsOfField(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One segment of a path: the table, a channel's own label, or its words. */
const segmentName = (segment: string) =>
  names[segment] ?? channelFields[segment] ?? wordsOfField(segment);

/**
 * A field of the changes as a person names it: `groupId` → "Group", `secret.webhookUrl` →
 * "Webhook URL" (a channel's secrets are kept under `secret.`), `events.down` → "Alert when
 * down", and a path not in the table by its parts: `retry.maxTries` → "Retry › Max tries".
 */
export function auditFieldName(field: string): string {
  if (names[field]) return names[field];
  const segments = field.split('.').filter((segment, i) => !(i === 0 && segment === 'secret'));
  const shown: string[] = [];
  segments.forEach((segment, i) => {
    const path = segments.slice(0, i + 1).join('.');
    if (/^\d+$/.test(segment)) shown.push(String(Number(segment) + 1));
    else shown.push(names[path] ?? segmentName(segment));
  });
  return shown.join(' › ');
}

/** A field that refers to objects by id (`groupId`, `channelIds`): the log names them. */
export const isAuditReference = (field: string) => /(^|\.|[a-z])Ids?$/.test(field);
