import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { describeEachDatabase, nextIp } from '../../test/harness.js';

const message = {
  name: 'Katherine Johnson',
  email: 'katherine@example.com',
  company: 'Langley',
  topic: 'sales',
  message: 'We run 300 sites and would like to talk about an enterprise plan.',
};

describeEachDatabase('the contact form', (h) => {
  it('stores the message and mails it to the support address, with the visitor as Reply-To', async () => {
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      payload: message,
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const mail = await h().smtp.waitFor(
      'support@tocsin.app',
      /\[Contact: sales\] Katherine Johnson, Langley/,
    );
    expect(mail.text).toContain('We run 300 sites');
    expect(mail.text).toContain(`Reference: ${id}`);
    const [row] = await h().db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ email: 'katherine@example.com', topic: 'sales' });
    expect(row!.mailedAt).not.toBeNull();
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await h().db.select().from(contactMessages)).length;
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      payload: { ...message, email: 'not-an-address', message: 'short', topic: 'spam' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(paths).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'message', message: 'Tell us a little more (at least 10 characters)' },
        expect.objectContaining({ path: 'topic' }),
      ]),
    );
    expect((await h().db.select().from(contactMessages)).length).toBe(before);
  });

  it('takes five messages an hour from one address, then says to wait', async () => {
    const ip = nextIp();
    const send = () =>
      h().app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: ip,
        payload: message,
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ message: string }>().message).toMatch(
      /^Too many requests\. Try again in \d+ seconds\.$/,
    );
  });
});
