import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, workspaceInvitations, workspaces } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie, type Harness } from '../../test/harness.js';
import { until } from '../../test/wait.js';

const publicUrl = 'https://93.184.215.14/health';
let counter = 0;

/** Helpers over one harness: people, requests, mail. */
function team(h: () => Harness) {
  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    h().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function person(firstName = 'Ada') {
    counter += 1;
    const email = `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`;
    const cookie = await signUpCookie(h().app, { email, firstName });
    const me = (await call(cookie, 'GET', '/api/v1/me')).json();
    return { cookie, email, id: me.profile.id as string, personal: me.workspace.id as string };
  }

  /** An owner with a fresh team workspace they act in. */
  async function owner(name = 'Platform team') {
    const who = await person('Olivia');
    const res = await call(who.cookie, 'POST', '/api/v1/workspaces', { name });
    expect(res.statusCode).toBe(201);
    return { ...who, workspaceId: res.json().id as string, workspaceName: name };
  }

  /** The token of the latest invitation mailed to `email`. */
  async function linkTo(email: string, after = 0) {
    const mails = await until(
      () =>
        Promise.resolve(
          h().smtp.messages.filter((m) => m.to.includes(email) && /invited you/.test(m.subject)),
        ),
      (found) => found.length > after,
      { timeoutMs: 10_000, everyMs: 20 },
    ).catch(() => {
      throw new Error(`no invitation mail to ${email}`);
    });
    const text = mails.at(-1)!.text;
    return /\/invite\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
  }

  async function invite(cookie: string, email: string, role = 'member') {
    return call(cookie, 'POST', '/api/v1/invitations', { email, role });
  }

  /** Invites a new person with `role` and has them accept; returns them. */
  async function member(ownerCookie: string, role = 'member', firstName = 'Grace') {
    const who = await person(firstName);
    expect((await invite(ownerCookie, who.email, role)).statusCode).toBe(201);
    const token = await linkTo(who.email);
    const res = await call(who.cookie, 'POST', '/api/v1/invitations/accept', { token });
    expect(res.statusCode).toBe(200);
    return who;
  }

  async function audit(workspaceId: string, action: string) {
    return h()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.workspaceId, workspaceId), eq(auditLog.action, action)));
  }

  const monitorsOf = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/v1/monitors')).json().items as { name: string }[];

  return { call, person, owner, linkTo, invite, member, audit, monitorsOf };
}

