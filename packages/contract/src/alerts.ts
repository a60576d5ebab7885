import { z } from 'zod';
import { channelKinds, deliveryStatuses, type ChannelKind } from './channels.js';
import { checkErrorKinds, checkResultSchema } from './checks.js';
import { timeZoneSchema } from './time-zone.js';

/** What an alert is about. Reminders and escalations are `down` alerts sent again or further. */
export const alertEvents = ['down', 'up', 'degraded', 'certificate', 'test'] as const;
export type AlertEvent = (typeof alertEvents)[number];
/** What a delivery of the outbox is about: an alert, or a status page's post for a subscriber. */
export const deliveryEvents = [...alertEvents, 'status-post'] as const;
export type DeliveryEventKind = (typeof deliveryEvents)[number];

const kindEnum = z.enum(channelKinds as [ChannelKind, ...ChannelKind[]]);
const id = z.string().min(1).max(64);

/** How many channels one monitor's rules may alert. */
export const CHANNELS_PER_MONITOR_MAX = 50;
/** How many members one monitor's rules may name. */
export const MEMBERS_PER_MONITOR_MAX = 100;

/** A monitor's alert rules. */
export const alertRulesSchema = z.object({
  /** Channels alerted for this monitor's events. */
  channelIds: z.array(id).max(CHANNELS_PER_MONITOR_MAX),
  /**
   * Workspace members' own contacts (email, SMS, call, push), as each one's settings allow: every
   * member when true, else only those in `memberIds`.
   */
  notifyMembers: z.boolean(),
  /**
   * The members alerted when `notifyMembers` is false (ignored when it is true). Rules saved
   * before members could be chosen have none. Someone who left the workspace is skipped.
   */
  memberIds: z.array(id).max(MEMBERS_PER_MONITOR_MAX).default([]),
  events: z.object({
    down: z.boolean(),
    recovery: z.boolean(),
    degraded: z.boolean(),
    /** Alert once when the certificate expires within this many days; null: never. */
    certificateDays: z.number().int().min(1).max(90).nullable(),
  }),
  /** Alert again every N minutes while down and unacknowledged; null: once. */
  reminderMinutes: z.number().int().min(5).max(1440).nullable(),
  /** A second step: these channels when the incident is still unacknowledged after M minutes. */
  escalation: z
    .object({
      afterMinutes: z.number().int().min(1).max(1440),
      channelIds: z.array(id).min(1, 'Choose at least one channel to escalate to').max(50),
    })
    .nullable(),
});
export type AlertRules = z.infer<typeof alertRulesSchema>;

/** Every channel rules name: the first step's and the escalation's. */
export const channelsOfRules = (rules: AlertRules) => [
  ...rules.channelIds,
  ...(rules.escalation?.channelIds ?? []),
];

/** Whose own contacts the rules reach: every member, the ones named, or nobody (empty). */
export const membersOfRules = (rules: AlertRules): 'all' | string[] =>
  rules.notifyMembers ? 'all' : rules.memberIds;

export const DEFAULT_ALERT_RULES: AlertRules = {
  channelIds: [],
  notifyMembers: true,
  memberIds: [],
  events: { down: true, recovery: true, degraded: false, certificateDays: 14 },
  reminderMinutes: null,
  escalation: null,
};

/** Channels set on many monitors at once: added to each one's channels, or replacing them. */
export const bulkAlertChannelsInput = z.object({
  ids: z.array(id).min(1, 'Select at least one monitor').max(500, 'At most 500 monitors at once'),
  channelIds: z
    .array(id)
    .min(1, 'Choose at least one channel')
    .max(CHANNELS_PER_MONITOR_MAX, `At most ${CHANNELS_PER_MONITOR_MAX} channels per monitor`),
  mode: z.enum(['add', 'replace']),
});
export type BulkAlertChannelsInput = z.infer<typeof bulkAlertChannelsInput>;
/** How many monitors' rules changed (those that had every channel already are not counted). */
export const alertChannelsResponse = z.object({ affected: z.number().int() });

