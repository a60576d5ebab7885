import { describe, expect, it } from 'vitest';
import {
  caseStudies,
  findPost,
  formatPostDate,
  loadPosts,
  postKinds,
  postPath,
  posts,
} from './blog';

const post = (title: string, date: string, kind = 'Guide') =>
  `---\ntitle: ${title}\ndate: ${date}\nkind: ${kind}\nsummary: About ${title}\n---\nText\n`;

describe('loadPosts', () => {
  it('lists posts newest first', () => {
    const loaded = loadPosts({
      'blog/old.md': post('Old', '2025-01-31'),
      'blog/new.md': post('New', '2026-03-01', 'Case study'),
      'blog/middle.md': post('Middle', '2025-12-24', 'Engineering'),
    });
    expect(loaded.map((p) => p.slug)).toEqual(['new', 'middle', 'old']);
    expect(loaded[0]).toMatchObject({ title: 'New', date: '2026-03-01', kind: 'Case study' });
  });

  it('refuses an unknown kind and a date that is not a real day', () => {
    expect(() => loadPosts({ 'x.md': post('X', '2026-01-01', 'Rumour') })).toThrow(/kind/);
    expect(() => loadPosts({ 'x.md': post('X', '2026-02-30') })).toThrow(/date/);
    expect(() => loadPosts({ 'x.md': post('X', '1 May 2026') })).toThrow(/date/);
  });
});

describe('the posts in content/blog', () => {
  it('are sorted newest first, each with a known kind', () => {
    expect(posts.length).toBeGreaterThan(0);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const p of posts) expect(postKinds).toContain(p.kind);
  });

  it('include case studies, which /case-studies lists alone', () => {
    expect(caseStudies.length).toBeGreaterThan(0);
    expect(caseStudies.every((p) => p.kind === 'Case study')).toBe(true);
    expect(caseStudies.length).toBeLessThan(posts.length);
  });

  it('finds a post by its address', () => {
    const first = posts[0]!;
    expect(findPost(first.slug)).toBe(first);
    expect(postPath(first.slug)).toBe(`/blog/${first.slug}`);
  });
});

describe('formatPostDate', () => {
  it('writes the day the same way wherever it is rendered', () => {
    expect(formatPostDate('2026-03-04')).toBe('4 March 2026');
    expect(formatPostDate('2025-12-31')).toBe('31 December 2025');
  });
});
