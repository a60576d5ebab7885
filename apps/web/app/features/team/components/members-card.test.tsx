import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member, WorkspaceRole } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { MembersCard } from './members-card';

const member = (userId: string, name: string, role: WorkspaceRole, you = false): Member => ({
  userId,
  name,
  email: `${name.toLowerCase()}@example.com`,
  emailVerified: true,
  role,
  joinedAt: '2026-03-01T10:00:00.000Z',
  you,
});

const invited = {
  id: 'inv_1',
  email: 'new@example.com',
  role: 'viewer',
  invitedBy: 'Ada',
  sentAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-09T10:00:00.000Z',
} as const;

const members = [
  member('u_owner', 'Olivia', 'owner'),
  member('user_1', 'Ada', 'admin', true),
  member('u_member', 'Mo', 'member'),
];

function renderCard(
  role: WorkspaceRole,
  handlers: Parameters<typeof stubFetch>[0] = {},
  seats: number | null = 10,
) {
  const fetch = stubFetch({
    'GET /api/v1/session': () =>
      jsonResponse(200, {
        me: { ...signedInUser, workspace: { ...signedInUser.workspace, role } },
      }),
    'GET /api/v1/members': () => jsonResponse(200, { items: members, seats, seatsUsed: 4 }),
    'GET /api/v1/invitations': () => jsonResponse(200, { items: [invited] }),
    'GET /api/v1/billing': () => jsonResponse(500, {}),
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <MembersCard /> }], '/');
  return fetch;
}

const table = () => screen.findByRole('table', { name: 'Members' });

describe('members card', () => {
  it('shows an admin the members, the seats, and role choices up to admin', async () => {
    renderCard('admin');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(screen.getByText('4 of 10 seats used')).toBeInTheDocument();
    // The owner's role is an owner's to change; one's own is not changed here.
    expect(within(rows[1]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[1]!).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('combobox')).toBeNull();
    const select = within(rows[3]!).getByRole('combobox', { name: 'Role of Mo' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Member', 'Viewer']);
    expect(within(rows[1]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rows[3]!).getByRole('button', { name: 'Remove Mo' })).toBeInTheDocument();
    expect((await screen.findAllByText('new@example.com')).length).toBeGreaterThan(0);
  });

  it('lets an owner change an owner and give the owner role', async () => {
    renderCard('owner');
    const rows = within(await table()).getAllByRole('row');
    const select = within(rows[1]!).getByRole('combobox', { name: 'Role of Olivia' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Admin', 'Member', 'Viewer']);
  });

  it('shows a viewer the list read-only, without invitations', async () => {
    const fetch = renderCard('viewer');
    const list = await table();
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByText('Pending invitations')).toBeNull();
    expect(fetch.mock.calls.some(([input]) => input === '/api/v1/invitations')).toBe(false);
  });

  it('says when the plan sets no seat limit', async () => {
    renderCard('member', {}, null);
    expect(await screen.findByText('4 seats used, no limit')).toBeInTheDocument();
  });

  it('changes a role and says so', async () => {
    const fetch = renderCard('admin', {
      'PATCH /api/v1/members/u_member': () => jsonResponse(200, member('u_member', 'Mo', 'viewer')),
    });
    const rows = within(await table()).getAllByRole('row');
    await userEvent.setup().selectOptions(within(rows[3]!).getByRole('combobox'), 'viewer');
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/v1/members/u_member')).toEqual({ role: 'viewer' }),
    );
    expect(await screen.findByText('Mo is now viewer')).toBeInTheDocument();
  });

  it('removes a member only after confirming', async () => {
    const fetch = renderCard('admin', {
      'DELETE /api/v1/members/u_member': () => jsonResponse(204, undefined),
    });
    const user = userEvent.setup();
    const rows = within(await table()).getAllByRole('row');
    await user.click(within(rows[3]!).getByRole('button', { name: 'Remove Mo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mo?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Mo was removed from the workspace')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('invites by email with a role, described as it is chosen', async () => {
    const fetch = renderCard('admin', {
      'POST /api/v1/invitations': () =>
        jsonResponse(201, { ...invited, id: 'inv_2', email: 'grace@example.com' }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email'), ' Grace@Example.com ');
    await user.selectOptions(within(form).getByLabelText('Role'), 'viewer');
    expect(within(form).getByText('Reads everything; changes nothing.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const post = () => fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    await waitFor(() =>
      expect(jsonBody(post())).toEqual({
        email: 'grace@example.com',
        role: 'viewer',
      }),
    );
    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    const fetch = renderCard('admin');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says under the address when the person is already a member or invited', async () => {
    renderCard('admin', {
      'POST /api/v1/invitations': () =>
        jsonResponse(409, { code: 'conflict', message: 'mo@example.com is already a member.' }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email'), 'mo@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText('mo@example.com is already a member.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the plan's seat limit as the server words it", async () => {
    renderCard('admin', {
      'POST /api/v1/invitations': () =>
        jsonResponse(402, {
          code: 'plan-limit',
          message: 'Your plan includes 3 team seats, and all are taken.',
        }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email'), 'grace@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText(/Your plan includes 3 team seats, and all are taken\./),
    ).toBeInTheDocument();
    // Only the owner can change the plan.
    expect(within(form).queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
  });

  it('resends and revokes a pending invitation', async () => {
    const fetch = renderCard('owner', {
      'POST /api/v1/invitations/inv_1/resend': () => jsonResponse(200, invited),
      'DELETE /api/v1/invitations/inv_1': () => jsonResponse(204, undefined),
    });
    const user = userEvent.setup();
    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    await user.click(
      within(pending).getByRole('button', { name: 'Resend the invitation to new@example.com' }),
    );
    expect(await screen.findByText('Invitation sent again to new@example.com')).toBeInTheDocument();
    await user.click(
      within(pending).getByRole('button', { name: 'Revoke the invitation to new@example.com' }),
    );
    expect(await screen.findByText('Invitation to new@example.com revoked')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([input, init]) => input === '/api/v1/invitations/inv_1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
