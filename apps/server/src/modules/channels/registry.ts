import { channelKindInfo, channelKinds, type ChannelKind } from '@tocsin/contract';
import { email } from './kinds/email.js';
import { slack } from './kinds/slack.js';
import { webhook } from './kinds/webhook.js';
import type { ProviderSettings } from './providers.js';
import type { ChannelModule } from './types.js';

/** Every channel kind Tocsin can send through; the integrations page lists exactly these. */
export const channelModules: { [K in ChannelKind]?: ChannelModule<K> } = {
  email,
  slack,
  webhook,
};

export function channelModule<K extends ChannelKind>(kind: K): ChannelModule<K> | undefined {
  return channelModules[kind];
}

/** Each kind, and whether this server can send through it (SMS and calls need a provider). */
export function describeKinds(providers: ProviderSettings) {
  return channelKinds.map((kind) => {
    const module = channelModule(kind);
    const reason = module ? (module.unavailable?.(providers) ?? null) : 'Not supported yet';
    return { kind, ...channelKindInfo[kind], available: reason === null, reason };
  });
}
