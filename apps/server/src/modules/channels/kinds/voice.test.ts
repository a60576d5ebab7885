import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downMessage,
  localProviders,
  testSendContext,
  upMessage,
} from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { callTwiml, twimlAcknowledged, verifyTwilioSignature, voice } from './voice.js';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-0123456789';
const TO = '+14155550123';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (/[<>]/.test(text)) throw new Error(`unescaped markup in ${JSON.stringify(text)}`);
  return text.replace(/&([^;]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare & in ${JSON.stringify(text)}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = /^#x([0-9a-f]+)$/i.exec(ref)?.[1] ?? /^#(\d+)$/.exec(ref)?.[1];
    if (!code) throw new Error(`unknown entity &${ref};`);
    return String.fromCodePoint(parseInt(code, ref.startsWith('#x') ? 16 : 10));
  });
}

/** A strict little XML reader: one root, matched tags, quoted attributes, only known entities. */
function parseXml(xml: string): XmlElement {
  const source = xml.replace(/^<\?xml[^?]*\?>/, '');
  const tag =
    /<(\/?)([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const attr = /([A-Za-z][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack = [root];
  let at = 0;
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const text = source.slice(at, lt === -1 ? source.length : lt);
    if (text) {
      if (stack.length === 1 && text.trim()) throw new Error('text outside the root');
      if (stack.length > 1) stack.at(-1)!.children.push(decode(text));
    }
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(source);
    if (!m) throw new Error(`malformed tag at ${lt}: ${source.slice(lt, lt + 40)}`);
    const [, close, name, attrText, selfClose] = m as unknown as string[];
    if (close) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
    } else {
      const attrs: Record<string, string> = {};
      for (const a of attrText!.matchAll(attr)) {
        if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
        attrs[a[1]!] = decode(a[2] ?? a[3]!);
      }
      const element: XmlElement = { name: name!, attrs, children: [] };
      if (stack.length === 1 && root.children.length) throw new Error('a second root');
      stack.at(-1)!.children.push(element);
      if (!selfClose) stack.push(element);
    }
    at = tag.lastIndex;
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  return root.children[0] as XmlElement;
}

const elements = (el: XmlElement) =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string');
const textOf = (el: XmlElement): string =>
  el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');

describe('the XML reader these tests use', () => {
  it('refuses what Twilio would refuse', () => {
    expect(() => parseXml('<Response><Say>R&D</Say></Response>')).toThrow(/bare &/);
    expect(() => parseXml('<Response><Say>a < b</Say></Response>')).toThrow();
    expect(() => parseXml('<Response><Say>a</Response>')).toThrow(/closes/);
    expect(() => parseXml('<Response><Gather action=x></Gather></Response>')).toThrow();
    expect(() => parseXml('<Response/><Response/>')).toThrow(/second root/);
  });
});

describe('voice channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('places a call through the Calls API with inline TwiML, and returns the call SID', async () => {
    receiver.script({
      status: 201,
      body: {
        sid: 'CA1f0e8ae6ade43cb3c0ce4525424e404f',
        account_sid: SID,
        to: TO,
        from: '+15005550006',
        status: 'queued',
      },
    });
    const sent = await voice.send({ to: TO }, downMessage(), testSendContext(receiver.url));
    expect(sent).toEqual({ statusCode: 201, providerId: 'CA1f0e8ae6ade43cb3c0ce4525424e404f' });

    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
    );
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = req.form();
    expect([...form.keys()].sort()).toEqual(['From', 'To', 'Twiml']);
    expect(form.get('To')).toBe(TO);
    expect(form.get('From')).toBe('+15005550006');

    const response = parseXml(form.get('Twiml')!);
    expect(response.name).toBe('Response');
    const [intro, gather, closing, ...rest] = elements(response);
    expect(rest).toEqual([]);
    expect(intro!.name).toBe('Say');
    expect(textOf(intro!)).toBe(
      'This is Tocsin. Checkout API is down. Reason: HTTP 503 Service Unavailable.',
    );
    expect(gather!.name).toBe('Gather');
    expect(gather!.attrs).toEqual({
      numDigits: '1',
      action: 'https://tocsin.example.com/api/alerts/voice/signed-token',
      method: 'POST',
    });
    expect(elements(gather!).map((e) => e.name)).toEqual(['Say']);
    expect(textOf(gather!)).toBe('Press 1 to acknowledge this incident.');
    expect(closing!.name).toBe('Say');
    expect(textOf(closing!)).toMatch(/No key was pressed/);
  });

  it('escapes names, causes and the signed callback URL', async () => {
    receiver.script({ status: 201, body: { sid: 'CA2' } });
    const message = downMessage({
      title: 'R&D <API> "beta" is down',
      monitor: { id: 'mon_2', name: 'R&D <API> "beta"', target: 'https://rd.example.com' },
      cause: {
        statusCode: null,
        errorKind: 'keyword',
        message: "Keyword '<ok/>' & 'ready' not found",
        excerpt: null,
      },
      links: {
        view: 'https://tocsin.example.com/dashboard/incidents/inc_2',
        acknowledge: 'https://tocsin.example.com/api/ack/tok.en-_2',
      },
    });
    const ctx = testSendContext(receiver.url, {
      callbackUrl: (path) => `https://tocsin.example.com${path}?expires=1700000000&sig=a/b+c=`,
    });
    await voice.send({ to: TO }, message, ctx);
    const response = parseXml(receiver.requests.at(-1)!.form().get('Twiml')!);
    const [intro, gather] = elements(response);
    expect(textOf(intro!)).toBe(
      `This is Tocsin. R&D <API> "beta" is down. Reason: Keyword '<ok/>' & 'ready' not found.`,
    );
    expect(gather!.attrs.action).toBe(
      'https://tocsin.example.com/api/alerts/voice/tok.en-_2?expires=1700000000&sig=a/b+c=',
    );
  });

  it('offers no key press without an acknowledge link or for a recovery', () => {
    const noLink = parseXml(
      callTwiml(
        downMessage({ links: { view: 'https://x.example/i', acknowledge: null } }),
        'https://tocsin.example.com/api/alerts/voice/t',
      ),
    );
    expect(elements(noLink).map((e) => e.name)).toEqual(['Say']);

    const up = parseXml(callTwiml(upMessage(), null));
    expect(elements(up).map((e) => e.name)).toEqual(['Say']);
    expect(textOf(up)).toBe('This is Tocsin. Checkout API is up.');

    const withoutUrl = parseXml(callTwiml(downMessage(), null));
    expect(elements(withoutUrl).map((e) => e.name)).toEqual(['Say']);
  });

  it('names the monitor when the title does not, and says reminders and escalations', () => {
    const twiml = callTwiml(
      downMessage({ title: 'Certificate expires in 3 days', reminder: 2, escalated: true }),
      null,
    );
    expect(textOf(parseXml(twiml))).toMatch(
      /^This is Tocsin, about Checkout API\. Escalated: Certificate expires in 3 days \(reminder 2\)\./,
    );
  });

  it('answers the key press in TwiML', () => {
    const ok = parseXml(twimlAcknowledged(true));
    expect(ok.name).toBe('Response');
    expect(elements(ok).map((e) => e.name)).toEqual(['Say']);
    expect(textOf(ok)).toBe('The incident is acknowledged. Goodbye.');
    const failed = parseXml(twimlAcknowledged(false));
    expect(textOf(failed)).toMatch(/^Sorry, the incident could not be acknowledged/);
  });

  it('classifies Twilio errors: 4xx with its message not retryable, 429 and 5xx retryable', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 400,
      body: {
        code: 21215,
        message:
          'Account not authorized to call +4930123456. Perhaps you need to enable some international permissions.',
        more_info: 'https://www.twilio.com/docs/errors/21215',
        status: 400,
      },
    });
    const error = await voice.send({ to: TO }, downMessage(), ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      retryable: false,
      statusCode: 400,
      message: expect.stringMatching(/Account not authorized to call .* \(code 21215\)$/),
    });
    receiver.script({
      status: 429,
      body: { code: 20429, message: 'Too Many Requests', status: 429 },
    });
    await expect(voice.send({ to: TO }, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
    });
    receiver.script({ status: 503, body: 'Service Unavailable' });
    await expect(voice.send({ to: TO }, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 503,
    });
  });

  it('is unavailable without a Twilio account, and then sends nothing', async () => {
    const providers = localProviders('http://127.0.0.1:9', { smsProvider: 'vonage', twilio: null });
    const reason = voice.unavailable!(providers);
    expect(reason).toBe(
      'Phone calls need a Twilio account, which an administrator of this server sets up (see the self-hosting guide, SMS and phone calls).',
    );
    expect(reason).not.toMatch(/[A-Z]+_[A-Z]+/);
    const error = await voice
      .send({ to: TO }, downMessage(), testSendContext('http://127.0.0.1:9', { providers }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ retryable: false, message: reason });
    // Calls go through Twilio whichever provider sends SMS.
    expect(
      voice.unavailable!(localProviders('http://127.0.0.1:9', { smsProvider: 'vonage' })),
    ).toBeNull();
  });
});

describe('verifyTwilioSignature', () => {
  // The worked example from Twilio's security documentation (request validation).
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };
  const signature = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

  it("accepts Twilio's documented example", () => {
    expect(verifyTwilioSignature('12345', url, params, signature)).toBe(true);
  });

  it('rejects a tampered parameter, URL, token or signature', () => {
    expect(verifyTwilioSignature('12345', url, { ...params, Digits: '1' }, signature)).toBe(false);
    expect(verifyTwilioSignature('12345', url, { ...params, Extra: 'x' }, signature)).toBe(false);
    expect(verifyTwilioSignature('12345', url.replace('foo=1', 'foo=2'), params, signature)).toBe(
      false,
    );
    expect(verifyTwilioSignature('54321', url, params, signature)).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, signature.slice(0, -2))).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, '')).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});
