import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { NOT_CONFIRMED, useFreshAuth } from './fresh-auth';

function Change() {
  const { withFreshAuth, dialog } = useFreshAuth();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void withFreshAuth(() => api('/api/v1/change', { body: {} })).then(
            () => setOutcome('Changed'),
            (error: Error) => setOutcome(error.message),
          )
        }
      >
        Change
      </button>
      <p>{outcome}</p>
      {dialog}
    </>
  );
}

/** The change, where the prompt can ask whether the person has a passkey. */
const renderChange = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Change />
    </QueryClientProvider>,
  );

const stale = () =>
  jsonResponse(403, {
    code: 'reauthentication-required',
    message: 'For your security, please enter your password again to make this change.',
  });

describe('sensitive changes from an older session', () => {
  it('asks for the password, confirms it, and makes the change', async () => {
    let confirmed = false;
    const fetch = stubFetch({
      'POST /api/v1/change': () => (confirmed ? jsonResponse(200, {}) : stale()),
      'POST /api/v1/me/reauthenticate': () => {
        confirmed = true;
        return jsonResponse(200, { freshUntil: new Date().toISOString() });
      },
    });
    renderChange();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'analytical-engine-1843');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Changed')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/me/reauthenticate')).toEqual({
      password: 'analytical-engine-1843',
    });
  });

  it('shows a wrong password and lets the person try again', async () => {
    stubFetch({
      'POST /api/v1/change': stale,
      'POST /api/v1/me/reauthenticate': () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message: 'That password is not right.',
          issues: [{ path: 'password', message: 'That password is not right' }],
        }),
    });
    renderChange();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm your password' })).toBeInTheDocument();
  });

  it('makes no change when the prompt is closed, and says so', async () => {
    stubFetch({ 'POST /api/v1/change': stale });
    renderChange();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(NOT_CONFIRMED)).toBeInTheDocument();
  });
});
