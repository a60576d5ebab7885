import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    null,
    undefined,
  ])('refuses %j and falls back to /dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/dashboard/settings?tab=alerts#sms')).toBe(
      '/dashboard/settings?tab=alerts#sms',
    );
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', '/')).toBe('/');
  });

  it('builds a login URL whose redirect survives the round trip', () => {
    const url = new URL(loginPathFor('/dashboard/billing?from=mail&x=1'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe('/dashboard/billing?from=mail&x=1');
  });
});
