import type {
  StatusFooterLink,
  StatusImpact,
  StatusPageTheme,
  StatusPostKind,
  StatusUpdateStatus,
  SubscriberKind,
} from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea } from './columns.js';
import { incidents, monitors } from './monitoring.js';
import { workspaces } from './workspaces.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A public status page of a workspace, at `/s/<slug>` and, once its TXT record is found, at its
 * own domain. Every table of the feature carries the workspace, so the tenancy helper reads it.
 */
export const statusPages = pgTable(
  'status_pages',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case letters, digits and dashes; unique across the instance. */
    slug: text('slug').notNull().unique(),
    accentColor: text('accent_color').notNull().default('#2563eb'),
    theme: text('theme').$type<StatusPageTheme>().notNull().default('system'),
    /** The SHA-256 of the logo in `status_page_logos`, in its URL; null: the name only. */
    logoHash: text('logo_hash'),
    /**
     * A host name the page also answers at, e.g. status.example.com. Several pages may claim one
     * while none has proved it: the first whose TXT record is found holds it alone.
     */
    customDomain: text('custom_domain'),
    /** The value of the TXT record that proves the domain is the workspace's. */
    domainToken: text('domain_token').notNull(),
    /** When the TXT record was found; the page answers at the domain only after. */
    domainVerifiedAt: at('domain_verified_at'),
    footerText: text('footer_text').notNull().default(''),
    footerLinks: jsonb('footer_links').$type<StatusFooterLink[]>().notNull().default([]),
    /** False: `noindex` for search engines. */
    indexable: boolean('indexable').notNull().default(true),
    /** A password visitors must give (Argon2id, as account passwords); null: public. */
    passwordHash: text('password_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('status_pages_workspace_idx').on(t.workspaceId),
    index('status_pages_custom_domain_idx').on(t.customDomain),
    uniqueIndex('status_pages_verified_domain_idx')
      .on(t.customDomain)
      .where(sql`domain_verified_at is not null`),
  ],
);

/**
 * Passwords tried for a protected page, from every address together: past a few wrong ones,
 * everyone waits a while before the next (modules/status-site/unlock-throttle.ts).
 */
export const statusPageUnlockThrottle = pgTable('status_page_unlock_throttle', {
  pageId: text('page_id')
    .primaryKey()
    .references(() => statusPages.id, { onDelete: 'cascade' }),
  /** Attempts since the last pause of an hour, less those that gave the right password. */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: at('last_attempt_at').notNull(),
  /** Until when no attempt is taken; null: the next is. */
  blockedUntil: at('blocked_until'),
});

/** A status page's logo, stored like avatars so every server of a cluster has it. */
export const statusPageLogos = pgTable('status_page_logos', {
  pageId: text('page_id')
    .primaryKey()
    .references(() => statusPages.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A heading of a status page that groups components ("API", "Websites"). */
export const statusPageSections = pgTable(
  'status_page_sections',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('status_page_sections_page_idx').on(t.pageId, t.position)],
);

/**
 * A monitor as the public sees it: a public name (never its target), its place, and how its
 * state reaches the page.
 */
export const statusPageComponents = pgTable(
  'status_page_components',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    /** Null: at the top of the page, before any section. */
    sectionId: text('section_id').references(() => statusPageSections.id, {
      onDelete: 'set null',
    }),
    monitorId: text('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    publicName: text('public_name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    showResponseTime: boolean('show_response_time').notNull().default(false),
    /**
     * Automatic mode: how long the monitor must stay down or degraded before the page shows it,
     * so a short blip does not flash red; 0 shows it at once.
     */
    delaySeconds: integer('delay_seconds').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('status_page_components_monitor_idx').on(t.pageId, t.monitorId),
    index('status_page_components_page_idx').on(t.pageId, t.position),
    index('status_page_components_monitor_ref_idx').on(t.monitorId),
  ],
);

/**
 * An incident or a scheduled maintenance written for the public, with its updates in
 * `status_post_updates`; `status` is that of the latest update.
 */
export const statusPosts = pgTable(
  'status_posts',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StatusPostKind>().notNull(),
    title: text('title').notNull(),
    impact: text('impact').$type<StatusImpact>().notNull(),
    status: text('status').$type<StatusUpdateStatus>().notNull(),
    /** The automatic incident it was written from, if any. */
    incidentId: text('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    /** A maintenance's announced window. */
    scheduledStart: at('scheduled_start'),
    scheduledEnd: at('scheduled_end'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When it was resolved (an incident) or completed (a maintenance); null while it lasts. */
    closedAt: at('closed_at'),
  },
  (t) => [
    index('status_posts_page_idx').on(t.pageId, t.createdAt),
    index('status_posts_open_idx')
      .on(t.pageId)
      .where(sql`closed_at is null`),
  ],
);

/** The components an incident or maintenance affects. */
export const statusPostComponents = pgTable(
  'status_post_components',
  {
    postId: text('post_id')
      .notNull()
      .references(() => statusPosts.id, { onDelete: 'cascade' }),
    componentId: text('component_id')
      .notNull()
      .references(() => statusPageComponents.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.componentId] })],
);

/** One update of a public incident or maintenance: a status and markdown text. */
export const statusPostUpdates = pgTable(
  'status_post_updates',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => statusPosts.id, { onDelete: 'cascade' }),
    status: text('status').$type<StatusUpdateStatus>().notNull(),
    /** Markdown, sanitised when rendered. */
    body: text('body').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('status_post_updates_post_idx').on(t.postId, t.createdAt)],
);

