import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import ForgotPasswordPage from './forgot-password';
import ResetPasswordPage from './reset-password';

const sentText =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';

async function requestLink(answer: () => Response | Promise<Response>) {
  stubFetch({ 'POST /api/auth/request-password-reset': answer });
  renderRoutes([{ path: '/forgot-password', Component: ForgotPasswordPage }], '/forgot-password');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'who@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password page', () => {
  it.each([
    ['the server accepts', () => jsonResponse(200, { status: true })],
    ['the server refuses', () => jsonResponse(400, { code: 'invalid-email', message: 'No' })],
  ])('gives the same confirmation when %s', async (_case, answer) => {
    await requestLink(answer);
    expect(await screen.findByRole('status')).toHaveTextContent(sentText);
  });

  it('reports a network failure instead of claiming the link was sent', async () => {
    await requestLink(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error.');
    expect(screen.queryByText(sentText)).not.toBeInTheDocument();
  });
});

async function resetWith(answer: () => Response, password = 'new-secret', confirm = password) {
  const fetch = stubFetch({
    'POST /api/auth/reset-password': answer,
    'GET /api/v1/session': () => jsonResponse(200, { me: null }),
  });
  renderRoutes(
    [{ path: '/reset-password', Component: ResetPasswordPage }],
    '/reset-password?token=tok_1',
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return fetch;
}

describe('reset password page', () => {
  it('refuses mismatched passwords without calling the server, at the second field', async () => {
    const fetch = await resetWith(() => jsonResponse(200, {}), 'new-secret', 'other-secret');
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(fetch).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.clear(confirm);
    await user.type(confirm, 'new-secret');
    expect(confirm).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
  });

  it('confirms the change, says other sessions were signed out, and links to log in', async () => {
    const fetch = await resetWith(() => jsonResponse(200, { status: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('signed out');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodyOf(fetch, '/api/auth/reset-password')).toEqual({
      token: 'tok_1',
      newPassword: 'new-secret',
    });
  });

  it('explains an expired link and offers a new one', async () => {
    await resetWith(() => jsonResponse(400, { code: 'invalid-token', message: 'Invalid token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('treats a link without a token as invalid', () => {
    renderRoutes([{ path: '/reset-password', Component: ResetPasswordPage }], '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
  });
});
