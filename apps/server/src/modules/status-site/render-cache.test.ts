import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, createRenderCache, type Rendered } from './render-cache.js';

const rendering = (text: string, workspaceId: string | null = 'w1'): Rendered => ({
  workspaceId,
  pageId: workspaceId ? 'p1' : null,
  passwordHash: null,
  indexable: true,
  open: bodyOf(200, 'text/html', text, null),
  locked: null,
});

describe('the rendering cache', () => {
  let close = () => {};
  afterEach(() => close());
  const cache = (minGapMs = 200) => {
    const c = createRenderCache({
      refreshMs: 60_000,
      minGapMs,
      idleMs: 60_000,
      maxEntries: 2,
      onError: () => {},
      keep: (v) => v.pageId !== null,
    });
    close = () => c.close();
    return c;
  };

  it('makes a page once for many visitors, and answers from memory after', async () => {
    const c = cache();
    let builds = 0;
    const build = () => Promise.resolve(rendering(`v${++builds}`));
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.get('a', build)));
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => a.open.text.toString()))).toEqual(new Set(['v1']));
    expect((await c.get('a', build)).open.text.toString()).toBe('v1');
  });

  it('turns a burst of changes into at most two remakes, spaced by the least gap', async () => {
    const c = cache(200);
    let builds = 0;
    const build = () => Promise.resolve(rendering(`v${++builds}`));
    await c.get('a', build);
    const started = Date.now();
    for (let i = 0; i < 50; i++) c.refresh((v) => v?.workspaceId === 'w1');
    await c.settled();
    expect(builds).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect((await c.get('a', build)).open.text.toString()).toBe('v2');
  });

  it('keeps no unknown address and no more addresses than its bound', async () => {
    const c = cache();
    let builds = 0;
    const missing = () => {
      builds += 1;
      return Promise.resolve(rendering('none', null));
    };
    await c.get('x', missing);
    await c.get('x', missing);
    expect(builds).toBe(2);
    let made = 0;
    const build = () => Promise.resolve(rendering(`v${++made}`));
    await c.get('a', build);
    await c.get('b', build);
    await c.get('c', build);
    await c.get('a', build);
    expect(made).toBe(4);
  });

  it('keeps the last good rendering when a remake fails', async () => {
    const c = cache(0);
    let fail = false;
    const build = () =>
      fail ? Promise.reject(new Error('database gone')) : Promise.resolve(rendering('good'));
    await c.get('a', build);
    fail = true;
    c.refresh(() => true);
    await c.settled();
    expect((await c.get('a', build)).open.text.toString()).toBe('good');
  });
});
