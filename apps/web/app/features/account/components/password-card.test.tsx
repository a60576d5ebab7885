import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { PasswordCard } from './password-card';

function renderCard(answer: (body: unknown) => Response) {
  const fetch = stubFetch({
    'POST /api/v1/me/password': (init) => answer(jsonBody(init)),
    'GET /api/v1/me/sessions': () => jsonResponse(200, { items: [] }),
  });
  renderRoutes([{ path: '/settings', Component: PasswordCard }], '/settings');
  return fetch;
}

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password card', () => {
  it('sends the current and new password, says how many sessions were signed out, and empties the form', async () => {
    const fetch = renderCard(() => jsonResponse(200, { endedSessions: 2 }));
    await fill('old secret', 'a new Pa55word!');
    expect(
      await screen.findByText('Your password was changed, and 2 other sessions were signed out.'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/me/password')!;
    expect(jsonBody(init)).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a new Pa55word!',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password at its field', async () => {
    renderCard(() =>
      jsonResponse(400, {
        code: 'validation-failed',
        message: 'That is not your current password. Check it and try again.',
        issues: [{ path: 'currentPassword', message: 'That is not your current password' }],
      }),
    );
    await fill('wrong', 'a new Pa55word!');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        /That is not your current password/,
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a short password and a mismatched confirmation before sending anything', async () => {
    const fetch = renderCard(() => jsonResponse(200, { endedSessions: 0 }));
    await fill('old secret', 'abc');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Use at least 6 characters/,
    );
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await fill('', 'a new Pa55word!', 'something else');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      /do not match/,
    );
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/me/password')).toBe(false);
  });

  it('says why when the server refuses without naming a field', async () => {
    renderCard(() =>
      jsonResponse(429, {
        code: 'too-many-requests',
        message: 'Too many wrong passwords for this account. Try again in 30 seconds.',
      }),
    );
    await fill('old secret', 'a new Pa55word!');
    expect(
      await screen.findByText(
        'Too many wrong passwords for this account. Try again in 30 seconds.',
      ),
    ).toBeInTheDocument();
  });
});
