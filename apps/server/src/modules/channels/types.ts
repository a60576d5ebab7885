import type { ChannelConfig, ChannelKind } from '@tocsin/contract';
import type { AlertMessage } from '../../db/schema.js';
import type { Mailer } from '../../lib/mailer.js';
import type { AlertHttp } from './http.js';
import type { ProviderSettings } from './providers.js';

export type { AlertMessage } from '../../db/schema.js';

export interface SendContext {
  http: AlertHttp;
  mailer: Mailer;
  providers: ProviderSettings;
  publicUrl: string;
  /** Signs the URLs a provider calls back (the voice call's key press). */
  callbackUrl: (path: string) => string;
}

/** What the provider answered, for the delivery log. */
export interface SendResult {
  statusCode?: number | undefined;
  /** The provider's id of what it created (message SID, Opsgenie request id ...). */
  providerId?: string | undefined;
}

/** One kind of channel: how to send, and whether this server can. */
export interface ChannelModule<K extends ChannelKind = ChannelKind> {
  kind: K;
  /** Null when this server can send through this kind; else why not (shown to users). */
  unavailable?(providers: ProviderSettings): string | null;
  send(config: ChannelConfig<K>, message: AlertMessage, ctx: SendContext): Promise<SendResult>;
}
