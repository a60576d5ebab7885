import type { StatusLayoutInput, StatusPage } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { listOf, monitorFixture } from '@/test/monitor-fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import { statusPageFixture } from '@/test/status-page-fixtures';
import StatusPageDetail from './status-page-detail';

const component = (id: string, monitorId: string, name: string, publicName = name) => ({
  id,
  monitorId,
  monitorName: name,
  publicName,
  description: '',
  showResponseTime: false,
  delaySeconds: 0,
});

const page = statusPageFixture({
  componentCount: 2,
  customDomain: 'status.acme.example',
  domainRecord: {
    type: 'TXT',
    name: '_tocsin-challenge.status.acme.example',
    value: 'tocsin-verify=abc123',
  },
  layout: {
    components: [component('c1', 'm1', 'web-1', 'Website')],
    sections: [{ id: 's1', name: 'Backend', components: [component('c2', 'm2', 'api-prod')] }],
  },
});

const pageBadge = {
  key: 'PgBdGeKeYaBcDeFgHiJkLmNo',
  createdAt: '2026-03-01T12:00:00.000Z',
  urls: {
    status: 'http://localhost:3000/badge/PgBdGeKeYaBcDeFgHiJkLmNo/status.svg',
    uptime: 'http://localhost:3000/badge/PgBdGeKeYaBcDeFgHiJkLmNo/uptime.svg?period=30d',
    response: 'http://localhost:3000/badge/PgBdGeKeYaBcDeFgHiJkLmNo/response.svg?period=24h',
    widget: 'http://localhost:3000/widget/PgBdGeKeYaBcDeFgHiJkLmNo',
    widgetScript: 'http://localhost:3000/widget/PgBdGeKeYaBcDeFgHiJkLmNo.js',
  },
};

function renderDetail(role?: 'viewer') {
  let current: StatusPage = page;
  const fetch = stubFetch({
    'GET /api/v1/status-pages/p1': () => jsonResponse(200, current),
    'GET /api/v1/status-pages/p1/posts': () => jsonResponse(200, { items: [] }),
    'GET /api/v1/status-pages/p1/subscribers': () =>
      jsonResponse(200, {
        items: [],
        total: 0,
        counts: {
          email: { confirmed: 0, pending: 0 },
          webhook: { confirmed: 0, pending: 0 },
          push: { confirmed: 0, pending: 0 },
        },
      }),
    'GET /api/v1/status-pages/p1/badge': () => jsonResponse(200, { badge: null }),
    'POST /api/v1/status-pages/p1/badge': () => jsonResponse(201, { badge: pageBadge }),
    'GET /api/v1/monitors': () =>
      jsonResponse(
        200,
        listOf([
          monitorFixture({ id: 'm2', name: 'api-prod' }),
          monitorFixture({ id: 'm3', name: 'pg-primary' }),
          monitorFixture({ id: 'm1', name: 'web-1' }),
        ]),
      ),
    'PUT /api/v1/status-pages/p1/layout': (init) => {
      const body = jsonBody(init) as StatusLayoutInput;
      const named = (c: StatusLayoutInput['components'][number], i: number) => ({
        ...component(`n${i}`, c.monitorId, c.monitorId),
        ...c,
      });
      current = {
        ...current,
        layout: {
          components: body.components.map(named),
          sections: body.sections.map((s, i) => ({
            id: `ns${i}`,
            name: s.name,
            components: s.components.map(named),
          })),
        },
      };
      return jsonResponse(200, current);
    },
    'PUT /api/v1/status-pages/p1': (init) => {
      current = { ...current, ...(jsonBody(init) as Partial<StatusPage>) };
      return jsonResponse(200, current);
    },
    'POST /api/v1/status-pages/p1/domain/verify': () =>
      jsonResponse(400, {
        code: 'validation-failed',
        message:
          'The domain is not verified: a TXT record _tocsin-challenge.status.acme.example with the value "tocsin-verify=abc123" was expected, and no TXT record was found there.',
      }),
  });
  renderRoutes(
    [{ path: '/dashboard/status-pages/:id', Component: StatusPageDetail }],
    '/dashboard/status-pages/p1',
    role ? { session: memberWithRole(role) } : {},
  );
  const layoutSent = () =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === 'PUT' && (url as string).endsWith('/layout'))
      .map(([, init]) => jsonBody(init) as StatusLayoutInput);
  const settingsSent = () =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === 'PUT' && (url as string).endsWith('/p1'))
      .map(([, init]) => jsonBody(init));
  return { layoutSent, settingsSent, user: userEvent.setup() };
}

