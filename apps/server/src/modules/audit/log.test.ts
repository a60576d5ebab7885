import { describe, expect, it } from 'vitest';
import { auditChanges } from './log.js';

describe('auditChanges', () => {
  it('lists a nested setting by its path, and one that became an object by its parts only', () => {
    const before = {
      reminderMinutes: null,
      escalation: null,
      events: { down: true, degraded: false },
    };
    const after = {
      reminderMinutes: 30,
      escalation: { afterMinutes: 10, channelIds: ['c1'] },
      events: { down: true, degraded: true },
    };
    expect(auditChanges(before, after)).toEqual({
      reminderMinutes: { before: null, after: 30 },
      'escalation.afterMinutes': { before: null, after: 10 },
      'escalation.channelIds': { before: null, after: ['c1'] },
      'events.degraded': { before: false, after: true },
    });
    expect(auditChanges(after, before)).toEqual({
      reminderMinutes: { before: 30, after: null },
      'escalation.afterMinutes': { before: 10, after: null },
      'escalation.channelIds': { before: ['c1'], after: null },
      'events.degraded': { before: true, after: false },
    });
  });

  it('says a secret changed without its value, however deep or however named', () => {
    expect(
      auditChanges(
        { passwordHash: null, config: { auth: { apiKey: 'old-key-123' } }, at: new Date(0) },
        {
          passwordHash: '$argon2id$v=19$m=19456',
          config: { auth: { apiKey: 'new-key-456' } },
          at: new Date(0),
        },
      ),
    ).toEqual({
      passwordHash: { before: null, after: '[redacted]' },
      'config.auth.apiKey': { before: '[redacted]', after: '[redacted]' },
    });
    expect(
      auditChanges(
        { footerLinks: [] },
        { footerLinks: [{ label: 'Docs', url: 'https://a.example/?sig=abc&x=1', token: 't0k3n' }] },
      ),
    ).toEqual({
      footerLinks: {
        before: [],
        after: [
          { label: 'Docs', url: 'https://a.example/?sig=[redacted]&x=1', token: '[redacted]' },
        ],
      },
    });
    expect(auditChanges({ note: null }, { note: `tocsin_${'a'.repeat(40)}` })).toEqual({
      note: { before: null, after: '[redacted]' },
    });
  });

  it('keeps words that only contain a secret word, and configuration keys', () => {
    expect(
      auditChanges({}, { keyword: 'Add to cart', keywordMode: 'present', configKey: 'nightly' }),
    ).toEqual({
      keyword: { before: null, after: 'Add to cart' },
      keywordMode: { before: null, after: 'present' },
      configKey: { before: null, after: 'nightly' },
    });
  });
});
