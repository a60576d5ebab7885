import type {
  AlertEvent,
  AlertRules,
  ChannelKind,
  DeliveryEventKind,
  DeliveryStatus,
  StatusImpact,
  StatusPostKind,
  StatusUpdateStatus,
  TimelineKind,
} from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { incidents, monitors } from './monitoring.js';
import { statusSubscribers } from './status-pages.js';
import { workspaces } from './workspaces.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Everything a channel needs to say about one alert; every kind formats it its own way. */
export interface AlertMessage {
  event: AlertEvent;
  /** 0 for the first alert of an incident; n for its n-th reminder. */
  reminder: number;
  /** Sent by the escalation step (the incident stayed unacknowledged). */
  escalated: boolean;
  /** "Checkout API is down" */
  title: string;
  /** One or two sentences: what happened, since when, why. */
  summary: string;
  /** When the event happened (ISO). */
  at: string;
  monitor: { id: string; name: string; target: string };
  incident: {
    id: string;
    startedAt: string;
    confirmedAt: string;
    resolvedAt: string | null;
    durationSeconds: number;
  } | null;
  cause: {
    statusCode: number | null;
    errorKind: string | null;
    message: string | null;
    /** The start of the response body, when the check read one. */
    excerpt: string | null;
    /** What each region saw, when checked from several (absent in alerts queued before). */
    regions?: { region: string; status: string | null; message: string | null }[] | null;
  } | null;
  certificate: { subject: string; validTo: string; daysLeft: number } | null;
  links: {
    /** The incident (or the monitor) in the dashboard. */
    view: string;
    /** A signed link that acknowledges the incident without signing in; null when not down. */
    acknowledge: string | null;
  };
  /** Stable per incident: PagerDuty's dedup_key, Opsgenie's alias. */
  incidentKey: string;
  /** Stable per (incident, channel, event, reminder): the idempotency key of this delivery. */
  deliveryKey: string;
  /**
   * For a person, the IANA zone its times are written in (UTC when they chose none); absent for
   * channels, which read every time in UTC.
   */
  timeZone?: string;
}

/**
 * What a status page's subscribers hear of one published update, as the public reads it: made
 * once per notice by the fan-out and kept in each subscriber's delivery, so a retry sends what
 * the first try did. The unsubscribe link is added when sending (its token is never stored).
 */
export interface SubscriberMessage {
  event: 'status-post';
  noticeId: string;
  page: { id: string; name: string; url: string };
  post: {
    id: string;
    kind: StatusPostKind;
    title: string;
    impact: StatusImpact;
    status: StatusUpdateStatus;
    /** The public names of the components it affects. */
    components: string[];
    scheduledStart: string | null;
    scheduledEnd: string | null;
  };
  update: {
    id: string;
    status: StatusUpdateStatus;
    /** Markdown as written, and as sanitised HTML. */
    body: string;
    html: string;
    at: string;
  };
}

/** What one outbox row carries: an alert, or a status page update for a subscriber. */
export type OutboxMessage = AlertMessage | SubscriberMessage;

/** Where a workspace's alerts can go. Secret fields live only in `secrets`, encrypted. */
export const channels = pgTable(
  'channels',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChannelKind>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** A workspace default: every new monitor's alert rules start with it. */
    isDefault: boolean('is_default').notNull().default(false),
    /** The config without its secret fields. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    /** The secret fields, sealed (channels/secrets.ts). */
    secrets: text('secrets'),
    /** The key a configuration document names it by (`POST /api/v1/config/apply`); null: its name's key. */
    configKey: text('config_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('channels_workspace_idx').on(t.workspaceId, t.createdAt),
    uniqueIndex('channels_config_key_idx').on(t.workspaceId, t.configKey),
  ],
);

/** A monitor's alert rules; a monitor without a row uses DEFAULT_ALERT_RULES. */
export const alertRules = pgTable('alert_rules', {
  monitorId: text('monitor_id')
    .primaryKey()
    .references(() => monitors.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<AlertRules>().notNull(),
});

/** What happened to an incident, in order: the timeline the incident page shows. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: text('id').primaryKey(),
    incidentId: text('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    kind: text('kind').$type<TimelineKind>().notNull(),
    text: text('text').notNull(),
    deliveryId: text('delivery_id'),
  },
  (t) => [index('incident_events_incident_idx').on(t.incidentId, t.at)],
);

/**
 * The outbox: one row per alert to one destination, written in the transaction that changed the
 * incident. The dispatcher claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends, and
 * records each attempt. `dedupKey` is unique per (incident, destination, event, reminder), so a
 * plan written twice still sends once.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    incidentId: text('incident_id').references(() => incidents.id, { onDelete: 'cascade' }),
    monitorId: text('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    /** A workspace channel; null for a member's own contact (then `userId` and `recipient`). */
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A status page's subscriber (then `recipient` is empty and the subscriber says where). */
    subscriberId: text('subscriber_id').references(() => statusSubscribers.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<ChannelKind | 'push'>().notNull(),
    /** A member's email address, phone number or push subscription id. */
    recipient: text('recipient'),
    /** Where it goes, for people: "Slack #ops", "Email to ada@example.com". */
    target: text('target').notNull(),
    event: text('event').$type<DeliveryEventKind>().notNull(),
    dedupKey: text('dedup_key').notNull().unique(),
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    leaseToken: text('lease_token'),
    leaseUntil: at('lease_until'),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('deliveries_incident_idx').on(t.incidentId),
    index('deliveries_subscriber_idx').on(t.subscriberId),
    index('deliveries_workspace_idx').on(t.workspaceId, t.kind, t.createdAt),
    // The status page's last delivered alert and alerts per minute, without reading the outbox.
    index('deliveries_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`delivered_at is not null`),
  ],
);

/** Every try of a delivery, as the incident page lists them. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
    retryable: boolean('retryable').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

/** 'plan': the workspace's plan changed and Tocsin acted on it (monitors paused, intervals raised). */
export type InboxEvent = AlertEvent | 'delivery-failed' | 'fallback' | 'plan';

/** The in-app inbox: one row per member per event, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    event: text('event').$type<InboxEvent>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    incidentId: text('incident_id').references(() => incidents.id, { onDelete: 'cascade' }),
    monitorId: text('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/** Times when a workspace's monitors keep being checked but their alerts are held. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'once' | 'weekly'>().notNull(),
    /** Empty: every monitor of the workspace. */
    monitorIds: text('monitor_ids').array().notNull().default([]),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Weekly: 0 Sunday ... 6 Saturday, a local start time and a length, in `timeZone`. */
    days: smallint('days').array(),
    startTime: text('start_time'),
    durationMinutes: integer('duration_minutes'),
    timeZone: text('time_zone'),
    /** The key a configuration document names it by (`POST /api/v1/config/apply`); null: its name's key. */
    configKey: text('config_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_windows_workspace_idx').on(t.workspaceId),
    uniqueIndex('maintenance_windows_config_key_idx').on(t.workspaceId, t.configKey),
  ],
);

/** A browser that accepted Web Push for a user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** What visitors sent through the contact form: kept even when mailing it to support fails. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  ipAddress: text('ip_address'),
  createdAt: at('created_at').notNull().defaultNow(),
  /** When it was mailed to the support address; null until it was. */
  mailedAt: at('mailed_at'),
});
