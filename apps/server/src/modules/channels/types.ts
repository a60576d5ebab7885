import type { AlertEvent, ChannelConfig, ChannelKind } from '@tocsin/contract';
import type { Mailer } from '../../lib/mailer.js';
import type { AlertHttp } from './http.js';
import type { ProviderSettings } from './providers.js';

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
}

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