describe('status page editor', () => {
  it('adds a monitor under its own name, moves it up and saves the layout in order', async () => {
    const { layoutSent, user } = renderDetail();
    const backend = await screen.findByRole('region', { name: 'Section Backend' });
    const add = within(backend);
    await user.selectOptions(
      add.getByRole('combobox', { name: 'Monitor to add to Backend' }),
      'm3',
    );
    await user.click(add.getByRole('button', { name: 'Add the monitor to Backend' }));
    const added = add.getByRole('listitem', { name: 'pg-primary' });
    expect(within(added).getByRole('textbox', { name: 'Public name' })).toHaveValue('pg-primary');
    await user.clear(within(added).getByRole('textbox', { name: 'Public name' }));
    await user.type(within(added).getByRole('textbox', { name: 'Public name' }), 'Database');
    await user.selectOptions(
      within(added).getByRole('combobox', { name: 'When it fails' }),
      'After 5 minutes',
    );
    await user.click(within(added).getByRole('checkbox', { name: 'Show its response time' }));
    await user.click(add.getByRole('button', { name: 'Move Database up' }));
    // A monitor is shown once: with all three on the page, none is offered.
    expect(add.getByText('Every monitor is already on the page.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(layoutSent()).toHaveLength(1));
    expect(layoutSent()[0]).toEqual({
      components: [expect.objectContaining({ monitorId: 'm1', publicName: 'Website' })],
      sections: [
        {
          name: 'Backend',
          components: [
            {
              monitorId: 'm3',
              publicName: 'Database',
              description: '',
              showResponseTime: true,
              delaySeconds: 300,
            },
            expect.objectContaining({ monitorId: 'm2', publicName: 'api-prod' }),
          ],
        },
      ],
    });
  });

  it('adds and removes sections, and asks for a section name before saving', async () => {
    const { layoutSent, user } = renderDetail();
    await screen.findByRole('region', { name: 'Section Backend' });
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(await screen.findByText(/Enter a name for the section/)).toBeVisible();
    expect(layoutSent()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove section Backend' }));
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Website' }));
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(layoutSent()).toEqual([{ components: [], sections: [] }]));
  });

  it('saves the settings with a footer link, and marks a colour that is not #rrggbb', async () => {
    const { settingsSent, user } = renderDetail();
    const form = within(await screen.findByRole('form', { name: 'Page settings' }));
    const colour = form.getByRole('textbox', { name: 'Accent colour' });
    await user.clear(colour);
    await user.type(colour, 'teal');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Enter a colour as #rrggbb')).toBeVisible();
    expect(settingsSent()).toHaveLength(0);
    await user.clear(colour);
    await user.type(colour, '#0F766E');
    await user.selectOptions(form.getByRole('combobox', { name: 'Theme' }), 'Dark');
    await user.click(form.getByRole('button', { name: 'Add a link' }));
    await user.type(form.getByRole('textbox', { name: 'Link 1 text' }), 'Home');
    await user.type(form.getByRole('textbox', { name: 'Link 1 address' }), 'https://acme.example');
    await user.click(form.getByRole('checkbox', { name: 'Let search engines index the page' }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(settingsSent()).toHaveLength(1));
    expect(settingsSent()[0]).toEqual({
      name: 'Acme status',
      slug: 'acme',
      accentColor: '#0f766e',
      theme: 'dark',
      customDomain: 'status.acme.example',
      footerText: '',
      footerLinks: [{ label: 'Home', url: 'https://acme.example' }],
      indexable: false,
    });
  });

  it('shows the TXT record to create and why the check failed', async () => {
    const { user } = renderDetail();
    const domain = await screen.findByRole('region', { name: 'Custom domain' });
    expect(domain).toHaveTextContent('_tocsin-challenge.status.acme.example');
    expect(domain).toHaveTextContent('tocsin-verify=abc123');
    await user.click(within(domain).getByRole('button', { name: 'Check the record' }));
    expect(await within(domain).findByRole('alert')).toHaveTextContent(
      'no TXT record was found there',
    );
  });

  it("makes the page's badges and widget from its own section", async () => {
    const { user } = renderDetail();
    const badges = await screen.findByRole('region', { name: 'Badges' });
    expect(await within(badges).findByText(/Badges show this status page's status/)).toBeVisible();
    await user.click(await within(badges).findByRole('button', { name: 'Create badges' }));
    expect(await within(badges).findByRole('img', { name: 'Status badge' })).toHaveAttribute(
      'src',
      pageBadge.urls.status,
    );
    expect(
      within(badges).getByText(`<script src="${pageBadge.urls.widgetScript}" async></script>`),
    ).toBeInTheDocument();
  });

  it('shows a viewer the page without any control that changes it', async () => {
    renderDetail('viewer');
    expect(await screen.findByRole('heading', { name: 'Acme status', level: 1 })).toBeVisible();
    expect(screen.getByText(/Website/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save layout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check the record' })).toBeNull();
    const badges = screen.getByRole('region', { name: 'Badges' });
    expect(await within(badges).findByText(/This status page has no badges yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create badges' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
