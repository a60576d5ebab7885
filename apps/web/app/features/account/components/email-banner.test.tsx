import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { EmailBanner } from './email-banner';

const unconfirmed = {
  ...signedInUser,
  profile: { ...signedInUser.profile, emailVerified: false },
};
const show = (session = unconfirmed) =>
  renderRoutes([{ path: '/', element: <EmailBanner /> }], '/', { session });

describe('the banner of an address not confirmed yet', () => {
  it('says when the link was sent, resends it, and says so', async () => {
    const sentAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const fetch = stubFetch({
      'GET /api/v1/me/email-verification': () =>
        jsonResponse(200, { email: 'ada@example.com', emailVerified: false, sentAt }),
      'POST /api/v1/me/email-verification': () =>
        jsonResponse(200, {
          email: 'ada@example.com',
          emailVerified: false,
          sentAt: new Date().toISOString(),
        }),
    });
    show();
    expect(await screen.findByText(/Confirm your email address, ada@example.com/)).toBeVisible();
    expect(await screen.findByText(/5 minutes ago/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(/A new link is on its way/)).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/me/email-verification',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says why a resend was refused', async () => {
    stubFetch({
      'GET /api/v1/me/email-verification': () =>
        jsonResponse(200, { email: 'ada@example.com', emailVerified: false, sentAt: null }),
      'POST /api/v1/me/email-verification': () =>
        jsonResponse(429, {
          code: 'too-many-requests',
          message:
            'A link was sent less than a minute ago. Check your inbox and spam folder, or try again in a minute.',
        }),
    });
    show();
    expect(await screen.findByText(/No link has been sent to it yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/less than a minute ago/)).toBeVisible();
  });

  it('is not shown once the address is confirmed, and asks nothing', async () => {
    const fetch = stubFetch({});
    show(signedInUser);
    await waitFor(() => expect(screen.queryByText(/Confirm your email/)).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});
