import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '@/lib/date-format';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import SettingsPage from './settings';

const kindsWith = (available: boolean) => ({
  items: (['email', 'sms', 'voice'] as const).map((kind) => ({
    kind,
    label: kind,
    group: 'Direct',
    description: '',
    available: kind === 'email' || available,
    reason: kind === 'email' || available ? null : 'SMS needs a Twilio or Vonage account',
  })),
});

function renderSettings(
  patch: () => Response,
  options: {
    profile?: Partial<MeResponse['profile']>;
    providers?: boolean;
    patchMe?: (body: Record<string, unknown>) => Response | undefined;
    role?: MeResponse['workspace']['role'];
  } = {},
) {
  let settings = { ...signedInUser.settings };
  let profile = { ...signedInUser.profile, ...options.profile };
  const fetch = stubFetch({
    'GET /api/v1/session': () => {
      const workspace = { ...signedInUser.workspace, role: options.role ?? 'owner' };
      return jsonResponse(200, { me: { ...signedInUser, profile, settings, workspace } });
    },
    'GET /api/v1/api-keys': () => jsonResponse(200, { items: [] }),
    'GET /api/v1/me/passkeys': () => jsonResponse(200, { items: [], unavailable: null }),
    'GET /api/v1/me/sessions': () => jsonResponse(200, { items: [] }),
    'GET /api/v1/me/export': () => jsonResponse(200, { export: null }),
    'GET /api/v1/channels/kinds': () => jsonResponse(200, kindsWith(options.providers ?? true)),
    'GET /api/v1/workspaces': () => jsonResponse(200, { items: [] }),
    'GET /api/v1/members': () => jsonResponse(200, { items: [], seats: 1, seatsUsed: 1 }),
    'GET /api/v1/invitations': () => jsonResponse(200, { items: [] }),
    'PATCH /api/v1/me/settings': (init) => {
      const response = patch();
      if (!response.ok) return response;
      // Saved, the server answers the profile with the new settings.
      settings = { ...settings, ...(jsonBody(init) as object) };
      return jsonResponse(200, { ...signedInUser, profile, settings });
    },
    'PATCH /api/v1/me': (init) => {
      const body = jsonBody(init) as Record<string, unknown>;
      const response = options.patchMe?.(body);
      if (response) return response;
      profile = { ...profile, ...body };
      return jsonResponse(200, { ...signedInUser, profile, settings });
    },
  });
  renderRoutes([{ path: '/dashboard/settings', Component: SettingsPage }], '/dashboard/settings');
  return fetch;
}

describe('settings page', () => {
  it('shows the API keys to an owner', async () => {
    renderSettings(() => jsonResponse(200, {}));
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('shows no API keys to a member', async () => {
    const fetch = renderSettings(() => jsonResponse(200, {}), { role: 'member' });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API keys' })).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : `${input as string}`,
    );
    expect(asked.some((url) => url.includes('/api/v1/api-keys'))).toBe(false);
  });

  it('offers an admin the import from Uptime Kuma or UptimeRobot, without loading anything', async () => {
    const fetch = renderSettings(() => jsonResponse(200, {}), { role: 'admin' });
    const section = await screen.findByRole('region', { name: 'Import' });
    expect(
      within(section).getByRole('heading', { name: 'Monitors from Uptime Kuma or UptimeRobot' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Preview import' })).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([input]) => `${input as string}`);
    expect(asked.some((url) => url.includes('/api/v1/config'))).toBe(false);
  });

  it.each(['member', 'viewer'] as const)('offers a %s no import', async (role) => {
    renderSettings(() => jsonResponse(200, {}), { role });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview import' })).not.toBeInTheDocument();
  });

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

  it('confirms a saved toggle', async () => {
    renderSettings(() => jsonResponse(200, {}));
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    await userEvent.setup().click(sms);
    expect(await screen.findByText('Saved: sms notifications on.')).toBeInTheDocument();
  });

  it('puts the switch back and says so when the save fails, with a retry that saves it', async () => {
    let fail = true;
    const fetch = renderSettings(() =>
      fail
        ? jsonResponse(500, { code: 'internal', message: 'Database unavailable' })
        : jsonResponse(200, {}),
    );
    const user = userEvent.setup();
    const email = await screen.findByRole('switch', { name: 'Email notifications' });
    await user.click(email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change was not saved');
    expect(email).toBeChecked();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved: email notifications off.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
    const patches = fetch.mock.calls.filter(([url]) => url === '/api/v1/me/settings');
    expect(patches.map(([, init]) => jsonBody(init))).toEqual([
      { emailNotifications: false },
      { emailNotifications: false },
    ]);
  });

  it('explains that SMS and calls need a phone number, and where to add one', async () => {
    renderSettings(() => jsonResponse(200, {}), { profile: { phone: null, phoneNumber: null } });
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    await waitFor(() => expect(sms).toBeDisabled());
    expect(sms).toHaveAccessibleDescription(/There is no phone number in your profile/);
    expect(screen.getByRole('switch', { name: 'Phone call notifications' })).toBeDisabled();
    const links = screen.getAllByRole('link', { name: 'Add one under Phone number for alerts' });
    expect(links[0]).toHaveAttribute('href', '#phone-number');
    expect(screen.getByLabelText('Phone number for alerts')).toHaveAttribute('id', 'phone-number');
  });

  it('saves a phone number, after which SMS can be switched on', async () => {
    renderSettings(() => jsonResponse(200, {}), {
      profile: { phone: null, phoneNumber: null },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone number for alerts'), '+14155550123');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeEnabled(),
    );
  });

  it('explains that this server has no SMS or call provider, with a link to the guide', async () => {
    renderSettings(() => jsonResponse(200, {}), { providers: false });
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    await waitFor(() => expect(sms).toBeDisabled());
    expect(sms).toHaveAccessibleDescription(
      /This server cannot send SMS yet: an administrator has to set up a provider for it first/,
    );
    const guide = screen.getAllByRole('link', { name: 'How to set one up' });
    expect(guide).toHaveLength(2);
    expect(guide[0]).toHaveAttribute('href', '/documentation/self-hosting#sms-and-phone-calls');
    // Environment variables are for the administrator's guide, not this page.
    expect(document.body.textContent).not.toMatch(/[A-Z]{2,}_[A-Z]{2,}/);
  });

  it('offers the browser’s zone first and saves a chosen zone with a confirmation', async () => {
    const fetch = renderSettings(() => jsonResponse(200, {}));
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    const first = within(select).getAllByRole('option')[0];
    expect(first).toHaveTextContent(`Automatic (your browser: ${browserTimeZone()})`);
    expect(select).toHaveValue('');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(
      await screen.findByText('Saved: times are now shown in Asia/Tokyo.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/me')).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it('says so when the time zone was not saved, and saves it on retry', async () => {
    let fail = true;
    renderSettings(() => jsonResponse(200, {}), {
      patchMe: () =>
        (fail
          ? jsonResponse(503, { code: 'internal', message: 'Server unavailable' })
          : undefined)!,
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Time zone' }), 'UTC');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your time zone was not saved: Server unavailable.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved: times are now shown in UTC.')).toBeInTheDocument();
  });
});
