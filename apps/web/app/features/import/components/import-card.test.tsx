import type { ConfigImportResult, ConfigPlanEntry } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { ImportCard } from './import-card';

const backupText = JSON.stringify({ version: '1.23.16', monitorList: [{ name: 'API' }] });
const backupBase64 = Buffer.from(backupText).toString('base64');
const backupFile = () => new File([backupText], 'kuma-backup.json', { type: 'application/json' });

const entry = (fields: Partial<ConfigPlanEntry>): ConfigPlanEntry => ({
  action: 'create',
  kind: 'monitor',
  key: 'api',
  name: 'API',
  fields: [],
  ...fields,
});

const plan: ConfigPlanEntry[] = [
  ...Array.from({ length: 12 }, (_, i) => entry({ key: `site-${i + 1}`, name: `Site ${i + 1}` })),
  entry({ kind: 'channel', key: 'ops-mail', name: 'Ops mail' }),
  entry({ kind: 'channel', key: 'slack', name: 'Slack' }),
  entry({ action: 'change', key: 'api', name: 'API', fields: ['intervalSeconds', 'url'] }),
];

const unmapped = [
  { item: 'Monitor "Game server"', reason: 'Tocsin has no Steam game server checks' },
  { item: 'Proxy "corp"', reason: 'Monitors cannot go through a proxy' },
];

type Answer = (body: unknown) => Response;

const answer =
  (result: Partial<ConfigImportResult> = {}): Answer =>
  (body) =>
    jsonResponse(200, {
      plan,
      unmapped,
      applied: (body as { dryRun: boolean }).dryRun === false,
      ...result,
    });

function renderCard(respond: Answer = answer()) {
  const fetch = stubFetch({
    'POST /api/v1/config/import': (init) => respond(jsonBody(init)),
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/settings', Component: ImportCard },
      { path: '/dashboard', element: <h1>Monitors page</h1> },
    ],
    '/dashboard/settings',
  );
  const bodies = () => fetch.mock.calls.map(([, init]) => jsonBody(init));
  return { fetch, bodies, ...view };
}

async function chooseAndPreview(file = backupFile()) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Uptime Kuma backup (JSON)' }));
  await user.upload(screen.getByLabelText('File'), file);
  await user.click(screen.getByRole('button', { name: 'Preview import' }));
  return user;
}

describe('import card', () => {
  it('says for each kind of file where to get it', () => {
    renderCard();
    expect(
      screen.getByRole('radio', { name: 'Uptime Kuma backup (JSON)' }),
    ).toHaveAccessibleDescription(
      'In Uptime Kuma 1.x: Settings → Backup → Export, which saves a JSON file.',
    );
    expect(
      screen.getByRole('radio', { name: 'Uptime Kuma database (kuma.db)' }),
    ).toHaveAccessibleDescription(/kuma\.db file from Uptime Kuma’s data folder/);
    expect(
      screen.getByRole('radio', { name: 'UptimeRobot API getMonitors (JSON)' }),
    ).toHaveAccessibleDescription(/getMonitors, saved as a JSON file/);
    expect(
      screen.getByRole('radio', { name: 'UptimeRobot export (CSV)' }),
    ).toHaveAccessibleDescription(/CSV file the UptimeRobot dashboard exports/);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('previews the file as a dry run and lists what would be created, changed and left out', async () => {
    const { bodies } = renderCard();
    await chooseAndPreview();
    expect(
      await screen.findByText(
        '12 monitors and 2 channels will be created, 1 monitor will be changed.',
      ),
    ).toBeInTheDocument();
    expect(bodies()).toEqual([
      { source: 'uptime-kuma-backup', content: backupBase64, dryRun: true },
    ]);
    const rows = within(screen.getByRole('table', { name: 'Planned changes' })).getAllByRole('row');
    expect(rows).toHaveLength(16);
    expect(rows[14]).toHaveTextContent('CreateChannelSlack');
    expect(rows[15]).toHaveTextContent('ChangeMonitorAPI');
    expect(rows[15]).toHaveTextContent('intervalSeconds, url');
    const notImported = screen.getByRole('region', { name: 'Not imported' });
    const items = within(notImported).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Monitor "Game server": Tocsin has no Steam game server checks',
      'Proxy "corp": Monitors cannot go through a proxy',
    ]);
  });

  it('imports what the preview planned, then links to the monitors and refreshes them', async () => {
    const { bodies, queryClient, router } = renderCard();
    queryClient.setQueryData(['monitors', 'list'], { items: [] });
    queryClient.setQueryData(['channels', 'list'], { items: [] });
    const user = await chooseAndPreview();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        'Imported: 12 monitors and 2 channels were created, 1 monitor was changed.',
      ),
    ).toBeInTheDocument();
    expect(bodies()).toEqual([
      { source: 'uptime-kuma-backup', content: backupBase64, dryRun: true },
      { source: 'uptime-kuma-backup', content: backupBase64, dryRun: false },
    ]);
    expect(queryClient.getQueryState(['monitors', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['channels', 'list'])?.isInvalidated).toBe(true);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your monitors' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says when the file would change nothing, and offers no import', async () => {
    renderCard(answer({ plan: [], unmapped: [] }));
    await chooseAndPreview();
    expect(
      await screen.findByText('Importing this file would change nothing in this workspace.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not imported' })).not.toBeInTheDocument();
  });

  it('asks for the kind of file and a file before sending anything', async () => {
    const { fetch } = renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByText('Choose what the file is')).toBeInTheDocument();
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(/Choose a file/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file over 32 MB in the browser', async () => {
    const { fetch } = renderCard();
    const big = new File([new Uint8Array(32 * 1024 * 1024 + 1)], 'huge.json', {
      type: 'application/json',
    });
    await chooseAndPreview(big);
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(
      /The file is larger than 32 MB, the most Tocsin imports at once\./,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s reasons for refusing the file and keeps the choices', async () => {
    renderCard(() =>
      jsonResponse(400, {
        code: 'validation-failed',
        message: 'This is not an Uptime Kuma backup',
        issues: [{ path: 'content', message: 'It has no monitorList' }],
      }),
    );
    await chooseAndPreview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This is not an Uptime Kuma backup');
    expect(alert).toHaveTextContent('It has no monitorList');
    expect(screen.getByRole('radio', { name: 'Uptime Kuma backup (JSON)' })).toBeChecked();
    const input = screen.getByLabelText<HTMLInputElement>('File');
    expect(input.files?.[0]?.name).toBe('kuma-backup.json');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('says when the role may not import', async () => {
    renderCard(() =>
      jsonResponse(403, {
        code: 'forbidden',
        message: 'Your role cannot apply a configuration or import monitors.',
      }),
    );
    await chooseAndPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role cannot apply a configuration or import monitors.',
    );
  });

  it('says when Tocsin cannot be reached, and imports on a retry with the same file', async () => {
    let offline = true;
    const { bodies } = renderCard((body) => {
      if (offline && (body as { dryRun: boolean }).dryRun === false) {
        throw new TypeError('Failed to fetch');
      }
      return answer()(body);
    });
    const user = await chooseAndPreview();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tocsin could not be reached. Check your connection and try again.',
    );
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/^Imported: /)).toBeInTheDocument();
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toEqual({
      source: 'uptime-kuma-backup',
      content: backupBase64,
      dryRun: false,
    });
  });
});
