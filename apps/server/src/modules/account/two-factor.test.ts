import { and, eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { auditLog, sessions, twoFactors, users } from '../../db/schema.js';
import {
  cookieFrom,
  describeEachDatabase,
  mergeCookies as merge,
  newUser,
  nextIp,
} from '../../test/harness.js';
import { twoFactorRateLimits } from './two-factor-routes.js';

const origin = 'http://localhost:3000';

/** A six-digit code the authenticator shows in none of the windows around now. */
function wrongCode(totp: TOTP) {
  const near = new Set(
    [-2, -1, 0, 1, 2].map((k) => totp.generate({ timestamp: Date.now() + k * 30_000 })),
  );
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

const STEP_MS = 30_000;
const lastStep = new WeakMap<TOTP, number>();

/**
 * The code the authenticator shows for the first 30-second step not used yet: the current one,
 * or the next (accepted a step early) when the current one was used. Each code works once, so a
 * test that signs in twice within a step takes the second code from the step after.
 */
function unusedCode(totp: TOTP) {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (lastStep.get(totp) ?? -Infinity) + 1);
  if (step > now + 1) throw new Error('Two codes of this secret were used in this step already');
  lastStep.set(totp, step);
  return totp.generate({ timestamp: step * STEP_MS });
}

describeEachDatabase('two-factor authentication', (h) => {
  const post = (url: string, cookie: string, payload: unknown, ip = nextIp()) =>
    h().app.inject({
      method: 'POST',
      url,
      headers: { cookie, origin },
      remoteAddress: ip,
      payload: payload as Record<string, unknown>,
    });
  const get = (url: string, cookie: string) =>
    h().app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: nextIp() });

  async function signUp() {
    const body = newUser();
    const res = await post('/api/auth/sign-up/email', '', body);
    expect(res.statusCode).toBe(200);
    const [user] = await h().db.select().from(users).where(eq(users.email, body.email));
    return { ...body, cookie: cookieFrom(res), userId: user!.id };
  }

  async function signIn(email: string, password: string, cookie = '') {
    const res = await post('/api/auth/sign-in/email', cookie, {
      email,
      password,
      rememberMe: true,
    });
    expect(res.statusCode).toBe(200);
    return { res, cookie: merge(cookie, res) };
  }

  /** A person with two-factor authentication on; returns their authenticator and codes. */
  async function withTwoFactor() {
    const person = await signUp();
    const enabled = await post('/api/auth/two-factor/enable', person.cookie, {
      password: person.password,
    });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    const totp = URI.parse(totpURI) as TOTP;
    const confirmed = await post('/api/auth/two-factor/verify-totp', person.cookie, {
      code: unusedCode(totp),
    });
    expect(confirmed.statusCode).toBe(200);
    return { ...person, cookie: merge(person.cookie, confirmed), totp, totpURI, backupCodes };
  }

  const twoFactorEnabled = async (userId: string) =>
    (await h().db.select().from(users).where(eq(users.id, userId)))[0]!.twoFactorEnabled;

  it('sets up TOTP with the password: a QR URI and ten codes, on only after the first code', async () => {
    const person = await signUp();
    const wrong = await post('/api/auth/two-factor/enable', person.cookie, {
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation-failed' });
    const missing = await post('/api/auth/two-factor/enable', person.cookie, {});
    expect(missing.statusCode).toBe(400);

    const enabled = await post('/api/auth/two-factor/enable', person.cookie, {
      password: person.password,
    });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Tocsin:.+secret=/);
    expect(backupCodes).toHaveLength(10);
    expect(await twoFactorEnabled(person.userId)).toBe(false);

    const totp = URI.parse(totpURI) as TOTP;
    const bad = await post('/api/auth/two-factor/verify-totp', person.cookie, {
      code: wrongCode(totp),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid-two-factor-code' });
    expect(bad.json().message).toMatch(/6-digit code/);
    const notDigits = await post('/api/auth/two-factor/verify-totp', person.cookie, {
      code: 'abcdef',
    });
    expect(notDigits.statusCode).toBe(400);
    expect(await twoFactorEnabled(person.userId)).toBe(false);

    const ok = await post('/api/auth/two-factor/verify-totp', person.cookie, {
      code: totp.generate(),
    });
    expect(ok.statusCode).toBe(200);
    expect(await twoFactorEnabled(person.userId)).toBe(true);
    const cookie = merge(person.cookie, ok);
    const me = await get('/api/v1/me', cookie);
    expect(me.json().profile.twoFactorEnabled).toBe(true);
    const mail = await h().smtp.waitFor(person.email, /Two-factor authentication is on/);
    expect(mail.text).toContain('If this was not you');
  });

  it('asks for the code after the password, and lets the right one in', async () => {
    const person = await withTwoFactor();
    const { res, cookie } = await signIn(person.email, person.password);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    // The password alone opens nothing.
    expect((await get('/api/v1/me', cookie)).statusCode).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', cookie, {
      code: wrongCode(person.totp),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid-two-factor-code');

    const ok = await post('/api/auth/two-factor/verify-totp', cookie, {
      code: unusedCode(person.totp),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({});
    const signedIn = merge(cookie, ok);
    expect((await get('/api/v1/me', signedIn)).statusCode).toBe(200);
  });

  it('takes each code of the app once: a second sign-in with the same code is refused', async () => {
    const person = await withTwoFactor();
    const code = unusedCode(person.totp);
    const first = await signIn(person.email, person.password);
    const ok = await post('/api/auth/two-factor/verify-totp', first.cookie, { code });
    expect(ok.statusCode).toBe(200);

    // Another client, past the password with it, tries the same code within its window.
    const second = await signIn(person.email, person.password);
    const replayed = await post('/api/auth/two-factor/verify-totp', second.cookie, { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'invalid-two-factor-code' });
    expect(replayed.json().message).toMatch(/already used.*next code/);
    expect((await get('/api/v1/me', merge(second.cookie, replayed))).statusCode).toBe(401);
    // A code of an earlier step is refused as well.
    const earlier = person.totp.generate({ timestamp: Date.now() - STEP_MS });
    const old = await post('/api/auth/two-factor/verify-totp', second.cookie, { code: earlier });
    expect(old.json()).toMatchObject({ code: 'invalid-two-factor-code' });
    const [row] = await h()
      .db.select({ step: twoFactors.lastTotpStep })
      .from(twoFactors)
      .where(eq(twoFactors.userId, person.userId));
    expect(row!.step).toBe(lastStep.get(person.totp));
  });

  it('lets one of two sign-ins sending the same code at once in, and refuses the other', async () => {
    const person = await withTwoFactor();
    const code = unusedCode(person.totp);
    const a = await signIn(person.email, person.password);
    const b = await signIn(person.email, person.password);
    const answers = await Promise.all(
      [a, b].map((c) => post('/api/auth/two-factor/verify-totp', c.cookie, { code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses at sign-in the code that confirmed the set-up', async () => {
    const person = await signUp();
    const enabled = await post('/api/auth/two-factor/enable', person.cookie, {
      password: person.password,
    });
    const totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
    const code = unusedCode(totp);
    expect(
      (await post('/api/auth/two-factor/verify-totp', person.cookie, { code })).statusCode,
    ).toBe(200);
    const { cookie } = await signIn(person.email, person.password);
    const res = await post('/api/auth/two-factor/verify-totp', cookie, { code });
    expect(res.json()).toMatchObject({ code: 'invalid-two-factor-code' });
  });

  it('refuses a second step without the sign-in that starts it', async () => {
    const res = await post('/api/auth/two-factor/verify-totp', '', { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'two-factor-expired' });
  });

  it('takes each recovery code once, and mails the person when one is used', async () => {
    const person = await withTwoFactor();
    const first = await signIn(person.email, person.password);
    const ok = await post('/api/auth/two-factor/verify-backup-code', first.cookie, {
      code: person.backupCodes[0],
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/v1/me', merge(first.cookie, ok))).statusCode).toBe(200);
    const mail = await h().smtp.waitFor(
      person.email,
      /^A recovery code was used to sign in to your Tocsin account$/,
    );
    expect(mail.text).toContain('That code no longer works.');
    expect(mail.text).toMatch(/Address: \S+/);

    const again = await signIn(person.email, person.password);
    const reused = await post('/api/auth/two-factor/verify-backup-code', again.cookie, {
      code: person.backupCodes[0],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'invalid-two-factor-code' });
    expect(reused.json().message).toMatch(/works once/);
    const next = await post('/api/auth/two-factor/verify-backup-code', again.cookie, {
      code: person.backupCodes[1],
    });
    expect(next.statusCode).toBe(200);
  });

  it('skips the second step on a device remembered for 30 days, and only there', async () => {
    const person = await withTwoFactor();
    const first = await signIn(person.email, person.password);
    const ok = await post('/api/auth/two-factor/verify-totp', first.cookie, {
      code: unusedCode(person.totp),
      trustDevice: true,
    });
    expect(ok.statusCode).toBe(200);
    const trusted = String(ok.headers['set-cookie']);
    expect(trusted).toMatch(/trust_device=.*Max-Age=2592000/i);
    const device = merge('', ok)
      .split('; ')
      .filter((c) => c.includes('trust_device'))
      .join('; ');

    const back = await signIn(person.email, person.password, device);
    expect(back.res.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await get('/api/v1/me', back.cookie)).statusCode).toBe(200);

    const elsewhere = await signIn(person.email, person.password);
    expect(elsewhere.res.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('forgets every remembered device when 2FA is turned off or the password changes', async () => {
    const person = await withTwoFactor();
    // Remembered after a code of the app, or after a recovery code.
    const remembered = async (totp: TOTP | string, password = person.password) => {
      const first = await signIn(person.email, password);
      const ok =
        typeof totp === 'string'
          ? await post('/api/auth/two-factor/verify-backup-code', first.cookie, {
              code: totp,
              trustDevice: true,
            })
          : await post('/api/auth/two-factor/verify-totp', first.cookie, {
              code: unusedCode(totp),
              trustDevice: true,
            });
      expect(ok.statusCode).toBe(200);
      return merge('', ok)
        .split('; ')
        .filter((c) => c.includes('trust_device'))
        .join('; ');
    };
    const asksCode = async (device: string, password = person.password) =>
      (await signIn(person.email, password, device)).res.json().twoFactorRedirect === true;

    const laptop = await remembered(person.totp);
    const phone = await remembered(person.backupCodes[0]!);
    expect(await asksCode(laptop)).toBe(false);
    const off = await post('/api/auth/two-factor/disable', person.cookie, {
      password: person.password,
    });
    expect(off.statusCode).toBe(200);
    let cookie = merge(person.cookie, off);
    const on = await post('/api/auth/two-factor/enable', cookie, { password: person.password });
    const totp = URI.parse(on.json<{ totpURI: string }>().totpURI) as TOTP;
    const confirmed = await post('/api/auth/two-factor/verify-totp', cookie, {
      code: unusedCode(totp),
    });
    expect(confirmed.statusCode).toBe(200);
    cookie = merge(cookie, confirmed);
    expect(await asksCode(laptop)).toBe(true);
    expect(await asksCode(phone)).toBe(true);

    const tablet = await remembered(totp);
    expect(await asksCode(tablet)).toBe(false);
    const changed = await h().app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: { cookie, origin },
      remoteAddress: nextIp(),
      payload: { currentPassword: person.password, newPassword: 'a-brand-new-passphrase-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await asksCode(tablet, 'a-brand-new-passphrase-9')).toBe(true);
  });

  it('regenerates the recovery codes with the password; the old ones stop working', async () => {
    const person = await withTwoFactor();
    const wrong = await post('/api/auth/two-factor/generate-backup-codes', person.cookie, {
      password: 'wrong-password-here',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/auth/two-factor/generate-backup-codes', person.cookie, {
      password: person.password,
    });
    expect(res.statusCode).toBe(200);
    const { backupCodes } = res.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);
    await h().smtp.waitFor(person.email, /New recovery codes/);

    const login = await signIn(person.email, person.password);
    const old = await post('/api/auth/two-factor/verify-backup-code', login.cookie, {
      code: person.backupCodes[2],
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post('/api/auth/two-factor/verify-backup-code', login.cookie, {
      code: backupCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('turns off with the password only, and mails the person', async () => {
    const person = await withTwoFactor();
    const wrong = await post('/api/auth/two-factor/disable', person.cookie, {
      password: 'wrong-password-here',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/password is not right/);
    expect(await twoFactorEnabled(person.userId)).toBe(true);

    const ok = await post('/api/auth/two-factor/disable', person.cookie, {
      password: person.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(await twoFactorEnabled(person.userId)).toBe(false);
    await h().smtp.waitFor(person.email, /Two-factor authentication is off/);
    const { res } = await signIn(person.email, person.password);
    expect(res.json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('a stolen session (signed in over 10 minutes ago) cannot turn 2FA off or renew the codes', async () => {
    const person = await withTwoFactor();
    await h()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000), reauthenticatedAt: null })
      .where(eq(sessions.userId, person.userId));
    for (const url of [
      '/api/auth/two-factor/disable',
      '/api/auth/two-factor/generate-backup-codes',
    ]) {
      expect((await post(url, person.cookie, {})).statusCode).toBe(400);
      expect((await post(url, person.cookie, { password: 'guessed-password' })).statusCode).toBe(
        400,
      );
    }
    // Nor set up a new authenticator in its place.
    expect((await post('/api/auth/two-factor/enable', person.cookie, {})).statusCode).toBe(400);
    expect(await twoFactorEnabled(person.userId)).toBe(true);
    const login = await signIn(person.email, person.password);
    const stillValid = await post('/api/auth/two-factor/verify-backup-code', login.cookie, {
      code: person.backupCodes[0],
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('limits the codes tried from one address', async () => {
    const ip = nextIp();
    const { max } = twoFactorRateLimits.verify;
    for (let i = 0; i < max; i += 1) {
      const res = await post('/api/auth/two-factor/verify-totp', '', { code: '123456' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const limited = await post('/api/auth/two-factor/verify-backup-code', '', { code: 'x' }, ip);
    // Each route counts on its own: the recovery route still answers, the app's code does not.
    expect(limited.statusCode).toBe(400);
    const over = await post('/api/auth/two-factor/verify-totp', '', { code: '123456' }, ip);
    expect(over.statusCode).toBe(429);
  });

  it('locks the account after ten wrong codes, across sign-ins', async () => {
    const person = await withTwoFactor();
    for (let round = 0; round < 2; round += 1) {
      const { cookie } = await signIn(person.email, person.password);
      for (let i = 0; i < 5; i += 1) {
        const res = await post('/api/auth/two-factor/verify-totp', cookie, {
          code: wrongCode(person.totp),
        });
        expect(res.statusCode).toBe(400);
      }
    }
    const { cookie } = await signIn(person.email, person.password);
    const locked = await post('/api/auth/two-factor/verify-totp', cookie, {
      code: unusedCode(person.totp),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Wait 15 minutes/);
  });

  const put = (url: string, cookie: string, payload: unknown) =>
    h().app.inject({
      method: 'PUT',
      url,
      headers: { cookie, origin },
      remoteAddress: nextIp(),
      payload: payload as Record<string, unknown>,
    });

  /** A team workspace owned by `owner`, with a member (no 2FA) acting in it. */
  async function team(owner: { cookie: string }) {
    const created = await post('/api/v1/workspaces', owner.cookie, { name: 'Platform team' });
    expect(created.statusCode).toBe(201);
    const workspaceId = created.json<{ id: string }>().id;
    const member = await signUp();
    const invited = await post('/api/v1/invitations', owner.cookie, {
      email: member.email,
      role: 'member',
    });
    expect(invited.statusCode).toBe(201);
    const mail = await h().smtp.waitFor(member.email, /invited you/);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await post('/api/v1/invitations/accept', member.cookie, { token })).statusCode).toBe(
      200,
    );
    expect((await put('/api/v1/me/workspace', member.cookie, { workspaceId })).statusCode).toBe(
      200,
    );
    return { workspaceId, member };
  }

  it('lets an owner require 2FA only once they use it, and logs the change', async () => {
    const owner = await signUp();
    const { workspaceId } = await team(owner);
    const refused = await put('/api/v1/workspace/two-factor', owner.cookie, { required: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/your own account first/);

    const secured = await withTwoFactor();
    const second = await team(secured);
    const ok = await put('/api/v1/workspace/two-factor', secured.cookie, { required: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ requireTwoFactor: true });
    const [entry] = await h()
      .db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.workspaceId, second.workspaceId), eq(auditLog.action, 'workspace.updated')),
      );
    expect(entry?.changes).toMatchObject({ requireTwoFactor: { before: false, after: true } });
    expect(workspaceId).not.toBe(second.workspaceId);

    // A member is not the owner.
    const byMember = await put('/api/v1/workspace/two-factor', second.member.cookie, {
      required: false,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('keeps a member without 2FA to their account and workspace list while it is required', async () => {
    const owner = await withTwoFactor();
    const { member } = await team(owner);
    expect((await get('/api/v1/monitors', member.cookie)).statusCode).toBe(200);
    expect(
      (await put('/api/v1/workspace/two-factor', owner.cookie, { required: true })).statusCode,
    ).toBe(200);

    const monitors = await get('/api/v1/monitors', member.cookie);
    expect(monitors.statusCode).toBe(403);
    expect(monitors.json()).toMatchObject({ code: 'two-factor-required' });
    expect(monitors.json().message).toMatch(/Turn it on in Settings/);
    const me = await get('/api/v1/me', member.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().workspace).toMatchObject({ requireTwoFactor: true });
    expect(me.json().profile.twoFactorEnabled).toBe(false);
    expect((await get('/api/v1/workspaces', member.cookie)).statusCode).toBe(200);
    // The owner, who uses 2FA, keeps working.
    expect((await get('/api/v1/monitors', owner.cookie)).statusCode).toBe(200);

    // Once the member sets it up, the workspace opens.
    const enabled = await post('/api/auth/two-factor/enable', member.cookie, {
      password: member.password,
    });
    const totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
    const ok = await post('/api/auth/two-factor/verify-totp', member.cookie, {
      code: totp.generate(),
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/v1/monitors', merge(member.cookie, ok))).statusCode).toBe(200);
  });

  it('asks an owner whose sign-in is older than 10 minutes for the password first', async () => {
    const owner = await withTwoFactor();
    await team(owner);
    await h()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000), reauthenticatedAt: null })
      .where(eq(sessions.userId, owner.userId));
    const res = await put('/api/v1/workspace/two-factor', owner.cookie, { required: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('reauthentication-required');
  });
});
