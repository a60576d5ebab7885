import { expectSuccess, type AlertHttp } from '../http.js';
import type { ProviderSettings } from '../providers.js';

type TwilioSettings = NonNullable<ProviderSettings['twilio']>;
const FORM = 'application/x-www-form-urlencoded';

/**
 * Twilio's error JSON is `{code, message, more_info, status}`; the code says more than the HTTP
 * status (21211 is an invalid 'To' number, 21610 a recipient who replied STOP), so both are kept.
 */
function twilioErrorText(body: string): string | undefined {
  const error = JSON.parse(body) as { code?: unknown; message?: unknown } | null;
  if (typeof error?.message !== 'string') return undefined;
  const code = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : null;
  return code === null ? error.message : `${error.message} (code ${code})`;
}

/**
 * Creates a Twilio resource (a message, a call) as the configured account: a form POST with
 * Basic auth, answered 201 with the new resource's `sid`. 429 and 5xx are worth another try,
 * other 4xx are a wrong number or account and are not.
 */
export async function twilioCreate(
  http: AlertHttp,
  twilio: TwilioSettings,
  resource: 'Messages' | 'Calls',
  form: Record<string, string>,
) {
  const credentials = Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64');
  const res = await http.request({
    url: `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/${resource}.json`,
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': FORM,
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
    userSupplied: false,
  });
  expectSuccess('Twilio', res, twilioErrorText);
  // A 2xx means Twilio took it; a body we cannot read must not turn into a second message.
  let sid: unknown;
  try {
    sid = (JSON.parse(res.body) as { sid?: unknown } | null)?.sid;
  } catch {
    sid = undefined;
  }
  return { statusCode: res.status, providerId: typeof sid === 'string' ? sid : undefined };
}
