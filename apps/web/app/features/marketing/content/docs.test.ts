import { describe, expect, it } from 'vitest';
import { docPath, docs, findDoc, loadDocs, START_DOC } from './docs';
import { renderMarkdown } from './markdown';

const doc = (title: string, order: number) =>
  `---\ntitle: ${title}\ndescription: About ${title}\norder: ${order}\n---\nBody of ${title}\n`;

describe('loadDocs', () => {
  it('orders docs by their order field, then by file name', () => {
    const loaded = loadDocs({
      'content/docs/b.md': doc('B', 2),
      'content/docs/a.md': doc('A', 2),
      'content/docs/first.md': doc('First', 1),
    });
    expect(loaded.map((d) => d.slug)).toEqual(['first', 'a', 'b']);
    expect(loaded[0]).toEqual({
      slug: 'first',
      title: 'First',
      description: 'About First',
      order: 1,
      body: 'Body of First\n',
    });
  });

  it('refuses a doc without a description or with an order that is not a number', () => {
    expect(() => loadDocs({ 'x.md': '---\ntitle: X\norder: 1\n---\n' })).toThrow(/description/);
    expect(() =>
      loadDocs({ 'x.md': '---\ntitle: X\ndescription: D\norder: first\n---\n' }),
    ).toThrow(/order/);
  });
});

describe('the documentation in content/docs', () => {
  it('has the topics users need, getting started first', () => {
    expect(docs[0]?.slug).toBe(START_DOC);
    expect(docs.map((d) => d.slug)).toEqual(
      expect.arrayContaining([
        'getting-started',
        'monitor-types',
        'alerting-and-channels',
        'incidents',
        'api',
        'api-keys',
        'self-hosting',
        'scaling',
        'teams-and-roles',
      ]),
    );
  });

  it('has file names that work as addresses, and no two docs in the same place', () => {
    for (const d of docs) expect(d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(docs.map((d) => d.order)).size).toBe(docs.length);
  });

  it('links only to docs, and sections of docs, that exist', () => {
    const ids = (source: string) =>
      [...renderMarkdown(source).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    for (const d of docs) {
      for (const [, slug, section] of d.body.matchAll(
        /\]\(\/documentation\/([^)#\s]+)(?:#([^)\s]+))?\)/g,
      )) {
        const target = findDoc(slug);
        expect(target, `${d.slug} links to ${slug}`).toBeDefined();
        if (section)
          expect(ids(target!.body), `${d.slug} links to ${slug}#${section}`).toContain(section);
      }
      for (const [, section] of d.body.matchAll(/\]\(#([^)\s]+)\)/g))
        expect(ids(d.body), `${d.slug} links to #${section}`).toContain(section);
    }
  });

  it('finds a doc by its address', () => {
    expect(findDoc('self-hosting')?.title).toBe('Self-hosting');
    expect(findDoc('nope')).toBeUndefined();
    expect(docPath('api')).toBe('/documentation/api');
  });
});
