import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import GuestOnly from './guest-only';
import SignupPage from './signup';

function renderSignup() {
  return renderRoutes(
    [
      { Component: GuestOnly, children: [{ path: '/signup', Component: SignupPage }] },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    '/signup',
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'analytical');
  await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
  await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const visitor = () => jsonResponse(200, { me: null });

describe('signup page', () => {
  it('has the seed title, required fields, password rule and terms links', async () => {
    stubFetch({ 'GET /api/v1/session': visitor });
    renderSignup();
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Phone']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('minLength', '6');
    expect(password).toHaveAttribute('placeholder', 'Create a password (min 6 characters)');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('placeholder', '+1 415 555 0123');
    expect(phone).toHaveAccessibleDescription(
      'With + and the country code. Used for SMS and phone call alerts.',
    );
    expect(screen.getByRole('checkbox', { name: /^I agree/ })).toBeRequired();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it.each([
    ['email-already-in-use', 'x', 'This email is already registered. Please sign in instead.'],
    ['invalid-email', 'x', 'Please enter a valid email address.'],
    ['weak-password', 'x', 'Password should be at least 6 characters long.'],
    [
      'operation-not-allowed',
      'x',
      'Email/password accounts are not enabled. Please contact support.',
    ],
    ['password-too-common', 'This password is too common.', 'This password is too common.'],
    ['something-else', '', 'An error occurred during signup'],
  ])('shows the message for %s and re-enables the button', async (code, message, expected) => {
    stubFetch({
      'GET /api/v1/session': visitor,
      'POST /api/auth/sign-up/email': () => jsonResponse(400, { code, message }),
    });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("shows the server's words when it refuses the phone number", async () => {
    const message =
      'Enter your phone number in international form, with + and the country code, for example +1 415 555 0123.';
    stubFetch({
      'GET /api/v1/session': visitor,
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message,
          issues: [{ path: 'phone', message }],
        }),
    });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    // The field it names is marked and focused, until it is changed.
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.setup().type(phone, '1');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('shows the network message when the request cannot be sent', async () => {
    stubFetch({
      'GET /api/v1/session': visitor,
      'POST /api/auth/sign-up/email': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderSignup();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('sends the contract body and goes to /dashboard', async () => {
    let created = false;
    const fetch = stubFetch({
      'GET /api/v1/session': () => (created ? jsonResponse(200, { me: signedInUser }) : visitor()),
      'POST /api/auth/sign-up/email': () => {
        created = true;
        return jsonResponse(200, {});
      },
    });
    const { router } = renderSignup();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodyOf(fetch, '/api/auth/sign-up/email')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      phone: '+44 20 7946 0000',
      acceptTerms: true,
    });
  });
});
