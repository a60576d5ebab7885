import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { UnsavedChangesGuard, useDiscardUnsaved, useUnsavedChanges } from './unsaved-changes';

function Editor() {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  useUnsavedChanges(text !== saved);
  const discard = useDiscardUnsaved();
  return (
    <div>
      <label>
        Name
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button onClick={() => setSaved(text)}>Save</button>
      <button onClick={discard}>Deleted</button>
      <Link to="/list">Back</Link>
      <Link to="?tab=2">Other tab</Link>
    </div>
  );
}

function renderEditor() {
  const view = renderRoutes(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/edit', Component: Editor },
          { path: '/list', element: <h1>List</h1> },
        ],
      },
    ],
    '/edit',
  );
  return { ...view, user: userEvent.setup() };
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes guard', () => {
  it('lets a page without changes go at once, and the browser close it without asking', async () => {
    const { router, user } = renderEditor();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks before leaving with changes: stay keeps them, leave goes', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Checkout');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/edit');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Checkout');

    // Another tab of the same page keeps the editor: nothing to ask.
    await user.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    // The editor is gone, and its changes with it.
    expect(unload()).toBe(false);
  });

  it('asks nothing once saved, nor after the thing edited was deleted', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Checkout');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/list');

    await act(() => router.navigate('/edit'));
    await user.type(screen.getByLabelText('Name'), 'Till');
    await user.click(screen.getByRole('button', { name: 'Deleted' }));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
