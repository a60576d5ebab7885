import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletionPreview, AccountExport } from '@tocsin/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { YourDataCard } from './your-data-card';

const email = 'ada@example.com';
const day = 86_400_000;
const ready: AccountExport = {
  id: 'exp_1',
  status: 'ready',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  readyAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 7 * day).toISOString(),
  size: 48_000,
  error: null,
  expired: false,
};
const personal = { id: 'ws_1', name: 'Ada', personal: true, members: 1 };
const preview = (over: Partial<AccountDeletionPreview> = {}): AccountDeletionPreview => ({
  deleted: [personal],
  blocking: [],
  left: [],
  ...over,
});

function renderCard(handlers: Parameters<typeof stubFetch>[0], at = '/dashboard/settings') {
  const fetch = stubFetch({
    'GET /api/v1/session': () => jsonResponse(200, { me: signedInUser }),
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/settings', element: <YourDataCard email={email} /> }], at);
  return fetch;
}

afterEach(() => vi.restoreAllMocks());

describe('the Your data card', () => {
  it('starts an export and shows it being prepared', async () => {
    const fetch = renderCard({
      'GET /api/v1/me/export': () => jsonResponse(200, { export: null }),
      'POST /api/v1/me/export': () =>
        jsonResponse(202, { export: { ...ready, status: 'pending', readyAt: null, size: null } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(/Your export is being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export in progress…' })).toBeDisabled();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('says why an export cannot start yet', async () => {
    renderCard({
      'GET /api/v1/me/export': () => jsonResponse(200, { export: ready }),
      'POST /api/v1/me/export': () =>
        jsonResponse(429, {
          code: 'too-many-requests',
          message: 'You made an export a moment ago. You can make a new one in 14 minutes.',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(/make a new one in 14 minutes/)).toBeInTheDocument();
  });

  it('offers the download once ready when opened from the mailed link', async () => {
    renderCard(
      { 'GET /api/v1/me/export': () => jsonResponse(200, { export: ready }) },
      '/dashboard/settings?export=tok_abc-123',
    );
    const link = await screen.findByRole('link', { name: 'Download your data' });
    expect(link).toHaveAttribute('href', '/api/v1/me/export/download?token=tok_abc-123');
    expect(screen.getByText(/47 KB, gzipped JSON/)).toBeInTheDocument();
  });

  it('without the mailed link, points to the email', async () => {
    renderCard({ 'GET /api/v1/me/export': () => jsonResponse(200, { export: ready }) });
    expect(await screen.findByText(/open the link in the email we sent you/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download your data' })).toBeNull();
  });

  it('says when the last export link has expired', async () => {
    renderCard({
      'GET /api/v1/me/export': () => jsonResponse(200, { export: { ...ready, expired: true } }),
    });
    expect(await screen.findByText(/The link of your last export has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download your data' })).toBeNull();
  });

  it('shows why an export failed', async () => {
    renderCard({
      'GET /api/v1/me/export': () =>
        jsonResponse(200, {
          export: {
            ...ready,
            status: 'failed',
            size: null,
            error: 'The export stopped before it was finished. Request a new one.',
          },
        }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export stopped before it was finished',
    );
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
  });

  it('deletes the account once the email is typed, and goes home', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      replace,
    });
    const fetch = renderCard({
      'GET /api/v1/me/export': () => jsonResponse(200, { export: null }),
      'GET /api/v1/me/deletion': () => jsonResponse(200, preview()),
      'DELETE /api/v1/me': (init) => {
        const { confirmEmail } = jsonBody(init) as { confirmEmail: string };
        return confirmEmail === email
          ? jsonResponse(200, { deleted: ['Ada'] })
          : jsonResponse(400, {
              code: 'validation-failed',
              message: `Type your account's email, ${email}, exactly as shown to confirm.`,
            });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText(/Ada \(your personal workspace\)/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(`Type ${email} to confirm`), 'ada@example.org');
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(`Type ${email} to confirm`));
    await user.type(within(dialog).getByLabelText(`Type ${email} to confirm`), email);
    await user.click(submit);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(bodyOf(fetch, '/api/v1/me')).toEqual({ confirmEmail: email });
  });

  it('asks for the password again when the session is old', async () => {
    let confirmed = false;
    renderCard({
      'GET /api/v1/me/export': () => jsonResponse(200, { export: null }),
      'GET /api/v1/me/deletion': () => jsonResponse(200, preview()),
      'DELETE /api/v1/me': () =>
        confirmed
          ? jsonResponse(409, { code: 'conflict', message: 'Something changed: try again.' })
          : jsonResponse(403, {
              code: 'reauthentication-required',
              message: 'For your security, please enter your password again to make this change.',
            }),
      'POST /api/v1/me/reauthenticate': () => {
        confirmed = true;
        return jsonResponse(200, { freshUntil: new Date().toISOString() });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(await within(dialog).findByLabelText(`Type ${email} to confirm`), email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(prompt).getByLabelText('Password'), 'correct horse');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something changed: try again.')).toBeInTheDocument();
  });

  it('holds the deletion back while the person alone owns a team, and says how to hand it over', async () => {
    renderCard({
      'GET /api/v1/me/export': () => jsonResponse(200, { export: null }),
      'GET /api/v1/me/deletion': () =>
        jsonResponse(
          200,
          preview({ blocking: [{ id: 'ws_2', name: 'Night shift', personal: false, members: 3 }] }),
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText('Night shift')).toBeInTheDocument();
    expect(within(dialog).getByText('Transfer ownership')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(`Type ${email} to confirm`)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });
});
