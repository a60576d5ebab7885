import type { StatusPost, StatusPostInput } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { listOf } from '@/test/monitor-fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import { statusPageFixture } from '@/test/status-page-fixtures';
import StatusPageDetail from './status-page-detail';

const component = (id: string, publicName: string) => ({
  id,
  monitorId: `m-${id}`,
  monitorName: `private-${id}`,
  publicName,
  description: '',
  showResponseTime: false,
  delaySeconds: 0,
});

const page = statusPageFixture({
  componentCount: 2,
  layout: {
    components: [component('c1', 'Website')],
    sections: [{ id: 's1', name: 'Backend', components: [component('c2', 'API')] }],
  },
});

const post = (values: Partial<StatusPost>): StatusPost => ({
  id: 'post1',
  pageId: page.id,
  kind: 'incident',
  title: 'Payments failing',
  impact: 'major',
  status: 'investigating',
  incidentId: null,
  scheduledStart: null,
  scheduledEnd: null,
  components: [{ id: 'c2', publicName: 'API' }],
  updates: [
    {
      id: 'u1',
      status: 'investigating',
      body: 'We are looking into it.',
      author: 'Ada Lovelace',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  createdAt: '2026-03-01T10:00:00.000Z',
  closedAt: null,
  ...values,
});

function renderPosts(role?: 'viewer') {
  let posts: StatusPost[] = [
    post({
      id: 'old',
      title: 'Old outage',
      status: 'resolved',
      closedAt: '2026-02-01T10:00:00.000Z',
      createdAt: '2026-03-02T10:00:00.000Z',
    }),
    post({}),
  ];
  const fetch = stubFetch({
    [`GET /api/v1/status-pages/${page.id}`]: () => jsonResponse(200, page),
    'GET /api/v1/monitors': () => jsonResponse(200, listOf([])),
    [`GET /api/v1/status-pages/${page.id}/posts`]: () => jsonResponse(200, { items: posts }),
    [`POST /api/v1/status-pages/${page.id}/posts`]: (init) => {
      const body = jsonBody(init) as StatusPostInput;
      const created = post({ id: `new${posts.length}`, title: body.title, kind: body.kind });
      posts = [created, ...posts];
      return jsonResponse(201, created);
    },
    [`POST /api/v1/status-pages/${page.id}/posts/post1/updates`]: () => {
      posts = posts.map((p) => (p.id === 'post1' ? { ...p, status: 'monitoring' } : p));
      return jsonResponse(
        201,
        posts.find((p) => p.id === 'post1'),
      );
    },
    [`DELETE /api/v1/status-pages/${page.id}/posts/post1`]: () => {
      posts = posts.filter((p) => p.id !== 'post1');
      return new Response(null, { status: 204 });
    },
  });
  renderRoutes(
    [{ path: '/dashboard/status-pages/:id', Component: StatusPageDetail }],
    `/dashboard/status-pages/${page.id}`,
    role ? { session: memberWithRole(role) } : {},
  );
  const sent = (method: string, suffix: string) =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === method && (url as string).endsWith(suffix))
      .map(([, init]) => jsonBody(init));
  return { sent, user: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'Incidents and maintenance' });

describe('incidents and maintenance of a status page', () => {
  it('lists open posts before closed ones, with their updates', async () => {
    renderPosts();
    const list = within(await section());
    const titles = (await list.findAllByRole('article')).map((a) => a.getAttribute('aria-label'));
    expect(titles).toEqual(['Payments failing', 'Old outage']);
    const open = list.getByRole('article', { name: 'Payments failing' });
    expect(open).toHaveTextContent('Affects: API');
    expect(open).toHaveTextContent('We are looking into it.');
    expect(open).toHaveTextContent('Ada Lovelace');
  });

  it('posts an incident with its components, after saying what is missing', async () => {
    const { sent, user } = renderPosts();
    const area = within(await section());
    await user.click(await area.findByRole('button', { name: 'Post an incident' }));
    const form = within(await screen.findByRole('form', { name: 'Post an incident' }));
    await user.click(form.getByRole('button', { name: 'Post the incident' }));
    expect(await form.findByText('Give the post a title')).toBeVisible();
    expect(form.getByText('Write what visitors should know')).toBeVisible();
    expect(sent('POST', '/posts')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Slow API');
    await user.selectOptions(form.getByRole('combobox', { name: 'Impact' }), 'major');
    await user.click(form.getByRole('checkbox', { name: 'API' }));
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Requests are **slow**.');
    await user.click(form.getByRole('button', { name: 'Post the incident' }));
    await waitFor(() => expect(sent('POST', '/posts')).toHaveLength(1));
    expect(sent('POST', '/posts')[0]).toEqual({
      kind: 'incident',
      title: 'Slow API',
      impact: 'major',
      componentIds: ['c2'],
      status: 'investigating',
      body: 'Requests are **slow**.',
      incidentId: null,
    });
    expect(await area.findByRole('article', { name: 'Slow API' })).toBeVisible();
  });

  it('refuses a maintenance that ends before it starts, then schedules it', async () => {
    const { sent, user } = renderPosts();
    const area = within(await section());
    await user.click(await area.findByRole('button', { name: 'Schedule maintenance' }));
    const form = within(await screen.findByRole('form', { name: 'Schedule maintenance' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Database upgrade');
    const starts = form.getByLabelText('Starts');
    const ends = form.getByLabelText('Ends');
    await user.clear(starts);
    await user.type(starts, '2030-01-01T10:00');
    await user.clear(ends);
    await user.type(ends, '2030-01-01T09:00');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Read-only for an hour.');
    await user.click(form.getByRole('button', { name: 'Schedule the maintenance' }));
    expect(await form.findByText('The maintenance must end after it starts')).toBeVisible();
    expect(sent('POST', '/posts')).toHaveLength(0);

    await user.clear(ends);
    await user.type(ends, '2030-01-01T11:00');
    await user.click(form.getByRole('checkbox', { name: 'Website' }));
    await user.click(form.getByRole('button', { name: 'Schedule the maintenance' }));
    await waitFor(() => expect(sent('POST', '/posts')).toHaveLength(1));
    const body = sent('POST', '/posts')[0] as Record<string, string>;
    expect(body).toMatchObject({
      kind: 'maintenance',
      title: 'Database upgrade',
      componentIds: ['c1'],
      status: 'scheduled',
    });
    expect(Date.parse(body['scheduledEnd']!) - Date.parse(body['scheduledStart']!)).toBe(3_600_000);
  });

  it('adds an update with a status of the post’s kind, and asks for its text first', async () => {
    const { sent, user } = renderPosts();
    const area = within(await section());
    await user.click(
      await area.findByRole('button', { name: 'Add an update to Payments failing' }),
    );
    const form = within(
      await screen.findByRole('form', { name: 'Add an update to Payments failing' }),
    );
    const statuses = within(form.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(statuses).toEqual(['Investigating', 'Identified', 'Monitoring', 'Resolved']);
    await user.click(form.getByRole('button', { name: 'Post the update' }));
    expect(await form.findByText('Write what visitors should know')).toBeVisible();
    await user.selectOptions(form.getByRole('combobox', { name: 'Status' }), 'monitoring');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'A fix is out.');
    await user.click(form.getByRole('button', { name: 'Post the update' }));
    await waitFor(() =>
      expect(sent('POST', '/updates')).toEqual([{ status: 'monitoring', body: 'A fix is out.' }]),
    );
  });

  it('deletes a post once confirmed', async () => {
    const { sent, user } = renderPosts();
    const area = within(await section());
    await user.click(await area.findByRole('button', { name: 'Delete Payments failing' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(sent('DELETE', '/posts/post1')).toHaveLength(1));
    await waitFor(() =>
      expect(area.queryByRole('article', { name: 'Payments failing' })).toBeNull(),
    );
  });

  it('shows a viewer the posts without any control that changes them', async () => {
    renderPosts('viewer');
    const area = within(await section());
    expect(await area.findByRole('article', { name: 'Payments failing' })).toBeVisible();
    expect(area.queryByRole('button')).toBeNull();
  });
});
