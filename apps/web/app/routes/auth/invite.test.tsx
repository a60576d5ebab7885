import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import InvitePage from './invite';
import SignupPage from './signup';

const preview = (state: InvitationPreview['state'] = 'pending'): InvitationPreview => ({
  workspaceName: 'Analytical Engines',
  invitedBy: 'Charles Babbage',
  email: 'ada@example.com',
  role: 'member',
  state,
  expiresAt: '2026-12-01T10:00:00.000Z',
});

function renderInvite({
  invitation = preview(),
  me = signedInUser,
  handlers = {},
}: {
  invitation?: InvitationPreview | null;
  me?: typeof signedInUser | null;
  handlers?: Parameters<typeof stubFetch>[0];
} = {}) {
  let session = me;
  const fetch = stubFetch({
    'GET /api/v1/session': () => jsonResponse(200, { me: session }),
    'GET /api/invitations/tok_1': () =>
      invitation
        ? jsonResponse(200, invitation)
        : jsonResponse(404, { code: 'not-found', message: 'Invitation not found' }),
    'POST /api/v1/invitations/accept': () => {
      if (session)
        session = {
          ...session,
          workspace: {
            id: 'ws_2',
            name: 'Analytical Engines',
            role: 'member',
            requireTwoFactor: false,
          },
        };
      return jsonResponse(200, {
        workspaceId: 'ws_2',
        workspaceName: 'Analytical Engines',
        role: 'member',
      });
    },
    'POST /api/auth/sign-out': () => {
      session = null;
      return jsonResponse(200, {});
    },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/invite/:token', Component: InvitePage },
      { path: '/signup', Component: SignupPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/invite/tok_1',
  );
  return { fetch, ...view };
}

describe('invitation page', () => {
  it('lets the invited person join with one press, then opens the dashboard', async () => {
    const { fetch, router } = renderInvite();
    expect(
      await screen.findByRole('heading', { name: 'Join Analytical Engines' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Charles Babbage invited ada@example.com to Analytical Engines on Tocsin.'),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Join Analytical Engines as Member' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodyOf(fetch, '/api/v1/invitations/accept')).toEqual({ token: 'tok_1' });
    expect(await screen.findByText('Welcome to Analytical Engines')).toBeInTheDocument();
  });

  it("says why joining failed, in the server's words", async () => {
    renderInvite({
      handlers: {
        'POST /api/v1/invitations/accept': () =>
          jsonResponse(402, {
            code: 'plan-limit',
            message: 'Analytical Engines has no free seat: its plan includes 3.',
          }),
      },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Join Analytical Engines as Member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Analytical Engines has no free seat: its plan includes 3.',
    );
  });

  it('says whom the invitation was for when signed in with another address, and signs out', async () => {
    renderInvite({
      me: { ...signedInUser, profile: { ...signedInUser.profile, email: 'other@example.com' } },
    });
    expect(
      await screen.findByText(
        /This invitation was sent to ada@example.com, but you are signed in as other@example.com/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('offers a visitor an account or a sign-in that keep the invitation', async () => {
    renderInvite({ me: null });
    const create = await screen.findByRole('link', { name: 'Create an account' });
    expect(create).toHaveAttribute('href', '/signup?invite=tok_1&email=ada%40example.com');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?invite=tok_1&email=ada%40example.com',
    );
  });

  it('signs up with the invited address prefilled, joins, and opens the dashboard', async () => {
    let signedUp = false;
    const { fetch, router } = renderInvite({
      me: null,
      handlers: {
        'GET /api/v1/session': () =>
          jsonResponse(200, {
            me: signedUp
              ? {
                  ...signedInUser,
                  workspace: {
                    id: 'ws_2',
                    name: 'Analytical Engines',
                    role: 'member',
                    requireTwoFactor: false,
                  },
                }
              : null,
          }),
        'POST /api/auth/sign-up/email': () => {
          signedUp = true;
          return jsonResponse(200, {});
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Password'), 'analytical');
    await user.type(screen.getByLabelText('Phone'), '+442079460000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/v1/invitations/accept')).toEqual({ token: 'tok_1' }),
    );
    expect(await screen.findByText('Welcome to Analytical Engines')).toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired'],
    ['revoked', 'This invitation was withdrawn'],
    ['accepted', 'This invitation was already used'],
  ] as const)('says when the invitation is %s, with a way on', async (state, title) => {
    renderInvite({ invitation: preview(state) });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when the link is not an invitation', async () => {
    renderInvite({ invitation: null, me: null });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