export const timelineKinds = [
  'detected',
  'confirmed',
  'notification-sent',
  'notification-failed',
  'notification-retrying',
  'notification-held',
  'fallback',
  'reminder',
  'escalated',
  'acknowledged',
  'maintenance',
  'resolved',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  kind: z.enum(timelineKinds),
  /** One sentence, ready to show. */
  text: z.string(),
  deliveryId: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const deliveryAttemptSchema = z.object({
  at: z.iso.datetime(),
  durationMs: z.number().int(),
  ok: z.boolean(),
  retryable: z.boolean(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const deliverySchema = z.object({
  id: z.string(),
  incidentId: z.string().nullable(),
  channelId: z.string().nullable(),
  kind: kindEnum.or(z.literal('push')),
  /** Where it goes, for people: the channel's name, or "Email to ada@example.com". */
  target: z.string(),
  event: z.enum(deliveryEvents),
  status: z.enum(deliveryStatuses),
  attempts: z.array(deliveryAttemptSchema),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const incidentSummarySchema = z.object({
  id: z.string(),
  monitorId: z.string(),
  monitorName: z.string(),
  status: z.enum(['open', 'resolved']),
  startedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  acknowledgedAt: z.iso.datetime().nullable(),
  acknowledgedBy: z.string().nullable(),
  /** Opened during a maintenance window: its alerts were held. */
  inMaintenance: z.boolean(),
  durationSeconds: z.number().int(),
  causeKind: z.enum(checkErrorKinds).nullable(),
  causeMessage: z.string().nullable(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

export const incidentDetailSchema = incidentSummarySchema.extend({
  cause: checkResultSchema,
  timeline: z.array(timelineEntrySchema),
  deliveries: z.array(deliverySchema),
});
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

export const listWorkspaceIncidentsQuery = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('all'),
  monitorId: id.optional(),
  /** The `startedAt` of the last incident of the previous page. */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const incidentPageResponse = z.object({
  items: z.array(incidentSummarySchema),
  /** Pass as `before` for the next page; null on the last. */
  next: z.iso.datetime().nullable(),
});

export const notificationSchema = z.object({
  id: z.string(),
  event: z.enum([...alertEvents, 'delivery-failed', 'fallback', 'plan']),
  title: z.string(),
  body: z.string(),
  incidentId: z.string().nullable(),
  monitorId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuery = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const notificationPageResponse = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  next: z.iso.datetime().nullable(),
});
export const unreadCountResponse = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;
export const markReadInput = z.object({ ids: z.array(id).min(1).max(200) });

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time like 02:30');

export const maintenanceWindowName = z
  .string()
  .trim()
  .min(1, 'Give the window a name')
  .max(100, 'The name is longer than 100 characters');

/** When each kind of window holds alerts: a one-off span, or days of the week at a time. */
export const maintenanceTimes = {
  once: {
    kind: z.literal('once'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  },
  weekly: {
    kind: z.literal('weekly'),
    /** 0 Sunday ... 6 Saturday. */
    days: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day').max(7),
    startTime: hhmm,
    durationMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    timeZone: timeZoneSchema,
  },
} as const;

/** A one-off window's check that it ends after it starts. */
export const endsAfterStart = <T extends z.ZodType<{ startsAt: string; endsAt: string }>>(
  schema: T,
) =>
  schema.refine((w) => Date.parse(w.endsAt) > Date.parse(w.startsAt), {
    message: 'The window must end after it starts',
    path: ['endsAt'],
  });

export const maintenanceWindowInput = z.discriminatedUnion('kind', [
  endsAfterStart(
    z.object({
      name: maintenanceWindowName,
      /** Empty: every monitor of the workspace. */
      monitorIds: z.array(id).max(500),
      ...maintenanceTimes.once,
    }),
  ),
  z.object({
    name: maintenanceWindowName,
    monitorIds: z.array(id).max(500),
    ...maintenanceTimes.weekly,
  }),
]);
export type MaintenanceWindowInput = z.infer<typeof maintenanceWindowInput>;

export const maintenanceWindowSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['once', 'weekly']),
  monitorIds: z.array(z.string()),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  days: z.array(z.number().int()).nullable(),
  startTime: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  timeZone: z.string().nullable(),
  /** Whether the window holds alerts right now. */
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;
export const maintenanceListResponse = z.object({ items: z.array(maintenanceWindowSchema) });

export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(64),
  }),
});
export const pushKeyResponse = z.object({ publicKey: z.string() });

/** `event: delivery.updated` on /api/v1/events: a delivery changed status (the testing page). */
export const deliveryEventSchema = z.object({
  workspaceId: z.string(),
  deliveryId: z.string(),
  status: z.enum(deliveryStatuses),
});
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/** The person's own contacts a test alert can be sent to (the default path of every monitor). */
export const personalTestPaths = ['email', 'push', 'sms'] as const;
export type PersonalTestPath = (typeof personalTestPaths)[number];

export const personalTestSchema = z.object({
  path: z.enum(personalTestPaths),
  /** Where it goes: the address, the number, how many browsers; null when there is none. */
  target: z.string().nullable(),
  available: z.boolean(),
  /** Why it cannot be sent, in words for people; null when it can. */
  reason: z.string().nullable(),
  /** Who can make it work: the person in their settings, or the server's administrator. */
  fix: z.enum(['settings', 'administrator']).nullable(),
});
export type PersonalTest = z.infer<typeof personalTestSchema>;
export const personalTestsResponse = z.object({ items: z.array(personalTestSchema) });
export const personalTestInput = z.object({ path: z.enum(personalTestPaths) });
/** One delivery per destination: push goes to each subscribed browser. */
export const personalTestSentResponse = z.object({ items: z.array(deliverySchema) });
