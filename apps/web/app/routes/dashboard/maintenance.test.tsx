import type { MaintenanceWindow, MeResponse } from '@tocsin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '@/lib/date-format';
import { maintenanceFixture } from '@/test/alert-fixtures';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { listOf, monitorFixture } from '@/test/monitor-fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import MaintenancePage from './maintenance';

const nightly = maintenanceFixture({
  id: 'w1',
  name: 'Nightly backup',
  days: [3, 1],
  monitorIds: ['m1'],
  active: true,
});
const move = maintenanceFixture({
  id: 'w2',
  name: 'Datacenter move',
  kind: 'once',
  days: null,
  startTime: null,
  durationMinutes: null,
  timeZone: null,
  startsAt: '2026-03-14T22:00:00.000Z',
  endsAt: '2026-03-15T04:00:00.000Z',
});

function renderMaintenance(initial: MaintenanceWindow[] = [nightly, move], session?: MeResponse) {
  let windows = initial;
  const fetch = stubFetch({
    'GET /api/v1/maintenance-windows': () => jsonResponse(200, { items: windows }),
    'GET /api/v1/monitors': () =>
      jsonResponse(
        200,
        listOf([
          monitorFixture({ id: 'm2', name: 'Checkout API' }),
          monitorFixture({ id: 'm1', name: 'Shop' }),
        ]),
      ),
    'POST /api/v1/maintenance-windows': (init) => {
      const created = maintenanceFixture({
        ...(jsonBody(init) as MaintenanceWindow),
        id: 'w3',
      });
      windows = [...windows, created];
      return jsonResponse(201, created);
    },
    'PUT /api/v1/maintenance-windows/w1': (init) => {
      const updated = { ...nightly, ...(jsonBody(init) as Partial<MaintenanceWindow>) };
      windows = windows.map((w) => (w.id === 'w1' ? updated : w));
      return jsonResponse(200, updated);
    },
    'DELETE /api/v1/maintenance-windows/w2': () => {
      windows = windows.filter((w) => w.id !== 'w2');
      return jsonResponse(204, undefined);
    },
  });
  renderRoutes(
    [{ path: '/dashboard/maintenance', Component: MaintenancePage }],
    '/dashboard/maintenance',
    { session },
  );
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([input, init]) => ({ url: input as string, body: jsonBody(init) }));
  return { sent, user: userEvent.setup() };
}

const item = (name: string) =>
  screen.getByRole('listitem', { name: (accessibleName) => accessibleName === name });

