/**
 * The one place a browser test arms a real timer (eslint.config.js): a peer of the test that
 * answers late on purpose, as a slow site does. Everything else waits for what the person sees
 * (`expect(...).toBeVisible()`, `expect.poll`) or moves the page's clock (`page.clock`).
 */
export function later(ms: number, fn: () => void): () => void {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
}
