import { channelKindInfo, channelKinds, type ChannelKind } from '@tocsin/contract';
import { discord } from './kinds/discord.js';
import { email } from './kinds/email.js';
import { googleChat } from './kinds/google-chat.js';
import { mattermost } from './kinds/mattermost.js';
import { ntfy } from './kinds/ntfy.js';
import { opsgenie } from './kinds/opsgenie.js';
import { pagerduty } from './kinds/pagerduty.js';
import { pushover } from './kinds/pushover.js';
import { slack } from './kinds/slack.js';
import { sms } from './kinds/sms.js';
import { teams } from './kinds/teams.js';
import { telegram } from './kinds/telegram.js';
import { voice } from './kinds/voice.js';
import { webhook } from './kinds/webhook.js';
import type { ProviderSettings } from './providers.js';
import type { ChannelModule } from './types.js';

/** Every channel kind Tocsin can send through; the integrations page lists exactly these. */
export const channelModules: { [K in ChannelKind]: ChannelModule<K> } = {
  email,
  sms,
  voice,
  slack,
  teams,
  discord,
  telegram,
  'google-chat': googleChat,
  mattermost,
  pagerduty,
  opsgenie,
  ntfy,
  pushover,
  webhook,
};

export function channelModule<K extends ChannelKind>(kind: K): ChannelModule<K> {
  return channelModules[kind];
}

/** Null when this server can send through `kind`; else why not, in words for users. */
export function unavailableReason(kind: ChannelKind, providers: ProviderSettings): string | null {
  return channelModule(kind).unavailable?.(providers) ?? null;
}

/** Each kind, and whether this server can send through it (SMS and calls need a provider). */
export function describeKinds(providers: ProviderSettings) {
  return channelKinds.map((kind) => {
    const reason = unavailableReason(kind, providers);
    return { kind, ...channelKindInfo[kind], available: reason === null, reason };
  });
}

/** A channel as people read it in timelines and delivery lists: "Slack: #ops". */
export const channelLabel = (channel: { kind: ChannelKind; name: string }) =>
  `${channelKindInfo[channel.kind].label}: ${channel.name}`;

/** The kinds whose names are common nouns, written in lower case inside a sentence. */
const commonNouns = new Set<ChannelKind | 'push'>(['email', 'voice', 'webhook', 'push']);

/**
 * How and to whom an alert went, for a sentence: "by email to ada@example.com", "by Slack to
 * #ops", from a delivery's kind and its target as channelLabel and the members' labels
 * ("Email to ada@example.com") write it.
 */
export function deliveryRoute(kind: ChannelKind | 'push', target: string) {
  const label = kind === 'push' ? 'Push' : channelKindInfo[kind].label;
  const means = commonNouns.has(kind) ? label.toLowerCase() : label;
  for (const separator of [': ', ' to ']) {
    if (target.startsWith(label + separator))
      return `by ${means} to ${target.slice(label.length + separator.length)}`;
  }
  return `to ${target}`;
}
