import { smsText } from '../format.js';
import { DeliveryError, expectSuccess, type AlertHttp } from '../http.js';
import type { ProviderSettings } from '../providers.js';
import type { ChannelModule } from '../types.js';
import { twilioCreate } from './twilio.js';

type VonageSettings = NonNullable<ProviderSettings['vonage']>;

const SMS_UNAVAILABLE =
  'SMS needs a Twilio or Vonage account, which an administrator of this server sets up (see the self-hosting guide, SMS and phone calls).';

const FORM = 'application/x-www-form-urlencoded';

/** Vonage statuses worth another try: 1 throttled, 5 an internal error on their side. */
const VONAGE_RETRYABLE = new Set(['1', '5']);

interface VonageMessage {
  status?: unknown;
  'message-id'?: unknown;
  'error-text'?: unknown;
}

/**
 * Vonage's SMS API answers 200 even when it refused the message: each part of the message has
 * its own `status` ('0' sent) and `error-text`. Text outside ASCII goes as `type=unicode`, or
 * Vonage would mangle it into GSM characters.
 */
async function sendVonage(http: AlertHttp, vonage: VonageSettings, to: string, text: string) {
  const form: Record<string, string> = {
    api_key: vonage.apiKey,
    api_secret: vonage.apiSecret,
    from: vonage.from.replace(/^\+(?=\d+$)/, ''),
    to: to.replace(/\D/g, ''),
    text,
  };
  if (/[^\x20-\x7e\n]/.test(text)) form.type = 'unicode';
  const res = await http.request({
    url: `${vonage.apiUrl}/sms/json`,
    method: 'POST',
    headers: { 'content-type': FORM, accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    userSupplied: false,
  });
  expectSuccess('Vonage', res);
  let messages: VonageMessage[] | undefined;
  try {
    messages = (JSON.parse(res.body) as { messages?: VonageMessage[] } | null)?.messages;
  } catch {
    messages = undefined;
  }
  if (!Array.isArray(messages) || messages.length === 0) {
    throw new DeliveryError(`Vonage answered ${res.status} without a message status`, {
      retryable: true,
      statusCode: res.status,
    });
  }
  const failed = messages.find((m) => String(m.status) !== '0');
  if (failed) {
    const status = String(failed.status);
    const said = typeof failed['error-text'] === 'string' ? failed['error-text'] : 'no reason';
    throw new DeliveryError(`Vonage refused the message: ${said} (status ${status})`, {
      retryable: VONAGE_RETRYABLE.has(status),
      statusCode: res.status,
    });
  }
  const id = messages[0]!['message-id'];
  return { statusCode: res.status, providerId: typeof id === 'string' ? id : undefined };
}

export const sms: ChannelModule<'sms'> = {
  kind: 'sms',
  unavailable(providers) {
    const provider = providers.smsProvider;
    return provider && providers[provider] ? null : SMS_UNAVAILABLE;
  },
  async send(config, message, ctx) {
    const { smsProvider, twilio, vonage } = ctx.providers;
    if (smsProvider === 'twilio' && twilio) {
      return twilioCreate(ctx.http, twilio, 'Messages', {
        To: config.to,
        From: twilio.from,
        Body: smsText(message),
      });
    }
    if (smsProvider === 'vonage' && vonage)
      return sendVonage(ctx.http, vonage, config.to, smsText(message));
    throw new DeliveryError(SMS_UNAVAILABLE, { retryable: false });
  },
};
