import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import ContactPage from './contact';

function renderContact(reply: () => Response) {
  const fetch = stubFetch({ 'POST /api/v1/contact': reply });
  renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact');
  return fetch;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  message = 'Do you monitor from Asia?',
) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Katherine Johnson');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'katherine@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'sales');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), message);
}

describe('contact form', () => {
  it('sends the message and shows the reference', async () => {
    const fetch = renderContact(() =>
      jsonResponse(201, {
        id: '3f2a9c1e-0000-4000-8000-000000000000',
        received: '2026-11-23T18:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, we have your message')).toBeInTheDocument();
    expect(screen.getByText('3f2a9c1e')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/contact')).toEqual({
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      topic: 'sales',
      message: 'Do you monitor from Asia?',
    });
  });

  it('checks the fields before sending, and sends nothing when they are wrong', async () => {
    const fetch = renderContact(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription(
      'Choose a topic',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says to wait when the server limits the messages', async () => {
    renderContact(() =>
      jsonResponse(429, {
        code: 'too-many-requests',
        message: 'Too many requests. Try again in 3000 seconds.',
      }),
    );
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have sent several messages in a short time.',
      ),
    );
  });
});