describeEachDatabase('team workspaces and invitations', (h) => {
  const t = team(h);
  const { call } = t;

  it('lists, creates and switches workspaces; one is not a member of is not found', async () => {
    const ada = await t.person();
    const list = (await call(ada.cookie, 'GET', '/api/v1/workspaces')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: ada.personal, personal: true, current: true, role: 'owner' }),
    ]);

    const created = await call(ada.cookie, 'POST', '/api/v1/workspaces', { name: 'Ops' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Ops',
      personal: false,
      current: true,
      role: 'owner',
      members: 1,
    });
    const me = (await call(ada.cookie, 'GET', '/api/v1/me')).json();
    expect(me.workspace).toMatchObject({ name: 'Ops', role: 'owner' });
    const [row] = await h().db.select().from(workspaces).where(eq(workspaces.id, me.workspace.id));
    expect(row!.trialEndsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await t.audit(me.workspace.id, 'workspace.created')).toHaveLength(1);

    const back = await call(ada.cookie, 'PUT', '/api/v1/me/workspace', {
      workspaceId: ada.personal,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().workspace.id).toBe(ada.personal);

    const stranger = await t.owner('Not yours');
    const refused = await call(ada.cookie, 'PUT', '/api/v1/me/workspace', {
      workspaceId: stranger.workspaceId,
    });
    expect(refused.statusCode).toBe(404);
    expect((await call(ada.cookie, 'GET', '/api/v1/me')).json().workspace.id).toBe(ada.personal);

    const empty = await call(ada.cookie, 'POST', '/api/v1/workspaces', { name: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('an existing user accepts an invitation and then sees the workspace monitors', async () => {
    const olivia = await t.owner();
    const monitor = await call(olivia.cookie, 'POST', '/api/v1/monitors', {
      name: 'Checkout API',
      type: 'http',
      url: publicUrl,
    });
    expect(monitor.statusCode).toBe(201);
    const grace = await t.person('Grace');

    const sent = await t.invite(olivia.cookie, grace.email.toUpperCase(), 'member');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      email: grace.email,
      role: 'member',
      invitedBy: 'Olivia Lovelace',
    });
    const mail = await h().smtp.waitFor(grace.email, /invited you to Platform team/);
    expect(mail.text).toContain(
      'Olivia Lovelace invited you to join the workspace "Platform team"',
    );
    expect(mail.text).toContain('as Member');
    expect(mail.text).toContain('http://localhost:3000/invite/');
    expect(mail.text).toMatch(/expires on .* UTC/);
    expect(mail.text).toContain('ignore this email');
    expect(mail.html).toContain('Accept the invitation');

    const listed = (await call(olivia.cookie, 'GET', '/api/v1/invitations')).json();
    expect(listed.items.map((i: { email: string }) => i.email)).toEqual([grace.email]);
    const [stored] = await h()
      .db.select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.email, grace.email));
    const token = await t.linkTo(grace.email);
    expect(stored!.tokenHash).not.toContain(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const preview = await h().app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      workspaceName: 'Platform team',
      invitedBy: 'Olivia Lovelace',
      email: grace.email,
      role: 'member',
      state: 'pending',
    });

    expect(await t.monitorsOf(grace.cookie)).toEqual([]);
    const accepted = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      workspaceId: olivia.workspaceId,
      workspaceName: 'Platform team',
      role: 'member',
    });
    expect((await t.monitorsOf(grace.cookie)).map((m) => m.name)).toEqual(['Checkout API']);

    const members = (await call(grace.cookie, 'GET', '/api/v1/members')).json();
    expect(members.items).toEqual([
      expect.objectContaining({ email: olivia.email, role: 'owner', you: false }),
      expect.objectContaining({ email: grace.email, role: 'member', you: true }),
    ]);
    expect(members).toMatchObject({ seats: null, seatsUsed: 2 });
    expect((await call(olivia.cookie, 'GET', '/api/v1/invitations')).json().items).toEqual([]);
    const after = await h().app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(after.json().state).toBe('accepted');

    // The link works once.
    const again = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid-token' });
    expect(again.json().message).toMatch(/already used/);

    expect(await t.audit(olivia.workspaceId, 'member.invited')).toHaveLength(1);
    const [joined] = await t.audit(olivia.workspaceId, 'member.joined');
    expect(joined).toMatchObject({ actorId: grace.id, targetType: 'member', targetId: grace.id });
  });

  it('a new person signs up through the link, then accepts', async () => {
    const olivia = await t.owner();
    counter += 1;
    const email = `newcomer.${Date.now()}.${counter}@example.com`;
    expect((await t.invite(olivia.cookie, email, 'viewer')).statusCode).toBe(201);
    const token = await t.linkTo(email);
    const cookie = await signUpCookie(h().app, { email, firstName: 'Nia' });
    expect(cookie).not.toBe('');
    const accepted = await call(cookie, 'POST', '/api/v1/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().role).toBe('viewer');
    const me = (await call(cookie, 'GET', '/api/v1/me')).json();
    expect(me.workspace).toMatchObject({ id: olivia.workspaceId, role: 'viewer' });
    const workspacesOfNia = (await call(cookie, 'GET', '/api/v1/workspaces')).json().items;
    expect(workspacesOfNia).toHaveLength(2);

    // A viewer changes nothing.
    const monitor = await call(cookie, 'POST', '/api/v1/monitors', {
      name: 'Nope',
      type: 'http',
      url: publicUrl,
    });
    expect(monitor.statusCode).toBe(403);
  });

  it('refuses a link sent to another address, an expired, a revoked and a replaced one', async () => {
    const olivia = await t.owner();
    const grace = await t.person('Grace');
    const other = await t.person('Eve');

    expect((await t.invite(olivia.cookie, grace.email)).statusCode).toBe(201);
    const first = await t.linkTo(grace.email);
    const wrong = await call(other.cookie, 'POST', '/api/v1/invitations/accept', { token: first });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain(`sent to ${grace.email}`);

    // A second invitation to the same address waits for the first.
    const twice = await t.invite(olivia.cookie, grace.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/Resend/);

    const id = (await call(olivia.cookie, 'GET', '/api/v1/invitations')).json().items[0].id;
    const resent = await call(olivia.cookie, 'POST', `/api/v1/invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await t.linkTo(grace.email, 1);
    expect(second).not.toBe(first);
    const old = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token: first });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid-token');
    const oldPreview = await h().app.inject({ method: 'GET', url: `/api/invitations/${first}` });
    expect(oldPreview.statusCode).toBe(404);
    expect(oldPreview.json().message).toBe('This invitation link is not valid.');
    expect(await t.audit(olivia.workspaceId, 'invitation.resent')).toHaveLength(1);

    // Revoked: the link stops at once.
    expect((await call(olivia.cookie, 'DELETE', `/api/v1/invitations/${id}`)).statusCode).toBe(204);
    const revoked = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', {
      token: second,
    });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toMatchObject({ code: 'invalid-token' });
    expect(revoked.json().message).toMatch(/withdrawn/);
    const revokedPreview = await h().app.inject({
      method: 'GET',
      url: `/api/invitations/${second}`,
    });
    expect(revokedPreview.json().state).toBe('revoked');
    expect(await t.audit(olivia.workspaceId, 'invitation.revoked')).toHaveLength(1);

    // Expired.
    expect((await t.invite(olivia.cookie, grace.email)).statusCode).toBe(201);
    const third = await t.linkTo(grace.email, 2);
    await h()
      .db.update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.email, grace.email));
    const expired = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', {
      token: third,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invalid-token' });
    expect(expired.json().message).toMatch(/expired/);
    expect((await call(olivia.cookie, 'GET', '/api/v1/invitations')).json().items).toEqual([]);

    const unknown = await h().app.inject({ method: 'GET', url: '/api/invitations/not-a-token' });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token: '' });
    expect(bad.statusCode).toBe(400);
    expect(await t.monitorsOf(grace.cookie)).toEqual([]);
  });

  it('takes a link once even when two acceptances race', async () => {
    const olivia = await t.owner();
    const grace = await t.person('Grace');
    expect((await t.invite(olivia.cookie, grace.email)).statusCode).toBe(201);
    const token = await t.linkTo(grace.email);
    const answers = await Promise.all(
      [1, 2].map(() => call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await t.audit(olivia.workspaceId, 'member.joined')).toHaveLength(1);
    const members = (await call(olivia.cookie, 'GET', '/api/v1/members')).json();
    expect(members.items).toHaveLength(2);
  });

  it('refuses to invite a member, a bad address, and a role above the caller', async () => {
    const olivia = await t.owner();
    const admin = await t.member(olivia.cookie, 'admin', 'Alan');
    const already = await t.invite(olivia.cookie, admin.email);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toContain('already a member');
    expect((await t.invite(olivia.cookie, 'not-an-email')).statusCode).toBe(400);
    expect((await t.invite(olivia.cookie, 'x@example.com', 'boss')).statusCode).toBe(400);
    const asOwner = await t.invite(admin.cookie, 'owner.to.be@example.com', 'owner');
    expect(asOwner.statusCode).toBe(403);
    const plain = await t.member(olivia.cookie, 'member', 'Mo');
    const byMember = await t.invite(plain.cookie, 'friend@example.com', 'viewer');
    expect(byMember.statusCode).toBe(403);
  });

  it('role changes: an admin cannot make or change an owner; the last owner stays', async () => {
    const olivia = await t.owner();
    const admin = await t.member(olivia.cookie, 'admin', 'Alan');
    const grace = await t.member(olivia.cookie, 'member', 'Grace');

    const promote = await call(admin.cookie, 'PATCH', `/api/v1/members/${grace.id}`, {
      role: 'owner',
    });
    expect(promote.statusCode).toBe(403);
    const demoteOwner = await call(admin.cookie, 'PATCH', `/api/v1/members/${olivia.id}`, {
      role: 'member',
    });
    expect(demoteOwner.statusCode).toBe(403);
    const removeOwner = await call(admin.cookie, 'DELETE', `/api/v1/members/${olivia.id}`);
    expect(removeOwner.statusCode).toBe(403);

    const toViewer = await call(admin.cookie, 'PATCH', `/api/v1/members/${grace.id}`, {
      role: 'viewer',
    });
    expect(toViewer.statusCode).toBe(200);
    expect(toViewer.json()).toMatchObject({ userId: grace.id, role: 'viewer', you: false });
    const [changed] = await t.audit(olivia.workspaceId, 'member.role-changed');
    expect(changed!.changes).toEqual({ role: { before: 'member', after: 'viewer' } });

    const self = await call(olivia.cookie, 'PATCH', `/api/v1/members/${olivia.id}`, {
      role: 'admin',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/only owner/);
    const leave = await call(olivia.cookie, 'POST', '/api/v1/workspace/leave');
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toMatch(/only owner/);

    const stranger = await t.person('Eve');
    const missing = await call(olivia.cookie, 'PATCH', `/api/v1/members/${stranger.id}`, {
      role: 'viewer',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a removed member loses the workspace at once; a member can leave', async () => {
    const olivia = await t.owner();
    await call(olivia.cookie, 'POST', '/api/v1/monitors', {
      name: 'Checkout API',
      type: 'http',
      url: publicUrl,
    });
    const grace = await t.member(olivia.cookie, 'member', 'Grace');
    expect(await t.monitorsOf(grace.cookie)).toHaveLength(1);

    const closed = new Promise<unknown>((resolve) => {
      const off = h().bus.subscribe('members.removed', (payload) => {
        off();
        resolve(payload);
      });
    });
    const removed = await call(olivia.cookie, 'DELETE', `/api/v1/members/${grace.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await closed).toEqual({ workspaceId: olivia.workspaceId, userId: grace.id });
    expect(await t.monitorsOf(grace.cookie)).toEqual([]);
    const me = (await call(grace.cookie, 'GET', '/api/v1/me')).json();
    expect(me.workspace.id).toBe(grace.personal);
    expect(await t.audit(olivia.workspaceId, 'member.removed')).toHaveLength(1);
    const seats = (await call(olivia.cookie, 'GET', '/api/v1/members')).json();
    expect(seats.items).toHaveLength(1);

    const mo = await t.member(olivia.cookie, 'viewer', 'Mo');
    const left = await call(mo.cookie, 'POST', '/api/v1/workspace/leave');
    expect(left.statusCode).toBe(204);
    expect(await t.monitorsOf(mo.cookie)).toEqual([]);
    expect(await t.audit(olivia.workspaceId, 'member.left')).toHaveLength(1);
    const personal = await call(mo.cookie, 'POST', '/api/v1/workspace/leave');
    expect(personal.statusCode).toBe(409);
    expect(personal.json().message).toMatch(/personal workspace/);
  });

  it('renames, transfers and deletes a workspace with the confirmations it asks', async () => {
    const olivia = await t.owner('Payments');
    const grace = await t.member(olivia.cookie, 'admin', 'Grace');

    const renamed = await call(grace.cookie, 'PATCH', '/api/v1/workspace', { name: 'Billing' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Billing', members: 2 });
    const [rename] = await t.audit(olivia.workspaceId, 'workspace.renamed');
    expect(rename!.changes).toEqual({ name: { before: 'Payments', after: 'Billing' } });

    const notOwner = await call(grace.cookie, 'POST', '/api/v1/workspace/transfer', {
      userId: olivia.id,
    });
    expect(notOwner.statusCode).toBe(403);
    const stranger = await t.person('Eve');
    const toStranger = await call(olivia.cookie, 'POST', '/api/v1/workspace/transfer', {
      userId: stranger.id,
    });
    expect(toStranger.statusCode).toBe(404);
    const transfer = await call(olivia.cookie, 'POST', '/api/v1/workspace/transfer', {
      userId: grace.id,
    });
    expect(transfer.statusCode).toBe(204);
    const roles = (await call(olivia.cookie, 'GET', '/api/v1/members')).json().items;
    expect(roles).toEqual([
      expect.objectContaining({ userId: grace.id, role: 'owner' }),
      expect.objectContaining({ userId: olivia.id, role: 'admin' }),
    ]);
    expect(await t.audit(olivia.workspaceId, 'ownership.transferred')).toHaveLength(1);

    const byAdmin = await call(olivia.cookie, 'DELETE', '/api/v1/workspace', {
      confirmName: 'Billing',
    });
    expect(byAdmin.statusCode).toBe(403);
    const wrongName = await call(grace.cookie, 'DELETE', '/api/v1/workspace', {
      confirmName: 'Payments',
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().message).toContain('"Billing"');

    const personal = await call(grace.cookie, 'PUT', '/api/v1/me/workspace', {
      workspaceId: grace.personal,
    });
    expect(personal.statusCode).toBe(200);
    const [ownName] = (await call(grace.cookie, 'GET', '/api/v1/workspaces'))
      .json()
      .items.filter((w: { personal: boolean }) => w.personal);
    const refused = await call(grace.cookie, 'DELETE', '/api/v1/workspace', {
      confirmName: ownName.name,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/personal workspace cannot be deleted/);

    await call(grace.cookie, 'PUT', '/api/v1/me/workspace', { workspaceId: olivia.workspaceId });
    await h()
      .db.update(workspaces)
      .set({ stripeSubscriptionId: 'sub_123', subscriptionStatus: 'active' })
      .where(eq(workspaces.id, olivia.workspaceId));
    const paid = await call(grace.cookie, 'DELETE', '/api/v1/workspace', {
      confirmName: 'Billing',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/Cancel the plan/);
    await h()
      .db.update(workspaces)
      .set({ subscriptionStatus: 'canceled' })
      .where(eq(workspaces.id, olivia.workspaceId));

    const ended = new Promise<unknown>((resolve) => {
      const off = h().bus.subscribe('workspace.deleted', (payload) => {
        off();
        resolve(payload);
      });
    });
    const deleted = await call(grace.cookie, 'DELETE', '/api/v1/workspace', {
      confirmName: 'Billing',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await ended).toEqual({ workspaceId: olivia.workspaceId });
    for (const who of [grace, olivia]) {
      const me = (await call(who.cookie, 'GET', '/api/v1/me')).json();
      expect(me.workspace.id).toBe(who.personal);
    }
    expect((await call(olivia.cookie, 'GET', '/api/v1/workspaces')).json().items).toHaveLength(1);
  });
});

describeEachDatabase(
  'team seats',
  (h) => {
    const t = team(h);
    const { call } = t;

    it('refuses an invitation and an acceptance beyond the seats with 402', async () => {
      const olivia = await t.owner();
      const grace = await t.person('Grace');
      const alan = await t.person('Alan');
      expect((await t.invite(olivia.cookie, grace.email)).statusCode).toBe(201);
      const seats = (await call(olivia.cookie, 'GET', '/api/v1/members')).json();
      expect(seats).toMatchObject({ seats: 2, seatsUsed: 2 });

      const full = await t.invite(olivia.cookie, alan.email);
      expect(full.statusCode).toBe(402);
      expect(full.json()).toMatchObject({ code: 'plan-limit' });
      expect(full.json().message).toMatch(/^This instance allows 2 team seats/);

      // The administrator lowers the limit after the invitation left: accepting re-checks it.
      const limits = h().config.billing.selfHostedLimits;
      limits.teamSeats = 1;
      try {
        const token = await t.linkTo(grace.email);
        const refused = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token });
        expect(refused.statusCode).toBe(402);
        expect(refused.json().message).toMatch(/allows 1 team seat,/);
        limits.teamSeats = 2;
        const accepted = await call(grace.cookie, 'POST', '/api/v1/invitations/accept', { token });
        expect(accepted.statusCode).toBe(200);
      } finally {
        limits.teamSeats = 2;
      }
    });
  },
  { LIMIT_TEAM_SEATS: '2' },
);
