import { alertEndpoints, endpointUrl } from '@tocsin/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { headline } from '../format.js';
import { DeliveryError } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';
import { twilioCreate } from './twilio.js';

const VOICE_UNAVAILABLE =
  'Phone calls need a Twilio account, which an administrator of this server sets up (see the self-hosting guide, SMS and phone calls).';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Ends a spoken piece with exactly one full stop, so the voice pauses between them. */
const sentence = (text: string) => `${text.trim().replace(/[\s.!?:;,]+$/, '')}.`;

const say = (text: string) => `<Say>${escapeXml(text)}</Say>`;

/** The signed ack token: the last path segment of the acknowledge link. */
function ackToken(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link).pathname.split('/').filter(Boolean).at(-1) ?? null;
  } catch {
    return null;
  }
}

/**
 * The TwiML the call plays: what happened to which monitor and why, then, for a down alert with
 * an acknowledge link, a key press that acknowledges it (Twilio POSTs the digit to
 * `gatherActionUrl`). Without a key press Twilio goes on past the Gather to the closing words.
 */
export function callTwiml(message: AlertMessage, gatherActionUrl: string | null): string {
  const name = message.monitor.name.slice(0, 100);
  const title = headline(message);
  const spoken = [
    title.includes(message.monitor.name) ? 'This is Tocsin.' : `This is Tocsin, about ${name}.`,
    sentence(title.slice(0, 200)),
  ];
  const failing = message.event === 'down' || message.event === 'degraded';
  if (failing && message.cause?.message)
    spoken.push(sentence(`Reason: ${message.cause.message.slice(0, 200)}`));
  const verbs = [say(spoken.join(' '))];
  if (message.event === 'down' && message.links.acknowledge && gatherActionUrl) {
    verbs.push(
      `<Gather numDigits="1" action="${escapeXml(gatherActionUrl)}" method="POST">${say('Press 1 to acknowledge this incident.')}</Gather>`,
      say('No key was pressed. The incident stays unacknowledged. Goodbye.'),
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.join('')}</Response>`;
}

/** What the key-press callback answers, so the person on the phone hears whether it worked. */
export function twimlAcknowledged(ok: boolean): string {
  const text = ok
    ? 'The incident is acknowledged. Goodbye.'
    : 'Sorry, the incident could not be acknowledged. It may be resolved already, or the link has expired. Please open Tocsin. Goodbye.';
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${say(text)}</Response>`;
}

/**
 * Twilio's request validation for its callbacks: HMAC-SHA1, keyed with the auth token, over the
 * full URL Twilio called followed by every POST parameter's name and value sorted by name,
 * base64-encoded in X-Twilio-Signature. Compared in constant time so a forger learns nothing.
 */
export function verifyTwilioSignature(
  authToken: string,
  fullUrl: string,
  params: Record<string, string>,
  signatureHeader: string | undefined,
): boolean {
  if (!signatureHeader) return false;
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], fullUrl);
  const expected = Buffer.from(createHmac('sha1', authToken).update(data).digest('base64'));
  const given = Buffer.from(signatureHeader);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const voice: ChannelModule<'voice'> = {
  kind: 'voice',
  unavailable: (providers) => (providers.twilio ? null : VOICE_UNAVAILABLE),
  async send(config, message, ctx) {
    const twilio = ctx.providers.twilio;
    if (!twilio) throw new DeliveryError(VOICE_UNAVAILABLE, { retryable: false });
    const token = message.event === 'down' ? ackToken(message.links.acknowledge) : null;
    const action = token ? ctx.callbackUrl(endpointUrl(alertEndpoints.voiceKey, { token })) : null;
    return twilioCreate(ctx.http, twilio, 'Calls', {
      To: config.to,
      From: twilio.from,
      Twiml: callTwiml(message, action),
    });
  },
};
