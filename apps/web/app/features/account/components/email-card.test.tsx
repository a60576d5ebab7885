import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { EmailCard } from './email-card';

const show = () =>
  renderRoutes([{ path: '/', element: <EmailCard email="ada@example.com" emailVerified /> }], '/');

describe('changing the email address', () => {
  it('sends the link to the new address and says that nothing changes until it is opened', async () => {
    const fetch = stubFetch({
      'POST /api/v1/me/email': () =>
        jsonResponse(202, {
          sentTo: 'ada@lovelace.org',
          expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        }),
    });
    show();
    await userEvent.type(screen.getByLabelText('New email address'), 'ada@lovelace.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/We sent a link to/)).toHaveTextContent(
      /ada@lovelace.org.*until then your address stays ada@example.com/,
    );
    expect(bodyOf(fetch, '/api/v1/me/email')).toEqual({ newEmail: 'ada@lovelace.org' });
  });

  it('refuses an invalid address and the current one without asking the server', async () => {
    const fetch = stubFetch({});
    show();
    const field = screen.getByLabelText('New email address');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'ADA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/already your email address/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the password when the session is older than 10 minutes, then sends', async () => {
    let confirmed = false;
    stubFetch({
      'POST /api/v1/me/email': () =>
        confirmed
          ? jsonResponse(202, { sentTo: 'ada@lovelace.org', expiresAt: new Date().toISOString() })
          : jsonResponse(403, {
              code: 'reauthentication-required',
              message: 'For your security, please enter your password again to make this change.',
            }),
      'POST /api/v1/me/reauthenticate': () => {
        confirmed = true;
        return jsonResponse(200, { freshUntil: new Date().toISOString() });
      },
    });
    show();
    await userEvent.type(screen.getByLabelText('New email address'), 'ada@lovelace.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/We sent a link to/)).toBeVisible();
  });
});
