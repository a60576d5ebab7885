import { z } from 'zod';

/**
 * Notification channels: where alerts go. Each kind has one config schema here; the server
 * validates with it and the web builds the channel form from it (labels, help and which fields
 * are secret come from each field's `meta`).
 */

export interface FieldMeta {
  label: string;
  help?: string;
  placeholder?: string;
  /** Stored encrypted, never returned; an update that leaves it out keeps the stored value. */
  secret?: boolean;
  /** Multi-line text (lists of addresses ...). */
  multiline?: boolean;
}

const meta = <T extends z.ZodType>(schema: T, m: FieldMeta): T => schema.meta(m as never);

/** Reads a field's meta back (the web form and the server's secret handling use it). */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  return schema.meta() as FieldMeta | undefined;
}

/** E.164: + and 8 to 15 digits; the form accepts spaces, dashes and brackets and removes them. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'Enter the number in international form, like +14155550123'),
  );

const httpsUrl = (label: string, help: string, placeholder: string) =>
  meta(
    z
      .url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' })
      .max(2048, 'The URL is longer than 2048 characters'),
    { label, help, placeholder, secret: true },
  );

const token = (label: string, help: string, max = 256) =>
  meta(
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} is longer than ${max} characters`),
    { label, help, secret: true },
  );

export const channelConfigSchemas = {
  email: z.object({
    to: meta(
      z
        .array(
          z
            .email('Enter valid email addresses, one per line')
            .max(254, 'An email address is at most 254 characters'),
        )
        .min(1, 'Enter at least one email address')
        .max(20, 'At most 20 addresses per channel'),
      {
        label: 'Recipients',
        help: 'One address per line',
        placeholder: 'oncall@example.com',
        multiline: true,
      },
    ),
  }),
  sms: z.object({
    to: meta(phoneNumberSchema, {
      label: 'Phone number',
      help: 'International form, with the country code',
      placeholder: '+14155550123',
    }),
  }),
  voice: z.object({
    to: meta(phoneNumberSchema, {
      label: 'Phone number',
      help: 'Called when a monitor goes down; press 1 during the call to acknowledge',
      placeholder: '+14155550123',
    }),
  }),
  slack: z.object({
    webhookUrl: httpsUrl(
      'Webhook URL',
      'Slack: Apps → Incoming Webhooks → Add New Webhook to Workspace',
      'https://hooks.slack.com/services/…',
    ),
  }),
  teams: z.object({
    webhookUrl: httpsUrl(
      'Workflow URL',
      'Teams: the channel → Workflows → "Post to a channel when a webhook request is received"',
      'https://prod-00.westus.logic.azure.com/workflows/…',
    ),
  }),
  pagerduty: z.object({
    routingKey: meta(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{32}$/, 'The integration key is 32 letters and digits'),
      {
        label: 'Integration key',
        help: 'PagerDuty: Service → Integrations → Events API V2',
        secret: true,
      },
    ),
    severity: meta(z.enum(['critical', 'error', 'warning', 'info']).default('critical'), {
      label: 'Severity',
    }),
  }),
  opsgenie: z.object({
    apiKey: token('API key', 'Opsgenie: Team → Integrations → API'),
    region: meta(z.enum(['us', 'eu']).default('us'), { label: 'Region' }),
    priority: meta(z.enum(['P1', 'P2', 'P3', 'P4', 'P5']).default('P1'), { label: 'Priority' }),
  }),
  discord: z.object({
    webhookUrl: httpsUrl(
      'Webhook URL',
      'Discord: Server Settings → Integrations → Webhooks → New Webhook → Copy Webhook URL',
      'https://discord.com/api/webhooks/…',
    ),
  }),
  telegram: z.object({
    botToken: token('Bot token', 'From @BotFather, like 123456:ABC-DEF…'),
    chatId: meta(
      z
        .string()
        .trim()
        .regex(/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/, 'A numeric chat id or an @channelusername'),
      { label: 'Chat id', help: 'A numeric chat id, or @channelusername for a public channel' },
    ),
  }),
  'google-chat': z.object({
    webhookUrl: httpsUrl(
      'Webhook URL',
      'Google Chat: the space → Apps & integrations → Webhooks',
      'https://chat.googleapis.com/v1/spaces/…',
    ),
  }),
  mattermost: z.object({
    webhookUrl: httpsUrl(
      'Webhook URL',
      'Mattermost: Integrations → Incoming Webhooks',
      'https://mattermost.example.com/hooks/…',
    ),
  }),
  ntfy: z.object({
    serverUrl: meta(
      z
        .url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' })
        .max(2048)
        .default('https://ntfy.sh'),
      { label: 'Server', placeholder: 'https://ntfy.sh' },
    ),
    topic: meta(
      z
        .string()
        .trim()
        .regex(/^[-_A-Za-z0-9]{1,64}$/, 'Letters, digits, - and _ only, at most 64'),
      { label: 'Topic' },
    ),
    accessToken: meta(z.string().trim().max(256).optional(), {
      label: 'Access token',
      help: 'Only for protected topics',
      secret: true,
    }),
  }),
  pushover: z.object({
    userKey: token('User key', 'Your Pushover user or group key', 64),
    appToken: token('Application token', 'Pushover: Your Applications → Create an Application', 64),
  }),
  webhook: z.object({
    url: meta(
      z
        .url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' })
        .max(2048, 'The URL is longer than 2048 characters'),
      { label: 'URL', placeholder: 'https://example.com/hooks/tocsin' },
    ),
    secret: meta(
      z
        .string()
        .regex(
          /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/,
          'A Standard Webhooks secret: whsec_ then base64, 24 to 64 bytes',
        )
        .optional(),
      {
        label: 'Signing secret',
        help: 'Leave empty to have one generated; it is shown once',
        secret: true,
      },
    ),
  }),
} as const;

export type ChannelKind = keyof typeof channelConfigSchemas;
export const channelKinds = Object.keys(channelConfigSchemas) as ChannelKind[];
export type ChannelConfig<K extends ChannelKind = ChannelKind> = z.infer<
  (typeof channelConfigSchemas)[K]
>;

/**
 * What a kind is called, how it is grouped and what it does; the integrations page lists exactly
 * these, so every sentence here must be true of the code in apps/server/src/modules/channels.
 */
