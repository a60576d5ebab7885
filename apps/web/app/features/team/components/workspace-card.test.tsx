import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceRole } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { WorkspaceCard } from './workspace-card';

const team = { id: 'ws_2', name: 'Analytical Engines' };

function renderCard(
  role: WorkspaceRole,
  personal = false,
  handlers: Parameters<typeof stubFetch>[0] = {},
) {
  const fetch = stubFetch({
    'GET /api/v1/session': () =>
      jsonResponse(200, { me: { ...signedInUser, workspace: { ...team, role } } }),
    'GET /api/v1/workspaces': () =>
      jsonResponse(200, {
        items: [{ ...team, role, personal, current: true, members: 3 }],
      }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/settings', element: <WorkspaceCard workspace={team} /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/dashboard/settings',
  );
  return { fetch, ...view };
}

describe('workspace card', () => {
  it('lets an admin rename the workspace', async () => {
    const { fetch } = renderCard('admin', false, {
      'PATCH /api/v1/workspace': () =>
        jsonResponse(200, {
          ...team,
          name: 'Difference Engines',
          role: 'admin',
          personal: false,
          current: true,
          members: 3,
        }),
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Workspace name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter a name for the workspace')).toBeInTheDocument();
    await user.type(name, 'Difference Engines');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(
      await screen.findByText('The workspace is now called Difference Engines'),
    ).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/workspace')).toEqual({ name: 'Difference Engines' });
    // An admin does not own it.
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).toBeNull();
  });

  it('shows a member the name only', async () => {
    renderCard('member');
    expect(await screen.findByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(screen.getByText('Analytical Engines')).toBeInTheDocument();
    expect(screen.queryByLabelText('Workspace name')).toBeNull();
  });

  it('offers no leaving or deleting in a personal workspace', async () => {
    renderCard('owner', true);
    expect(await screen.findByText(/This is your personal workspace/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave workspace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });

  it('deletes only once the owner has typed the name, then opens the dashboard', async () => {
    const { fetch, router } = renderCard('owner', false, {
      'DELETE /api/v1/workspace': () => jsonResponse(204, undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Analytical Engines?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Type Analytical Engines to confirm'),
      'Analytical',
    );
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Type Analytical Engines to confirm'),
      ' Engines',
    );
    await user.click(confirm);
    expect(await screen.findByText('Deleted Analytical Engines')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/workspace')).toEqual({ confirmName: 'Analytical Engines' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("says why leaving was refused, in the server's words", async () => {
    renderCard('owner', false, {
      'POST /api/v1/workspace/leave': () =>
        jsonResponse(409, {
          code: 'conflict',
          message: 'You are the only owner of this workspace.',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Analytical Engines?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are the only owner of this workspace.',
    );
  });
});