describe('maintenance page', () => {
  it('lists each window with its schedule, the monitors it covers and whether it is active', async () => {
    renderMaintenance();
    expect(await screen.findByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
    expect(
      screen.getByText(/checks keep running, but alerts are held; if a monitor is still down/),
    ).toBeVisible();
    await screen.findByRole('list', { name: 'Maintenance windows' });

    const weekly = item('Nightly backup');
    expect(weekly).toHaveTextContent('Active now');
    expect(weekly).toHaveTextContent(
      'Weekly: Every Monday and Wednesday at 02:00 for 1 h 30 min (Europe/Paris)',
    );
    await waitFor(() => expect(weekly).toHaveTextContent('1 monitor: Shop'));

    const once = item('Datacenter move');
    expect(once).not.toHaveTextContent('Active now');
    expect(once).toHaveTextContent(/Once: .+ to .+/);
    expect(once).toHaveTextContent('All monitors');
  });

  it('starts a weekly window in the time zone chosen under Settings', async () => {
    setDisplayTimeZone('Asia/Tokyo');
    try {
      const { user } = renderMaintenance();
      await user.click(await screen.findByRole('button', { name: 'New window' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'New maintenance window' }));
      await user.click(dialog.getByRole('radio', { name: 'Every week' }));
      expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    } finally {
      setDisplayTimeZone(null);
    }
  });

  it('adds a weekly window with the right body', async () => {
    const { sent, user } = renderMaintenance();
    await user.click(await screen.findByRole('button', { name: 'New window' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New maintenance window' }));

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Weekly deploy');
    await user.click(dialog.getByRole('radio', { name: 'Every week' }));
    const days = within(dialog.getByRole('group', { name: 'Days' }));
    await user.click(days.getByRole('checkbox', { name: 'Friday' }));
    await user.click(days.getByRole('checkbox', { name: 'Monday' }));
    fireEvent.change(dialog.getByLabelText('Start time'), { target: { value: '03:30' } });
    const duration = dialog.getByLabelText('Duration (minutes)');
    await user.clear(duration);
    await user.type(duration, '45');
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.selectOptions(zone, 'Europe/Paris');
    await user.click(dialog.getByRole('radio', { name: 'Chosen monitors' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Checkout API' }));
    await user.click(dialog.getByRole('button', { name: 'Add window' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST')).toEqual([
      {
        url: '/api/v1/maintenance-windows',
        body: {
          kind: 'weekly',
          name: 'Weekly deploy',
          monitorIds: ['m2'],
          days: [1, 5],
          startTime: '03:30',
          durationMinutes: 45,
          timeZone: 'Europe/Paris',
        },
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Weekly deploy' })).toHaveTextContent(
      'Every Monday and Friday at 03:30 for 45 min (Europe/Paris)',
    );
  });

  it('sends a one-off window as dates with an offset', async () => {
    const { sent, user } = renderMaintenance();
    await user.click(await screen.findByRole('button', { name: 'New window' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Database upgrade');
    fireEvent.change(dialog.getByLabelText('Starts'), { target: { value: '2026-03-10T22:00' } });
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2026-03-11T01:30' } });
    await user.click(dialog.getByRole('button', { name: 'Add window' }));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const body = sent('POST')[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ kind: 'once', name: 'Database upgrade', monitorIds: [] });
    expect(body['startsAt']).toMatch(/^2026-03-10T22:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(body['startsAt']!)).toBe(new Date(2026, 2, 10, 22, 0).getTime());
    expect(Date.parse(body['endsAt']!)).toBe(new Date(2026, 2, 11, 1, 30).getTime());
  });

  it('refuses a one-off window that ends before it starts', async () => {
    const { sent, user } = renderMaintenance();
    await user.click(await screen.findByRole('button', { name: 'New window' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Database upgrade');
    fireEvent.change(dialog.getByLabelText('Starts'), { target: { value: '2026-03-10T22:00' } });
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2026-03-10T21:00' } });
    await user.click(dialog.getByRole('button', { name: 'Add window' }));

    const ends = dialog.getByLabelText('Ends');
    await waitFor(() => expect(ends).toHaveAttribute('aria-invalid', 'true'));
    expect(ends).toHaveAccessibleDescription('The window must end after it starts');
    expect(sent('POST')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(ends).toHaveFocus());

    // An earlier start puts the end right too: its message goes at once.
    fireEvent.change(dialog.getByLabelText('Starts'), { target: { value: '2026-03-10T20:00' } });
    expect(ends).not.toHaveAttribute('aria-invalid');
  });

  it('edits a window with PUT and deletes one after confirming', async () => {
    const { sent, user } = renderMaintenance();
    await user.click(await screen.findByRole('button', { name: 'Edit Nightly backup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Nightly backup' }));
    expect(dialog.getByRole('radio', { name: 'Every week' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Shop' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'All monitors' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('PUT')[0]).toMatchObject({
      url: '/api/v1/maintenance-windows/w1',
      body: { kind: 'weekly', monitorIds: [], days: [1, 3], timeZone: 'Europe/Paris' },
    });

    await user.click(screen.getByRole('button', { name: 'Delete Datacenter move' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Datacenter move?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete window' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Datacenter move' })).not.toBeInTheDocument(),
    );
    expect(sent('DELETE')).toEqual([{ url: '/api/v1/maintenance-windows/w2', body: undefined }]);
  });
});

describe('maintenance page for a viewer', () => {
  it('lists the windows with nothing to add, edit or delete', async () => {
    renderMaintenance([nightly, move], memberWithRole('viewer'));
    expect(await screen.findByRole('list', { name: 'Maintenance windows' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New window' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('offers no window to add when there is none', async () => {
    renderMaintenance([], memberWithRole('viewer'));
    expect(
      await screen.findByRole('heading', { name: 'No maintenance windows' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a window' })).not.toBeInTheDocument();
  });
});
