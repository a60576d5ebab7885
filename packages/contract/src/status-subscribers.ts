import { z } from 'zod';
import { httpUrlSchema } from './monitors.js';
import { subscriberKinds } from './status-pages.js';

/**
 * The people and systems that follow a status page: what visitors send to subscribe, and what
 * the workspace sees of them (counts, the list, CSV export and import).
 */
export const SUBSCRIBER_LIMITS = {
  /** Components one subscription may name. */
  componentsMax: 100,
  /** Rows one CSV import may hold (the header not counted). */
  importRowsMax: 2_000,
  /** The CSV text of one import. */
  importBytesMax: 512 * 1024,
  pageSizeMax: 200,
  /** How long a confirmation link stays valid before the unconfirmed subscription is swept. */
  pendingDays: 3,
} as const;

const id = z.string().min(1).max(64);
export const subscriberEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254, 'The address is at most 254 characters'));

/**
 * What the public subscribe form posts (form-encoded; components as repeated fields): an email
 * address or a webhook URL, for the whole page or chosen components.
 */
export const subscribeForm = z.object({
  email: z.string().max(400).default(''),
  url: z.string().max(2100).default(''),
  scope: z.enum(['page', 'components']).default('page'),
  components: z
    .union([id, z.array(id).max(SUBSCRIBER_LIMITS.componentsMax)])
    .optional()
    .transform((c) => (c === undefined ? [] : Array.isArray(c) ? c : [c])),
});
export const webhookUrlSchema = httpUrlSchema;

/** A browser's push subscription for a status page, sent by the page's small script. */
export const pushSubscribeInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  components: z.array(id).max(SUBSCRIBER_LIMITS.componentsMax).default([]),
});
export const pushUnsubscribeInput = pushSubscribeInput.pick({ endpoint: true, keys: true });

export const subscriberSchema = z.object({
  id: z.string(),
  kind: z.enum(subscriberKinds),
  /** The email address or webhook URL; a push subscription shows its push service's host. */
  address: z.string(),
  /** The components followed, by public name; null: the whole page. */
  components: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

const kindCounts = z.object({ confirmed: z.number().int(), pending: z.number().int() });
export const subscriberCountsSchema = z.object({
  email: kindCounts,
  webhook: kindCounts,
  push: kindCounts,
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const subscriberListQuery = z.object({
  kind: z.enum(subscriberKinds).optional(),
  status: z.enum(['all', 'confirmed', 'pending']).default('all'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(SUBSCRIBER_LIMITS.pageSizeMax).default(50),
});
export const subscriberListResponse = z.object({
  items: z.array(subscriberSchema),
  /** How many match the filter, for paging. */
  total: z.number().int(),
  counts: subscriberCountsSchema,
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

export const subscriberImportInput = z.object({
  /** CSV text: a column `email`, optionally `components` (public names separated by `;`). */
  csv: z
    .string()
    .min(1, 'The file is empty')
    .max(
      SUBSCRIBER_LIMITS.importBytesMax,
      `The file is larger than ${SUBSCRIBER_LIMITS.importBytesMax / 1024} KB: split it`,
    ),
});
/**
 * How often a confirmation mail goes out, whatever asks for it (the subscribe form, an import,
 * the same address removed and added again): an address is not a target to mail at will.
 */
export const CONFIRMATION_LIMITS = {
  /** Minutes before one address is mailed another confirmation for the same page. */
  samePageAgainMinutes: 15,
  /** Confirmation mails one address receives in 24 hours, over every page of the instance. */
  perAddressPerDay: 5,
  /** An import's mails: this many of a workspace's recent imports leave at once... */
  importBurst: 10,
  /** ...and the others one every this many seconds, in the order of the file. */
  importPaceSeconds: 6,
} as const;

export const subscriberImportResponse = z.object({
  /** Addresses added, each waiting for its confirmation. */
  invited: z.number().int(),
  /**
   * Of those, the addresses whose confirmation mail is held, to leave at the import pace
   * (CONFIRMATION_LIMITS) rather than at once.
   */
  held: z.number().int(),
  /** About when the last held mail leaves; null when none is held. */
  heldUntil: z.iso.datetime().nullable(),
  /** Addresses already subscribed or invited: left as they were. */
  skipped: z.number().int(),
  /** Rows not taken, with their line in the file. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type SubscriberImportResponse = z.infer<typeof subscriberImportResponse>;
