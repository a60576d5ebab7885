import { randomBytes } from 'node:crypto';
import { channelKindInfo, type ChannelKind } from '@tocsin/contract';
import { text, type Row } from './values.js';

/** A Kuma notification as Tocsin would have it, or why it cannot be. */
export type MappedNotification =
  { kind: ChannelKind; config: Row; notes: string[] } | { reason: string };

/** Notes for the provider's settings that were set and that Tocsin has no place for. */
const dropped = (config: Row, fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([name]) => text(config[name]) !== undefined && config[name] !== false)
    .map(([, what]) => `${what} is not kept: Tocsin formats its own messages`);

const addresses = (...values: unknown[]) =>
  values
    .flatMap((value) => (text(value) ?? '').split(/[,;\s]+/))
    .filter((address) => address !== '');

/** A Standard Webhooks secret; Kuma's webhooks are unsigned, so receivers ignore it. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** By Kuma's provider name (its `type`): the Tocsin channel it becomes. */
const providers: Record<string, (c: Row) => MappedNotification> = {
  slack: (c) => ({
    kind: 'slack',
    config: { webhookUrl: text(c.slackwebhookURL) },
    notes: dropped(c, {
      slackchannel: 'The channel override',
      slackusername: 'The user name',
      slackiconemo: 'The icon emoji',
    }),
  }),
  discord: (c) => ({
    kind: 'discord',
    config: { webhookUrl: text(c.discordWebhookUrl) },
    notes: dropped(c, {
      discordUsername: 'The user name',
      discordPrefixMessage: 'The prefix message',
    }),
  }),
  teams: (c) => ({
    kind: 'teams',
    config: { webhookUrl: text(c.webhookUrl) },
    notes: /webhook\.office\.com|outlook\.office\.com/.test(text(c.webhookUrl) ?? '')
      ? [
          'The URL is an Office 365 connector webhook; Microsoft retires these, create a Workflows URL in Teams and set it in Tocsin',
        ]
      : [],
  }),
  telegram: (c) => ({
    kind: 'telegram',
    config: { botToken: text(c.telegramBotToken), chatId: text(c.telegramChatID) },
    notes: dropped(c, {
      telegramMessageThreadID: 'The message thread',
      telegramSendSilently: 'Sending silently',
    }),
  }),
  pushover: (c) => ({
    kind: 'pushover',
    config: { userKey: text(c.pushoveruserkey), appToken: text(c.pushoverapptoken) },
    notes: dropped(c, {
      pushoverdevice: 'The device',
      pushoversounds: 'The sound',
      pushoverpriority: 'The priority',
    }),
  }),
  smtp: (c) => ({
    kind: 'email',
    config: { to: addresses(c.smtpTo, c.smtpCC, c.smtpBCC) },
    notes: [
      'Its SMTP server is not used: Tocsin sends email through its own mail server',
      ...dropped(c, { customSubject: 'The custom subject', customBody: 'The custom body' }),
    ],
  }),
  webhook: (c) => ({
    kind: 'webhook',
    config: { url: text(c.webhookURL), secret: newWebhookSecret() },
    notes: [
      "Tocsin posts its own JSON event, signed per Standard Webhooks with a new secret, instead of Kuma's body",
      ...dropped(c, {
        webhookCustomBody: 'The custom body',
        webhookAdditionalHeaders: 'The additional headers',
      }),
    ],
  }),
  PagerDuty: (c) => {
    const severity = text(c.pagerdutyPriority) ?? 'warning';
    return {
      kind: 'pagerduty',
      config: { routingKey: text(c.pagerdutyIntegrationKey), severity },
      notes: [],
    };
  },
  Opsgenie: (c) => ({
    kind: 'opsgenie',
    config: {
      apiKey: text(c.opsgenieApiKey),
      region: text(c.opsgenieRegion) === 'eu' ? 'eu' : 'us',
      priority: `P${text(c.opsgeniePriority) ?? '3'}`,
    },
    notes: [],
  }),
  ntfy: (c) => ({
    kind: 'ntfy',
    config: {
      serverUrl: text(c.ntfyserverurl),
      topic: text(c.ntfytopic),
      accessToken: text(c.ntfyaccesstoken),
    },
    notes:
      text(c.ntfyAuthenticationMethod) === 'usernamePassword'
        ? ['It signs in with a user name and password; Tocsin uses an access token, set one']
        : dropped(c, { ntfyPriority: 'The priority', ntfyIcon: 'The icon' }),
  }),
  mattermost: (c) => ({
    kind: 'mattermost',
    config: { webhookUrl: text(c.mattermostWebhookUrl) },
    notes: dropped(c, {
      mattermostchannel: 'The channel override',
      mattermostusername: 'The user name',
    }),
  }),
  GoogleChat: (c) => ({
    kind: 'google-chat',
    config: { webhookUrl: text(c.googleChatWebhookURL) },
    notes: [],
  }),
  twilio: (c) => ({
    kind: 'sms',
    config: { to: text(c.twilioToNumber) },
    notes: [
      "Its Twilio account and sender number are not used: Tocsin sends SMS through the server's own provider",
    ],
  }),
};

/** Maps the config of one Kuma notification (the JSON its `config` column holds). */
export function mapKumaNotification(config: Row): MappedNotification {
  const provider = text(config.type) ?? '';
  const map = Object.hasOwn(providers, provider) ? providers[provider] : undefined;
  if (!map)
    return {
      reason: provider
        ? `Tocsin has no ${provider} channel (it has ${Object.values(channelKindInfo)
            .map((info) => info.label)
            .join(', ')})`
        : 'It names no provider',
    };
  return map(config);
}
