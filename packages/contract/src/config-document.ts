import { z } from 'zod';
import {
  alertRulesSchema,
  endsAfterStart,
  maintenanceTimes,
  maintenanceWindowName,
} from './alerts.js';
import { channelConfigSchemas, channelKinds, fieldMeta, type ChannelKind } from './channels.js';
import { monitorInput } from './monitors.js';
import { statusComponentInput, statusPageInput } from './status-pages.js';

/**
 * A workspace as a document: its monitors, channels, maintenance windows and status pages, in
 * YAML or JSON, kept in Git and applied with `POST /api/v1/config/apply`. Objects are named by keys the file
 * gives, and refer to each other by those keys, never by ids: a document describes the same
 * workspace wherever it is applied.
 */
export const CONFIG_VERSION = 1;

/** A stable name for an object of the document, unique among its kind. */
export const configKeySchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{0,62}$/,
    'A key is 1 to 63 lowercase letters, digits, dots, dashes or underscores, starting with a letter or digit',
  );

/** A secret is never written in the document: it names the environment variable that holds it. */
export const envReferenceSchema = z
  .object(
    {
      env: z
        .string()
        .regex(
          /^[A-Za-z_][A-Za-z0-9_]{0,127}$/,
          'An environment variable name is letters, digits and underscores, not starting with a digit',
        ),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type'
          ? 'A secret is never written in the file: write { env: NAME }, naming the environment variable that holds it'
          : undefined,
    },
  )
  .strict();
export type EnvReference = z.infer<typeof envReferenceSchema>;

const keys = (what: string) => z.array(configKeySchema).max(500, `At most 500 ${what}`).default([]);

/** A monitor's alert rules, naming channels by key and members by email. */
export const configAlertRulesSchema = z
  .object({
    channels: keys('channels'),
    notifyMembers: alertRulesSchema.shape.notifyMembers.default(true),
    /** The members alerted when `notifyMembers` is false. */
    members: z.array(z.email('Enter a member by email address').max(254)).max(100).default([]),
    events: alertRulesSchema.shape.events.default({
      down: true,
      recovery: true,
      degraded: false,
      certificateDays: 14,
    }),
    reminderMinutes: alertRulesSchema.shape.reminderMinutes.default(null),
    escalation: z
      .object({
        afterMinutes: z.number().int().min(1).max(1440),
        channels: z
          .array(configKeySchema)
          .min(1, 'Choose at least one channel to escalate to')
          .max(50),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type ConfigAlertRules = z.infer<typeof configAlertRulesSchema>;

/** Fields every monitor of the document has beside its type's settings. */
const monitorExtras = {
  key: configKeySchema,
  /** The group it is filed in, by name; created when missing. */
  group: z.string().trim().min(1).max(100).nullable().default(null),
  paused: z.boolean().default(false),
  alerts: configAlertRulesSchema.default(() => configAlertRulesSchema.parse({})),
};

export const configMonitorSchema = z.discriminatedUnion(
  'type',
  monitorInput.options.map((branch) =>
    (branch as z.ZodObject).omit({ groupId: true }).extend(monitorExtras).strict(),
  ) as unknown as [
    z.ZodObject<typeof monitorExtras & { type: z.ZodLiteral<string> }>,
    ...z.ZodObject<typeof monitorExtras & { type: z.ZodLiteral<string> }>[],
  ],
);
export type ConfigMonitor = z.infer<typeof monitorInput> &
  z.infer<z.ZodObject<typeof monitorExtras>>;

/** A kind's config with each secret field given as an environment variable reference. */
function documentConfigOf(kind: ChannelKind) {
  const shape = channelConfigSchemas[kind].shape as Record<string, z.ZodType>;
  return z
    .object(
      Object.fromEntries(
        Object.entries(shape).map(([name, schema]) => [
          name,
          fieldMeta(schema)?.secret ? envReferenceSchema : schema,
        ]),
      ),
    )
    .strict();
}

export const configChannelSchema = z.discriminatedUnion(
  'kind',
  channelKinds.map((kind) =>
    z
      .object({
        key: configKeySchema,
        kind: z.literal(kind),
        name: z
          .string()
          .trim()
          .min(1, 'Give the channel a name')
          .max(100, 'The name is longer than 100 characters'),
        enabled: z.boolean().default(true),
        /** Alerted by every monitor created without rules of its own. */
        default: z.boolean().default(false),
        config: documentConfigOf(kind),
      })
      .strict(),
  ) as unknown as [z.ZodObject<{ key: typeof configKeySchema; kind: z.ZodLiteral<ChannelKind> }>],
);
export interface ConfigChannel {
  key: string;
  kind: ChannelKind;
  name: string;
  enabled: boolean;
  default: boolean;
  config: Record<string, unknown>;
}

/** A maintenance window naming its monitors by key (none: every monitor). */
const maintenanceExtras = {
  key: configKeySchema,
  name: maintenanceWindowName,
  monitors: keys('monitors'),
};
export const configMaintenanceSchema = z.discriminatedUnion('kind', [
  endsAfterStart(z.object({ ...maintenanceExtras, ...maintenanceTimes.once }).strict()),
  z.object({ ...maintenanceExtras, ...maintenanceTimes.weekly }).strict(),
]);
export type ConfigMaintenance = z.infer<typeof configMaintenanceSchema>;

const configComponentSchema = statusComponentInput
  .omit({ monitorId: true })
  .extend({ monitor: configKeySchema })
  .strict();

/** A status page, named by its slug, with its components naming monitors by key. */
export const configStatusPageSchema = statusPageInput
  .extend({
    components: z.array(configComponentSchema).max(200).default([]),
    sections: z
      .array(
        z
          .object({
            name: z.string().trim().min(1, 'Enter a name for the section').max(100),
            components: z.array(configComponentSchema).max(200).default([]),
          })
          .strict(),
      )
      .max(50)
      .default([]),
  })
  .strict();
export type ConfigStatusPage = z.infer<typeof configStatusPageSchema>;

const unique =
  <T>(of: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = of(item);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: `Another ${what} has the key "${key}"; each needs its own`,
          path: [index, what === 'status page' ? 'slug' : 'key'],
        });
      seen.add(key);
    });
  };