export const channelKindInfo: Record<
  ChannelKind,
  { label: string; group: string; description: string }
> = {
  email: {
    label: 'Email',
    group: 'Direct',
    description:
      'Down and recovery emails with the cause, the start of the failing response and a one-click acknowledge link.',
  },
  sms: {
    label: 'SMS',
    group: 'Direct',
    description:
      'A short text with the monitor, the error and an acknowledge link, through Twilio or Vonage. Hourly caps fall back to email.',
  },
  voice: {
    label: 'Phone call',
    group: 'Direct',
    description:
      'A Twilio call reads out which monitor is down and why; pressing 1 acknowledges the incident.',
  },
  slack: {
    label: 'Slack',
    group: 'Chat',
    description:
      'Block Kit messages in a channel through an incoming webhook, with buttons to open and acknowledge the incident.',
  },
  teams: {
    label: 'Microsoft Teams',
    group: 'Chat',
    description: 'Adaptive Cards in a Teams channel through a Workflows webhook.',
  },
  discord: {
    label: 'Discord',
    group: 'Chat',
    description: 'Embeds in a Discord channel through a webhook, with mentions switched off.',
  },
  telegram: {
    label: 'Telegram',
    group: 'Chat',
    description: 'Messages from your own bot to a chat, group or channel, with link buttons.',
  },
  'google-chat': {
    label: 'Google Chat',
    group: 'Chat',
    description: 'Cards in a Google Chat space through its webhook.',
  },
  mattermost: {
    label: 'Mattermost',
    group: 'Chat',
    description: 'Attachments in a Mattermost channel through an incoming webhook.',
  },
  pagerduty: {
    label: 'PagerDuty',
    group: 'On-call',
    description:
      'Events API v2: one PagerDuty incident per outage, triggered and resolved with a stable dedup key, so retries never open a second.',
  },
  opsgenie: {
    label: 'Opsgenie',
    group: 'On-call',
    description: 'Alerts created and closed by alias, at the priority you choose, US or EU region.',
  },
  ntfy: {
    label: 'ntfy',
    group: 'Push',
    description: 'Push to the ntfy app on any topic, on ntfy.sh or your own server.',
  },
  pushover: {
    label: 'Pushover',
    group: 'Push',
    description: 'Push to the Pushover app on your phones and desktops.',
  },
  webhook: {
    label: 'Webhook',
    group: 'Developers',
    description:
      'A JSON event to any URL, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).',
  },
};

