import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginPage from './login';
import GuestOnly from './guest-only';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';

function renderLogin(path: string) {
  return renderRoutes(
    [
      { Component: GuestOnly, children: [{ path: '/login', Component: LoginPage }] },
      { path: '/dashboard/*', element: <p>Dashboard page</p> },
    ],
    path,
  );
}

/** A server where the password is right and the account asks for its second factor. */
function twoFactorServer(verify: (url: string, body: unknown) => Response) {
  let signedIn = false;
  return stubFetch({
    'GET /api/v1/session': () => jsonResponse(200, { me: signedIn ? signedInUser : null }),
    'POST /api/auth/sign-in/email': () =>
      jsonResponse(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
    'POST /api/auth/two-factor/verify-totp': (init) => {
      const answer = verify('totp', jsonBody(init));
      signedIn = answer.ok;
      return answer;
    },
    'POST /api/auth/two-factor/verify-backup-code': (init) => {
      const answer = verify('recovery', jsonBody(init));
      signedIn = answer.ok;
      return answer;
    },
  });
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return user;
}

describe("the sign-in's second step", () => {
  it('asks for the code after the password and returns to the deep link', async () => {
    const fetch = twoFactorServer(() => jsonResponse(200, {}));
    const { router } = renderLogin('/login?redirect=%2Fdashboard%2Fincidents');
    const user = await passwordStep();
    expect(screen.getByText(/6-digit code your authenticator app/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/incidents'));
    expect(bodyOf(fetch, '/api/auth/two-factor/verify-totp')).toEqual({
      code: '123456',
      trustDevice: true,
    });
  });

  it('shows why a wrong code was refused and lets the person try again', async () => {
    let tries = 0;
    twoFactorServer(() => {
      tries += 1;
      return tries === 1
        ? jsonResponse(400, {
            code: 'invalid-two-factor-code',
            message:
              'That code is not right. Enter the 6-digit code your authenticator app shows now.',
          })
        : jsonResponse(200, {});
    });
    const { router } = renderLogin('/login');
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('takes a recovery code instead', async () => {
    const fetch = twoFactorServer((method) =>
      method === 'recovery' ? jsonResponse(200, {}) : jsonResponse(500, {}),
    );
    const { router } = renderLogin('/login');
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodyOf(fetch, '/api/auth/two-factor/verify-backup-code')).toEqual({
      code: 'abcde-12345',
      trustDevice: false,
    });
  });

  it('sends the person back to the password when the step has expired', async () => {
    twoFactorServer(() =>
      jsonResponse(400, {
        code: 'two-factor-expired',
        message: 'This sign-in has expired. Enter your email and password again, then the code.',
      }),
    );
    renderLogin('/login');
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