/** The most objects of each kind one document holds. */
export const CONFIG_LIMITS = { monitors: 10_000, channels: 500 };

export const configDocumentSchema = z
  .object({
    version: z.literal(CONFIG_VERSION, `This Tocsin reads version ${CONFIG_VERSION} documents`),
    monitors: z
      .array(configMonitorSchema)
      .max(CONFIG_LIMITS.monitors)
      .default([])
      .superRefine(unique((m: { key: string }) => m.key, 'monitor')),
    channels: z
      .array(configChannelSchema)
      .max(CONFIG_LIMITS.channels)
      .default([])
      .superRefine(unique((c: { key: string }) => c.key, 'channel')),
    maintenance: z
      .array(configMaintenanceSchema)
      .max(500)
      .default([])
      .superRefine(unique((w: { key: string }) => w.key, 'maintenance window')),
    statusPages: z
      .array(configStatusPageSchema)
      .max(100)
      .default([])
      .superRefine(unique((p: { slug: string }) => p.slug, 'status page')),
  })
  .strict();

export interface ConfigDocument {
  version: typeof CONFIG_VERSION;
  monitors: ConfigMonitor[];
  channels: ConfigChannel[];
  maintenance: (Record<string, unknown> & {
    key: string;
    kind: 'once' | 'weekly';
    name: string;
    monitors: string[];
  })[];
  statusPages: ConfigStatusPage[];
}

/** The document's JSON Schema, as published at /api/schema/config.json. */
export const configJsonSchema = () =>
  z.toJSONSchema(configDocumentSchema, { io: 'input', unrepresentable: 'any' });

/** The environment variable a channel's secret field is read from: TOCSIN_<CHANNEL>_<FIELD>. */
export const secretVariable = (channelKey: string, field: string) =>
  `TOCSIN_${channelKey}_${field.replace(/[A-Z]/g, (c) => `_${c}`)}`
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '_');

/** For each set of taken keys, the suffix to try next after each name: 10,000 monitors of one name cost 10,000 tries, not 50 million. */
const nextSuffixes = new WeakMap<Set<string>, Map<string, number>>();

/**
 * A key made from a name: lowercase, runs of other characters as one dash, at most 63 long;
 * `taken` keys get -2, -3 ... so each stays unique.
 */
