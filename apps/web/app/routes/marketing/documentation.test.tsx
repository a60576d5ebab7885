import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { docs } from '@/features/marketing/content/docs';
import { renderRoutes } from '@/test/render-app';
import DocumentationPage from './documentation';
import DocumentationTopicPage from './documentation-topic';

const routes = [
  { path: '/documentation', Component: DocumentationPage },
  { path: '/help', Component: DocumentationPage },
  { path: '/documentation/:slug', Component: DocumentationTopicPage },
];

describe('documentation', () => {
  it('lists every topic and shows the getting-started guide', async () => {
    renderRoutes(routes, '/documentation');
    const topics = await screen.findByRole('region', { name: 'Topics' });
    for (const doc of docs)
      expect(within(topics).getByRole('link', { name: new RegExp(doc.title) })).toHaveAttribute(
        'href',
        `/documentation/${doc.slug}`,
      );
    const start = screen.getByRole('article', { name: 'Getting started' });
    expect(
      within(start).getByRole('heading', { name: '1. Create your account', level: 3 }),
    ).toBeInTheDocument();
  });

  it('shows the same page under an alias, named after it', async () => {
    renderRoutes(routes, '/help');
    expect(await screen.findByText('Help Center')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Topics' })).toBeInTheDocument();
  });

  it('names an alias the same with a trailing slash, as the prerender asks for it', async () => {
    renderRoutes(routes, '/help/');
    expect(await screen.findByText('Help Center')).toBeInTheDocument();
  });

  it('shows a topic with its rendered markdown, marks it in the sidebar, and links on', async () => {
    renderRoutes(routes, '/documentation/self-hosting');
    expect(await screen.findByRole('heading', { name: 'Self-hosting', level: 1 })).toBeVisible();
    const article = screen.getByRole('article', { name: 'Self-hosting' });
    expect(within(article).getByRole('heading', { name: 'Settings', level: 2 })).toHaveAttribute(
      'id',
      'settings',
    );
    expect(within(article).getAllByRole('table').length).toBeGreaterThan(3);
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    expect(within(nav).getByRole('link', { name: 'Self-hosting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('navigation', { name: 'More topics' })).toHaveTextContent('Scaling');
  });

  it('follows a link inside a doc without reloading the page', async () => {
    const { router } = renderRoutes(routes, '/documentation/getting-started');
    const article = await screen.findByRole('article', { name: 'Getting started' });
    await userEvent.click(within(article).getAllByRole('link', { name: 'Monitor types' })[0]!);
    expect(router.state.location.pathname).toBe('/documentation/monitor-types');
    expect(await screen.findByRole('heading', { name: 'Monitor types', level: 1 })).toBeVisible();
  });

  it('answers an unknown topic with the not-found page', async () => {
    renderRoutes(routes, '/documentation/no-such-topic');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
