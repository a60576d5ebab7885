import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies, posts } from '@/features/marketing/content/blog';
import { renderRoutes } from '@/test/render-app';
import BlogPage from './blog';
import BlogPostPage from './blog-post';

const routes = [
  { path: '/blog', Component: BlogPage },
  { path: '/case-studies', Component: BlogPage },
  { path: '/blog/:slug', Component: BlogPostPage },
];

const listedTitles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('blog', () => {
  it('lists every post, newest first, each linking to its page', async () => {
    renderRoutes(routes, '/blog');
    await screen.findByRole('heading', { name: 'Notes on keeping sites online' });
    expect(listedTitles()).toEqual(posts.map((post) => post.title));
    expect(screen.getByRole('link', { name: posts[0]!.title })).toHaveAttribute(
      'href',
      `/blog/${posts[0]!.slug}`,
    );
  });

  it('lists only the case studies at /case-studies', async () => {
    renderRoutes(routes, '/case-studies');
    await screen.findByRole('heading', { name: 'How teams use Tocsin' });
    expect(listedTitles()).toEqual(caseStudies.map((post) => post.title));
  });

  it('lists only the case studies at /case-studies/ too, the address the prerender uses', async () => {
    renderRoutes(routes, '/case-studies/');
    await screen.findByRole('heading', { name: 'How teams use Tocsin' });
    expect(listedTitles()).toEqual(caseStudies.map((post) => post.title));
  });

  it('shows a post with its kind, date and rendered body', async () => {
    const post = posts.find((p) => p.slug === 'confirming-downtime')!;
    renderRoutes(routes, `/blog/${post.slug}`);
    expect(await screen.findByRole('heading', { name: post.title, level: 1 })).toBeVisible();
    expect(screen.getByText(post.kind)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The rule', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('answers an unknown post with the not-found page', async () => {
    renderRoutes(routes, '/blog/no-such-post');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