export function keyFromName(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56)
      .replace(/-+$/, '') || 'item';
  const suffixes = nextSuffixes.get(taken) ?? new Map<string, number>();
  nextSuffixes.set(taken, suffixes);
  let key = base;
  if (taken.has(key)) {
    let n = suffixes.get(base) ?? 2;
    do key = `${base}-${n++}`;
    while (taken.has(key));
    suffixes.set(base, n);
  }
  taken.add(key);
  return key;
}

/** What `apply` does to one object of the workspace. */
export const configObjectKinds = ['monitor', 'channel', 'maintenance', 'statusPage'] as const;
export type ConfigObjectKind = (typeof configObjectKinds)[number];

export const configPlanEntrySchema = z.object({
  action: z.enum(['create', 'change', 'delete']),
  kind: z.enum(configObjectKinds),
  /** The object's key (a status page's slug). */
  key: z.string(),
  name: z.string(),
  /** The fields a change touches, dotted (`alerts.channels`, `config.webhookUrl`). */
  fields: z.array(z.string()),
});
export type ConfigPlanEntry = z.infer<typeof configPlanEntrySchema>;

/** Secrets the document refers to, by environment variable name. */
const secretsInput = z
  .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/), z.string().max(4096))
  .default({});

export const configApplyInput = z
  .object({
    /** The document, as YAML or JSON text. */
    source: z
      .string()
      .min(1, 'The document is empty')
      .max(8 * 1024 * 1024),
    /** The file's name, used in error messages. */
    fileName: z.string().max(255).default('tocsin.yaml'),
    secrets: secretsInput,
    /** Also delete what the document no longer lists. */
    prune: z.boolean().default(false),
    /** Only plan: change nothing. */
    dryRun: z.boolean().default(false),
  })
  .strict();
export type ConfigApplyInput = z.input<typeof configApplyInput>;

export const configApplyResult = z.object({
  plan: z.array(configPlanEntrySchema),
  applied: z.boolean(),
});
export type ConfigApplyResult = z.infer<typeof configApplyResult>;

/** The files Tocsin imports monitors from. */
export const importSources = [
  'uptime-kuma-backup',
  'uptime-kuma-db',
  'uptimerobot-json',
  'uptimerobot-csv',
] as const;
export type ImportSource = (typeof importSources)[number];

export const importSourceLabels: Record<ImportSource, string> = {
  'uptime-kuma-backup': 'Uptime Kuma backup (JSON)',
  'uptime-kuma-db': 'Uptime Kuma database (kuma.db)',
  'uptimerobot-json': 'UptimeRobot API getMonitors (JSON)',
  'uptimerobot-csv': 'UptimeRobot export (CSV)',
};

/**
 * What a document may expand to once its aliases are followed: a few anchors aliased over and
 * over (the "billion laughs") would otherwise make gigabytes of a few lines. A document of
 * 10,000 monitors written out in full is about 400,000 values and 6 levels deep.
 */
export const CONFIG_TEXT_LIMITS = { values: 1_000_000, depth: 64 };

/**
 * What one imported file may hold, checked before any of it is converted: a document's own
 * limits, and at most ten rows per monitor of what fans out (links of monitors to notifications,
 * tags, alert contacts).
 */
export const IMPORT_LIMITS = {
  megabytes: 32,
  monitors: CONFIG_LIMITS.monitors,
  notifications: CONFIG_LIMITS.channels,
  links: 10 * CONFIG_LIMITS.monitors,
};

/** Something of the imported file that has no place in Tocsin, and why. */
export const unmappedItemSchema = z.object({ item: z.string(), reason: z.string() });
export type UnmappedItem = z.infer<typeof unmappedItemSchema>;

export const configImportInput = z
  .object({
    source: z.enum(importSources, 'Choose what the file is'),
    /** The file, base64-encoded. */
    content: z
      .string()
      .min(1, 'Choose a file')
      .max(
        Math.ceil((IMPORT_LIMITS.megabytes * 2 ** 20) / 3) * 4,
        `The file is larger than ${IMPORT_LIMITS.megabytes} MB`,
      )
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file is not base64-encoded'),
    dryRun: z.boolean().default(true),
  })
  .strict();
export type ConfigImportInput = z.input<typeof configImportInput>;

export const configImportResult = configApplyResult.extend({
  unmapped: z.array(unmappedItemSchema),
});
export type ConfigImportResult = z.infer<typeof configImportResult>;
