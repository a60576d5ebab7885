import { describe, expect, it } from 'vitest';
import { monitorInput } from './monitors.js';

describe('monitor input', () => {
  it.each(['example.com', 'http://a b', '', 'javascript:alert(1)'])(
    'answers issues, never throws, for the URL %j',
    (url) => {
      const parsed = monitorInput.safeParse({ type: 'http', name: 'Site', url });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.some((i) => i.path[0] === 'url')).toBe(true);
    },
  );

  it('fills the defaults of an HTTP monitor', () => {
    expect(
      monitorInput.parse({ type: 'http', name: 'Site', url: 'https://example.com' }),
    ).toMatchObject({
      intervalSeconds: 60,
      timeoutSeconds: 30,
      confirmations: 2,
      method: 'GET',
      expectedStatus: ['2xx', '3xx'],
      headers: [],
    });
  });
});
