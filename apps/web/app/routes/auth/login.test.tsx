import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, deferred, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import GuestOnly from './guest-only';
import LoginPage from './login';

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { Component: GuestOnly, children: [{ path: '/login', Component: LoginPage }] },
      { path: '/dashboard/*', element: <p>Dashboard page</p> },
    ],
    path,
  );
}

async function submit(email = 'ada@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const visitor = () => jsonResponse(200, { me: null });

describe('login page', () => {
  it('shows the title, fields and links of the seed', async () => {
    stubFetch({ 'GET /api/v1/session': visitor });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['invalid-credential', 'Wrong password', 'Invalid email or password'],
    ['invalid-email', 'Bad email', 'Please enter a valid email address'],
    ['user-disabled', 'Banned', 'This account has been disabled. Please contact support.'],
    ['too-many-requests', 'Slow down', 'Too many failed login attempts. Please try again later.'],
    ['something-else', 'The server says no', 'The server says no'],
    ['something-else', '', 'An error occurred during login'],
  ])('shows the message for %s and re-enables the button', async (code, message, expected) => {
    stubFetch({
      'GET /api/v1/session': visitor,
      'POST /api/auth/sign-in/email': () => jsonResponse(400, { code, message }),
    });
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the network message when the request cannot be sent', async () => {
    stubFetch({
      'GET /api/v1/session': visitor,
      'POST /api/auth/sign-in/email': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button and says "Signing in..." while the request runs', async () => {
    const answer = deferred<Response>();
    stubFetch({
      'GET /api/v1/session': visitor,
      'POST /api/auth/sign-in/email': () => answer.promise,
    });
    renderLogin();
    await submit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve(jsonResponse(401, { code: 'invalid-credential', message: 'No' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends rememberMe and returns to the page the visitor came from', async () => {
    let signedIn = false;
    const fetch = stubFetch({
      'GET /api/v1/session': () => (signedIn ? jsonResponse(200, { me: signedInUser }) : visitor()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return jsonResponse(200, { redirect: false });
      },
    });
    const { router } = renderLogin('/login?redirect=%2Fdashboard%2Fsettings%3Ftab%3Dsms');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Remember me'));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(router.state.location.search).toBe('?tab=sms');
    expect(bodyOf(fetch, '/api/auth/sign-in/email')).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      rememberMe: true,
    });
  });

  it('ignores an off-site redirect and goes to /dashboard', async () => {
    let signedIn = false;
    stubFetch({
      'GET /api/v1/session': () => (signedIn ? jsonResponse(200, { me: signedInUser }) : visitor()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return jsonResponse(200, {});
      },
    });
    const { router } = renderLogin('/login?redirect=%2F%2Fevil.com');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in user straight to /dashboard', async () => {
    stubFetch({ 'GET /api/v1/session': () => jsonResponse(200, { me: signedInUser }) });
    const { router } = renderLogin();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