/**
 * Someone who follows a status page by email, webhook or browser push, for the whole page or
 * some components. An email subscriber counts once they open the confirmation link.
 */
export const statusSubscribers = pgTable(
  'status_subscribers',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SubscriberKind>().notNull(),
    /** The email address or webhook URL; a push subscription's endpoint. */
    address: text('address').notNull(),
    /** A push subscription's keys, or a webhook's signing secret. */
    secret: jsonb('secret').$type<Record<string, string>>(),
    /** Null: the whole page. */
    componentIds: text('component_ids').array(),
    /** The SHA-256 of the token in its confirmation and unsubscribe links. */
    tokenHash: text('token_hash').notNull().unique(),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('status_subscribers_address_idx').on(t.pageId, t.kind, t.address),
    index('status_subscribers_page_idx').on(t.pageId, t.confirmedAt),
  ],
);

/**
 * The confirmation mails recently sent to an address, kept under an HMAC of the address (and,
 * for one page, of the address and the page) rather than the address, so the count outlives a
 * subscriber removed and added again without keeping whom it was about:
 * modules/subscribers/confirmations.ts.
 */
export const subscriberConfirmationLimits = pgTable('subscriber_confirmation_limits', {
  key: text('key').primaryKey(),
  /** When the day these mails are counted over started. */
  windowStartedAt: at('window_started_at').notNull(),
  sent: integer('sent').notNull(),
  lastSentAt: at('last_sent_at').notNull(),
});

/**
 * A confirmation mail of an imported subscriber, held to leave at the workspace's import pace.
 * It names the subscriber without a foreign key: a row outlives a subscriber removed before its
 * mail left, so removing and importing again does not restart the pace.
 */
export const subscriberConfirmationMails = pgTable(
  'subscriber_confirmation_mails',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id').notNull(),
    /** Its place in the workspace's pace: one interval after the mail before it. */
    slotAt: at('slot_at').notNull(),
    /** When it may leave: its place, less the burst the pace allows. */
    dueAt: at('due_at').notNull(),
    /** When it was sent, or found to have no one to go to; null while it waits. */
    handledAt: at('handled_at'),
  },
  (t) => [
    index('subscriber_confirmation_mails_due_idx')
      .on(t.dueAt)
      .where(sql`handled_at is null`),
    index('subscriber_confirmation_mails_pace_idx').on(t.workspaceId, t.slotAt),
  ],
);

/**
 * A badge's or the widget's public key: an unguessable id that names one monitor or one page and
 * reveals nothing else.
 */
export const statusBadges = pgTable(
  'status_badges',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    monitorId: text('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    pageId: text('page_id').references(() => statusPages.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('status_badges_monitor_idx').on(t.monitorId),
    uniqueIndex('status_badges_page_idx').on(t.pageId),
  ],
);

/**
 * A post or update that its page's subscribers are to hear of: written in the transaction that
 * publishes it, then fanned out to the subscribers in batches (`cursor` is the last subscriber
 * queued), so ten thousand subscribers never stand in front of a workspace's own alerts.
 */
export const statusNotices = pgTable(
  'status_notices',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => statusPosts.id, { onDelete: 'cascade' }),
    updateId: text('update_id')
      .notNull()
      .references(() => statusPostUpdates.id, { onDelete: 'cascade' }),
    /** The id of the last subscriber given a delivery; null before the first batch. */
    cursor: text('cursor'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When every subscriber had a delivery. */
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('status_notices_update_idx').on(t.updateId),
    index('status_notices_open_idx')
      .on(t.createdAt)
      .where(sql`done_at is null`),
  ],
);
