import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_WRONG_TYPE, type MeResponse } from '@tocsin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { useSession } from '@/lib/session';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { ProfileCard } from './profile-card';

const PHOTO = '/api/v1/avatars/user_1/abc123';
const withProfile = (profile: Partial<MeResponse['profile']>): MeResponse => ({
  ...signedInUser,
  profile: { ...signedInUser.profile, ...profile },
});

/** The card as the settings page shows it, under an avatar like the header's, both from the session. */
function Page() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <header>
        <Avatar photoURL={user.profile.photoURL} displayName={user.profile.displayName} />
      </header>
      <ProfileCard me={user} />
    </>
  );
}

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}, me = signedInUser) {
  const fetch = stubFetch({
    'GET /api/v1/session': () => jsonResponse(200, { me }),
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/settings', element: <Page /> }], '/dashboard/settings');
  return fetch;
}

const file = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('profile card', () => {
  it("saves the first and last name, and the name shown follows as 'First Last'", async () => {
    const fetch = renderCard({
      'PATCH /api/v1/me': () =>
        jsonResponse(200, withProfile({ firstName: 'Augusta', displayName: 'Augusta Lovelace' })),
    });
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First name');
    expect(screen.getByRole('button', { name: 'Save your name' })).toBeDisabled();
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save your name' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save your name' }));
    expect(await screen.findByText('Your name is now Augusta Lovelace')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/me')).toEqual({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect(screen.getByRole('heading', { name: 'Augusta Lovelace' })).toBeInTheDocument();
  });

  it('shows the reason the server gives for a phone number that cannot be called', async () => {
    const message =
      '+1 555 0100 is not a valid phone number for the country code +1: check the digits that follow it.';
    renderCard({
      'PATCH /api/v1/me': () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message,
          issues: [{ path: 'phoneNumber', message }],
        }),
    });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone number for alerts');
    await user.clear(phone);
    await user.type(phone, '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it', async () => {
    const fetch = renderCard();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Photo'), file('cat.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_WRONG_TYPE);
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    renderCard();
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Photo'),
      file('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5 MB');
  });

  it('uploads the chosen photo as itself, and the session takes the new address', async () => {
    const fetch = renderCard({
      'PUT /api/v1/me/avatar': () => jsonResponse(200, withProfile({ photoURL: PHOTO })),
    });
    const user = userEvent.setup();
    const chosen = file('ada.png', 'image/png');
    await user.upload(await screen.findByLabelText('Photo'), chosen);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Your new photo is saved.')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(init!.body).toBe(chosen);
    expect((init!.headers as Record<string, string>)['content-type']).toBe('image/png');
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the photo", async () => {
    const message =
      'This file could not be read as a JPEG, PNG or WebP image: it may be damaged. Choose another photo.';
    renderCard({
      'PUT /api/v1/me/avatar': () => jsonResponse(400, { code: 'validation-failed', message }),
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Photo'), file('broken.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('removes the photo, and the initials show again', async () => {
    const fetch = renderCard(
      { 'DELETE /api/v1/me/avatar': () => jsonResponse(200, withProfile({ photoURL: null })) },
      withProfile({ photoURL: PHOTO }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(
      await screen.findByText('Your photo is removed: your initials show instead.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(screen.getAllByText('AL').length).toBeGreaterThan(0);
  });
});
