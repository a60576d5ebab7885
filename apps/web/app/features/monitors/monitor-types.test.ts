import { monitorInput } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { seesCertificate } from './monitor-types';

const config = (input: Record<string, unknown>) => monitorInput.parse({ name: 'M', ...input });

describe('seesCertificate', () => {
  it('is true for https:// URLs and TLS certificate monitors only', () => {
    expect(seesCertificate(config({ type: 'http', url: 'https://shop.example.com/' }))).toBe(true);
    expect(seesCertificate(config({ type: 'http', url: 'HTTPS://SHOP.EXAMPLE.COM/' }))).toBe(true);
    expect(seesCertificate(config({ type: 'http', url: 'http://shop.example.com/' }))).toBe(false);
    expect(
      seesCertificate(config({ type: 'keyword', url: 'http://shop.example.com/', keyword: 'ok' })),
    ).toBe(false);
    expect(seesCertificate(config({ type: 'tls-cert', host: 'shop.example.com', port: 443 }))).toBe(
      true,
    );
    expect(seesCertificate(config({ type: 'tcp', host: 'db.example.com', port: 5432 }))).toBe(
      false,
    );
    expect(seesCertificate(config({ type: 'heartbeat', periodSeconds: 3600 }))).toBe(false);
  });
});
