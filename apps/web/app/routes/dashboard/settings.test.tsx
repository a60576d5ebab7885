import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import SettingsPage from './settings';

function renderSettings(patch: () => Response) {
  let settings = { ...signedInUser.settings };
  const fetch = stubFetch({
    'GET /api/v1/session': () => jsonResponse(200, { me: { ...signedInUser, settings } }),
    'PATCH /api/v1/me/settings': (init) => {
      const response = patch();
      if (response.ok) settings = { ...settings, ...(jsonBody(init) as object) };
      return response;
    },
  });
  renderRoutes([{ path: '/dashboard/settings', Component: SettingsPage }], '/dashboard/settings');
  return fetch;
}

describe('settings page', () => {
  it('shows the profile and the four notification switches with their defaults', async () => {
    renderSettings(() => jsonResponse(200, {}));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Phone call notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  });

  it('says when this browser cannot receive push, and offers no button for it', async () => {
    renderSettings(() => jsonResponse(200, {}));
    expect(
      await screen.findByText('This browser cannot receive push notifications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /in this browser/ })).toBeNull();
  });

  it('saves a toggle through PATCH /api/v1/me/settings', async () => {
    const fetch = renderSettings(() => jsonResponse(200, {}));
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    await userEvent.setup().click(sms);
    expect(sms).toBeChecked();
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/v1/me/settings')).toEqual({ smsNotifications: true }),
    );
    expect(sms).toBeChecked();
  });

  it('puts the switch back and says so when the save fails', async () => {
    renderSettings(() => jsonResponse(500, { code: 'internal', message: 'Database unavailable' }));
    const email = await screen.findByRole('switch', { name: 'Email notifications' });
    await userEvent.setup().click(email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change was not saved');
    expect(email).toBeChecked();
  });
});
