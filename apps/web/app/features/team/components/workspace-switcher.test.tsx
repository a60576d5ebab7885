import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { WorkspaceSwitcher } from './workspace-switcher';

const workspaces = [
  { id: 'ws_1', name: 'Ada Lovelace', role: 'owner', personal: true, current: true, members: 1 },
  {
    id: 'ws_2',
    name: 'Analytical Engines',
    role: 'viewer',
    personal: false,
    current: false,
    members: 4,
  },
];

function renderMenu(handlers: Parameters<typeof stubFetch>[0] = {}) {
  let current = signedInUser.workspace;
  const fetch = stubFetch({
    'GET /api/v1/session': () => jsonResponse(200, { me: { ...signedInUser, workspace: current } }),
    'GET /api/v1/workspaces': () => jsonResponse(200, { items: workspaces }),
    'PUT /api/v1/me/workspace': () => {
      current = {
        id: 'ws_2',
        name: 'Analytical Engines',
        role: 'viewer',
        requireTwoFactor: false,
      };
      return jsonResponse(200, { ...signedInUser, workspace: current });
    },
    ...handlers,
  });
  const page = (title: string) => (
    <>
      <WorkspaceSwitcher />
      <h1>{title}</h1>
    </>
  );
  const view = renderRoutes(
    [
      { path: '/dashboard', element: page('Monitors') },
      { path: '/dashboard/monitors/:id', element: page('Monitor') },
    ],
    '/dashboard/monitors/m1',
  );
  return { fetch, ...view };
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: /^Workspace: / }, { timeout: 10_000 }),
  );
  return { user, menu: await screen.findByRole('menu') };
}

describe('workspace switcher', () => {
  it('names the current workspace and the role in it', async () => {
    renderMenu();
    const trigger = await screen.findByRole('button', { name: /^Workspace: / });
    expect(trigger).toHaveTextContent('Ada Lovelace');
    expect(trigger).toHaveTextContent('Owner');
  });

  it('lists the workspaces with the role in each, the current one checked', async () => {
    renderMenu();
    const { menu } = await openMenu();
    const personal = await within(menu).findByRole('menuitemradio', { name: /Ada Lovelace/ });
    const team = within(menu).getByRole('menuitemradio', { name: /Analytical Engines/ });
    expect(personal).toHaveAttribute('aria-checked', 'true');
    expect(personal).toHaveTextContent('Owner');
    expect(team).toHaveAttribute('aria-checked', 'false');
    expect(team).toHaveTextContent('Viewer');
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toBeInTheDocument();
  });

  it('switches, starts again from the dashboard with fresh data, and says so', async () => {
    const { fetch, router } = renderMenu();
    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitemradio', { name: /Analytical/ }));
    expect(await screen.findByText('Switched to Analytical Engines')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/v1/me/workspace')).toEqual({ workspaceId: 'ws_2' });
    expect(router.state.location.pathname).toBe('/dashboard');
    // The session was asked again after the switch: the pages read the new workspace.
    const sessions = fetch.mock.calls.filter(([input]) => input === '/api/v1/session');
    expect(sessions.length).toBeGreaterThan(1);
  });

  it('says so and stays when the workspace cannot be opened', async () => {
    const { router } = renderMenu({
      'PUT /api/v1/me/workspace': () =>
        jsonResponse(403, {
          code: 'forbidden',
          message: 'You are no longer a member of this workspace.',
        }),
    });
    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitemradio', { name: /Analytical/ }));
    expect(await screen.findByText('Analytical Engines could not be opened')).toBeInTheDocument();
    expect(screen.getByText('You are no longer a member of this workspace.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/monitors/m1');
  });

  it('does nothing when the current workspace is chosen', async () => {
    const { fetch } = renderMenu();
    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitemradio', { name: /Ada Lovelace/ }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('creates a workspace from a dialog with its name, and moves to it', async () => {
    const { fetch, router } = renderMenu({
      'POST /api/v1/workspaces': () =>
        jsonResponse(201, { ...workspaces[1], id: 'ws_3', name: 'Ops', role: 'owner' }),
    });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect(await within(dialog).findByText('Enter a name for the workspace')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Workspace name'), 'Ops');
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('Created Ops')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(post?.[1])).toEqual({ name: 'Ops' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Create workspace' })).toBeNull();
  });
});
