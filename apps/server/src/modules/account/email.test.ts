import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliveries, sessions, users, verifications } from '../../db/schema.js';
import { confirmDown, memberWithMonitor } from '../../test/alerted-member.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';

const origin = 'http://localhost:3000';

describeEachDatabase(
  'the account email address: confirming it and changing it',
  (h) => {
    const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
      h().app.inject({
        method,
        url,
        headers: { origin, ...(cookie ? { cookie } : {}) },
        remoteAddress: nextIp(),
        ...(payload ? { payload } : {}),
      });
    const me = async (cookie: string) =>
      (await call('GET', '/api/v1/me', cookie)).json<{
        profile: { email: string; emailVerified: boolean };
      }>().profile;

    async function signUp() {
      const body = newUser();
      const res = await call('POST', '/api/auth/sign-up/email', undefined, body);
      expect(res.statusCode).toBe(200);
      const [user] = await h().db.select().from(users).where(eq(users.email, body.email));
      const [session] = await h().db.select().from(sessions).where(eq(sessions.userId, user!.id));
      return { ...body, cookie: cookieFrom(res), userId: user!.id, sessionId: session!.id };
    }

    const linkIn = (text: string, page: string) =>
      new URL(text.match(new RegExp(`http://localhost:3000/${page}\\?token=[\\w.%-]+`))![0]);
    async function verificationLink(email: string) {
      const mail = await h().smtp.waitFor(email, /Confirm your email address/);
      return linkIn(mail.text, 'verify-email').searchParams.get('token')!;
    }
    /** Moves the notes of the links mailed to this person back in time. */
    const ageNotes = (userId: string, ms: number) =>
      h()
        .db.update(verifications)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(verifications.identifier, `email-verification-sent:${userId}`));

    it('mails a link at sign-up, lets the person in meanwhile, and confirms the address once', async () => {
      const person = await signUp();
      expect(await me(person.cookie)).toMatchObject({ emailVerified: false });
      const status = await call('GET', '/api/v1/me/email-verification', person.cookie);
      expect(status.json()).toMatchObject({ email: person.email, emailVerified: false });
      expect(Date.now() - Date.parse(status.json<{ sentAt: string }>().sentAt)).toBeLessThan(
        60_000,
      );
      const signIn = await call('POST', '/api/auth/sign-in/email', undefined, {
        email: person.email,
        password: person.password,
      });
      expect(signIn.statusCode).toBe(200);

      const token = await verificationLink(person.email);
      const confirmed = await call('POST', '/api/v1/email-verification/confirm', undefined, {
        token,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ email: person.email, alreadyConfirmed: false });
      expect(await me(person.cookie)).toMatchObject({ emailVerified: true });
      const again = await call('POST', '/api/v1/email-verification/confirm', undefined, { token });
      expect(again.json()).toEqual({ email: person.email, alreadyConfirmed: true });
      const resend = await call('POST', '/api/v1/me/email-verification', person.cookie);
      expect(resend.statusCode).toBe(400);
    });

    it('refuses a forged, a foreign and an expired token, saying what to do', async () => {
      const person = await signUp();
      const secret = h().config.authSecret;
      const expired = await createEmailVerificationToken(secret, person.email, undefined, -60, {
        userId: person.userId,
      });
      const foreign = await createEmailVerificationToken(
        'another-secret-of-32-characters-or-more',
        person.email,
      );
      for (const [token, message] of [
        ['not-a-token', /not valid/],
        [foreign, /not valid/],
        [expired, /expired/],
      ] as const) {
        const res = await call('POST', '/api/v1/email-verification/confirm', undefined, { token });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid-token', message });
        expect(res.json<{ message: string }>().message).toMatch(/Resend/);
      }
      const empty = await call('POST', '/api/v1/email-verification/confirm', undefined, {
        token: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(await me(person.cookie)).toMatchObject({ emailVerified: false });
    });

    it('resends at most once a minute and five times an hour, and says when it last sent', async () => {
      const person = await signUp();
      await verificationLink(person.email);
      const soon = await call('POST', '/api/v1/me/email-verification', person.cookie);
      expect(soon.statusCode).toBe(429);
      expect(soon.json()).toMatchObject({ code: 'too-many-requests' });
      expect(soon.headers['retry-after']).toBeDefined();
      for (let i = 2; i <= 5; i += 1) {
        await ageNotes(person.userId, 2 * 60_000);
        const res = await call('POST', '/api/v1/me/email-verification', person.cookie);
        expect(res.statusCode, res.body).toBe(200);
        expect(Date.now() - Date.parse(res.json<{ sentAt: string }>().sentAt)).toBeLessThan(5_000);
      }
      await ageNotes(person.userId, 2 * 60_000);
      const sixth = await call('POST', '/api/v1/me/email-verification', person.cookie);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<{ message: string }>().message).toMatch(
        /5 links were sent in the last hour/,
      );
      const visitor = await call('POST', '/api/v1/me/email-verification');
      expect(visitor.statusCode).toBe(401);
    });

    it('shows no sending time for an account made before links were mailed', async () => {
      const person = await signUp();
      await h()
        .db.delete(verifications)
        .where(eq(verifications.identifier, `email-verification-sent:${person.userId}`));
      const status = await call('GET', '/api/v1/me/email-verification', person.cookie);
      expect(status.json()).toEqual({ email: person.email, emailVerified: false, sentAt: null });
      const sent = await call('POST', '/api/v1/me/email-verification', person.cookie);
      expect(sent.statusCode).toBe(200);
    });

    it('changes the address only once the link from the new one is opened, and tells the old one', async () => {
      const person = await signUp();
      const newEmail = `moved.${crypto.randomUUID()}@example.com`;
      const asked = await call('POST', '/api/v1/me/email', person.cookie, {
        newEmail: newEmail.toUpperCase(),
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toMatchObject({ sentTo: newEmail });
      const link = await h().smtp.waitFor(newEmail, /Confirm your new email address/);
      await h().smtp.waitFor(person.email, /change of your Tocsin email address was requested/);
      expect(await me(person.cookie)).toMatchObject({ email: person.email });

      const token = linkIn(link.text, 'confirm-email-change').searchParams.get('token')!;
      const done = await call('POST', '/api/v1/email-change/confirm', undefined, { token });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ email: newEmail });
      expect(await me(person.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
      await h().smtp.waitFor(person.email, /Tocsin email address was changed/);
      const signIn = await call('POST', '/api/auth/sign-in/email', undefined, {
        email: newEmail,
        password: person.password,
      });
      expect(signIn.statusCode).toBe(200);

      const used = await call('POST', '/api/v1/email-change/confirm', undefined, { token });
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject({ code: 'invalid-token', message: /already used/ });
    });

    it('answers the same for an address of another account, and changes nothing', async () => {
      const person = await signUp();
      const other = await signUp();
      const free = await call('POST', '/api/v1/me/email', person.cookie, {
        newEmail: `free.${crypto.randomUUID()}@example.com`,
      });
      const taken = await call('POST', '/api/v1/me/email', person.cookie, {
        newEmail: other.email,
      });
      expect(taken.statusCode).toBe(free.statusCode);
      expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
      expect(taken.json()).toMatchObject({ sentTo: other.email });
      await h().smtp.waitFor(other.email, /already has a Tocsin account/);
      expect(
        h().smtp.messages.some(
          (m) => m.to.includes(other.email) && /Confirm your new/.test(m.subject),
        ),
      ).toBe(false);
      // The earlier request's link was replaced by this one, which holds none.
      const [pending] = await h()
        .db.select()
        .from(verifications)
        .where(eq(verifications.identifier, `change-email:${person.userId}`));
      expect(pending).toBeUndefined();
      expect(await me(person.cookie)).toMatchObject({ email: person.email });
    });

    it('refuses the same address, an invalid one, and a session older than 10 minutes', async () => {
      const person = await signUp();
      const same = await call('POST', '/api/v1/me/email', person.cookie, {
        newEmail: person.email.toUpperCase(),
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ issues: [{ path: 'newEmail' }] });
      for (const newEmail of ['not-an-address', '', `${'a'.repeat(250)}@example.com`, 42]) {
        const bad = await call('POST', '/api/v1/me/email', person.cookie, { newEmail });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'validation-failed' });
      }
      await h()
        .db.update(sessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(sessions.id, person.sessionId));
      const stale = await call('POST', '/api/v1/me/email', person.cookie, {
        newEmail: `stale.${crypto.randomUUID()}@example.com`,
      });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ code: 'reauthentication-required' });
      const [pending] = await h()
        .db.select()
        .from(verifications)
        .where(eq(verifications.identifier, `change-email:${person.userId}`));
      expect(pending).toBeUndefined();
    });

    it('refuses an expired, a forged and a replaced link', async () => {
      const person = await signUp();
      const ask = async () => {
        const newEmail = `next.${crypto.randomUUID()}@example.com`;
        await call('POST', '/api/v1/me/email', person.cookie, { newEmail });
        const mail = await h().smtp.waitFor(newEmail, /Confirm your new email address/);
        return linkIn(mail.text, 'confirm-email-change').searchParams.get('token')!;
      };
      const confirm = (token: string) =>
        call('POST', '/api/v1/email-change/confirm', undefined, { token });
      const first = await ask();
      const second = await ask();
      expect((await confirm(first)).json()).toMatchObject({ code: 'invalid-token' });
      expect((await confirm(`${person.userId}.forged`)).json()).toMatchObject({
        code: 'invalid-token',
      });
      expect((await confirm('garbage')).json()).toMatchObject({ code: 'invalid-token' });
      await h()
        .db.update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `change-email:${person.userId}`));
      const expired = await confirm(second);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'invalid-token', message: /expired/ });
      expect(await me(person.cookie)).toMatchObject({ email: person.email });
    });

    it('mails no alert to an address not confirmed yet, and says why in the delivery log', async () => {
      const member = await memberWithMonitor(h());
      await h().db.update(users).set({ emailVerified: false }).where(eq(users.email, member.email));
      const incident = await confirmDown(h(), { ...member, startedAt: new Date() });
      const rows = await h()
        .db.select()
        .from(deliveries)
        .where(eq(deliveries.incidentId, incident.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'email', status: 'failed', attempts: 0 });
      expect(rows[0]!.lastError).toMatch(/not sent: the email address is not confirmed yet/);
      await h().alerting.dispatcher.runOnce();
      expect(
        h().smtp.messages.some((m) => m.to.includes(member.email) && /down/i.test(m.subject)),
      ).toBe(false);
      const listed = await member.api('GET', `/api/v1/incidents/${incident.id}`);
      expect(
        listed.json<{ deliveries: { status: string; lastError: string }[] }>().deliveries,
      ).toEqual([expect.objectContaining({ status: 'failed', lastError: rows[0]!.lastError })]);
      const members = await member.api('GET', '/api/v1/members');
      expect(members.json<{ items: { emailVerified: boolean }[] }>().items).toEqual([
        expect.objectContaining({ emailVerified: false }),
      ]);
      const tests = await member.api('GET', '/api/v1/me/test-alerts');
      expect(
        tests.json<{ items: { path: string; available: boolean; reason: string }[] }>().items[0],
      ).toMatchObject({
        path: 'email',
        available: false,
        reason: /not confirmed yet/,
      });
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
);
