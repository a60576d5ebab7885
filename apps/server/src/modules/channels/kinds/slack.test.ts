import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { googleChatMessage } from './google-chat.js';
import { mattermostMessage } from './mattermost.js';
import { slack, slackMessage } from './slack.js';

describe('slack channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('posts Block Kit to the incoming webhook, with an acknowledge button only while down', async () => {
    receiver.script({ status: 200, body: 'ok' });
    await slack.send(
      { webhookUrl: `${receiver.url}/services/T1/B2/xyz` },
      downMessage(),
      testSendContext(receiver.url),
    );
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/services/T1/B2/xyz');
    expect(req.headers['content-type']).toBe('application/json');
    const body = req.json() as {
      text: string;
      blocks: { type: string; elements?: { url: string }[] }[];
    };
    expect(body.text).toMatch(/^Checkout API is down: /);
    expect(body.blocks.map((b) => b.type)).toEqual(['header', 'section', 'section', 'actions']);
    expect(body.blocks[3]!.elements!.map((e) => e.url)).toEqual([
      'https://tocsin.example.com/dashboard/incidents/inc_1',
      'https://tocsin.example.com/api/ack/signed-token',
    ]);
    expect(slackMessage(upMessage()).blocks[3]!.elements).toHaveLength(1);
  });

  it('answers Slack errors as Slack sends them: 404 no_service is not retried, 500 is', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({ status: 404, body: 'no_service' });
    await expect(
      slack.send({ webhookUrl: `${receiver.url}/gone` }, downMessage(), ctx),
    ).rejects.toMatchObject({ retryable: false, message: 'Slack answered 404: no_service' });
    receiver.script({ status: 500, body: 'internal_error' });
    await expect(
      slack.send({ webhookUrl: `${receiver.url}/busy` }, downMessage(), ctx),
    ).rejects.toMatchObject({ retryable: true });
  });
});

describe('mentions in chat messages', () => {
  // A server's status text, quoted in the alert, must not page a whole channel.
  const hostile = downMessage({
    summary: 'Checkout API has been down: Expected 2xx, got 503 <!channel> @all <users/all>',
  });

  it('escapes Slack control sequences', () => {
    expect(JSON.stringify(slackMessage(hostile))).not.toContain('<!channel>');
    expect(slackMessage(hostile).text).toContain('&lt;!channel&gt;');
  });

  it('makes Mattermost @-mentions inert', () => {
    const body = JSON.stringify(mattermostMessage(hostile));
    expect(body).not.toMatch(/@all/);
    expect(body).toContain('@\u200ball');
  });

  it("keeps Google Chat's <users/all> from mentioning everyone", () => {
    expect(googleChatMessage(hostile).text).not.toContain('<users/all>');
  });
});