/** The secret fields of a kind (never returned; kept when an update leaves them out). */
export function secretFields(kind: ChannelKind): string[] {
  const shape = channelConfigSchemas[kind].shape as Record<string, z.ZodType>;
  return Object.entries(shape)
    .filter(([, schema]) => fieldMeta(schema)?.secret)
    .map(([name]) => name);
}

/** A workspace default: every monitor created afterwards alerts it, unless told otherwise. */
const isDefaultSchema = z.boolean().optional();

const channelName = z
  .string()
  .trim()
  .min(1, 'Give the channel a name')
  .max(100, 'The name is longer than 100 characters');

export const channelInput = z.discriminatedUnion(
  'kind',
  channelKinds.map((kind) =>
    z.object({
      kind: z.literal(kind),
      name: channelName,
      config: channelConfigSchemas[kind],
      isDefault: isDefaultSchema,
    }),
  ) as unknown as [
    z.ZodObject<{
      kind: z.ZodLiteral<ChannelKind>;
      name: typeof channelName;
      config: z.ZodType;
      isDefault: typeof isDefaultSchema;
    }>,
  ],
);
export type ChannelInput = {
  [K in ChannelKind]: {
    kind: K;
    name: string;
    config: z.input<(typeof channelConfigSchemas)[K]>;
    isDefault?: boolean;
  };
}[ChannelKind];

/** A change: the config is checked against the channel's kind on the server. */
export const updateChannelInput = z
  .object({
    name: channelName,
    enabled: z.boolean(),
    isDefault: z.boolean(),
    config: z.record(z.string(), z.unknown()),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateChannelInput = z.infer<typeof updateChannelInput>;

export const deliveryStatuses = ['pending', 'sending', 'delivered', 'failed', 'held'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const channelSchema = z.object({
  id: z.string(),
  kind: z.enum(channelKinds as [ChannelKind, ...ChannelKind[]]),
  name: z.string(),
  enabled: z.boolean(),
  /** New monitors start with this channel in their alert rules. */
  isDefault: z.boolean(),
  /** The config without its secret fields. */
  config: z.record(z.string(), z.unknown()),
  /** Which secret fields hold a value. */
  secretsSet: z.array(z.string()),
  createdAt: z.iso.datetime(),
  lastDelivery: z
    .object({
      status: z.enum(deliveryStatuses),
      at: z.iso.datetime(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const createdChannelResponse = channelSchema.extend({
  /** A generated webhook signing secret, returned this once. */
  signingSecret: z.string().optional(),
});

export const channelListResponse = z.object({ items: z.array(channelSchema) });
export const channelIdParams = z.object({ id: z.string().min(1).max(64) });

export const channelKindsResponse = z.object({
  items: z.array(
    z.object({
      kind: z.enum(channelKinds as [ChannelKind, ...ChannelKind[]]),
      label: z.string(),
      group: z.string(),
      description: z.string(),
      /** False when this server lacks what the kind needs (SMS and calls need a provider). */
      available: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
