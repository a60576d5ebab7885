import type { AuditEntry } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { describeChange, describeEntry } from './describe';

const entry = (action: string, targetType: string, targetName: string | null): AuditEntry => ({
  id: 'a',
  at: '2026-11-26T10:00:00.000Z',
  actorType: 'user',
  actorId: 'u',
  actorName: 'Ada Lovelace',
  ip: '127.0.0.1',
  action,
  targetType,
  targetId: 't',
  targetName,
  changes: null,
});

describe('describeEntry', () => {
  it('says each kind of change in words', () => {
    expect(describeEntry(entry('status-page.created', 'status-page', 'Acme'))).toBe(
      'Created status page “Acme”',
    );
    expect(describeEntry(entry('status-page.layout-changed', 'status-page', 'Acme'))).toBe(
      'Changed the components of status page “Acme”',
    );
    expect(describeEntry(entry('monitor.updated', 'monitor', 'API'))).toBe('Updated monitor “API”');
    expect(describeEntry(entry('api-key.created', 'api-key', 'Deploy bot'))).toBe(
      'Created API key “Deploy bot”',
    );
    expect(describeEntry(entry('member.invited', 'invitation', 'bob@example.com'))).toBe(
      'Invited “bob@example.com”',
    );
    expect(describeEntry(entry('invitation.revoked', 'invitation', 'bob@example.com'))).toBe(
      'Revoked the invitation to “bob@example.com”',
    );
    expect(describeEntry(entry('member.role-changed', 'member', 'Bob'))).toBe(
      'Changed the role of member “Bob”',
    );
    expect(describeEntry(entry('member.joined', 'member', 'Bob'))).toBe('Member “Bob” joined');
  });
});

describe('describeChange', () => {
  const names = { g1: 'Core services', c1: 'On-call mail' };

  it('names each field as a person would, and the objects it refers to by their names', () => {
    expect(describeChange('groupId', { before: null, after: 'g1' }, names)).toBe(
      'Group: (none) → Core services',
    );
    expect(describeChange('channelIds', { before: [], after: ['c1', 'c9'] }, names)).toBe(
      'Channels: (none) → On-call mail, c9',
    );
    expect(describeChange('events.down', { before: true, after: false }, names)).toBe(
      'Alert when down: true → false',
    );
    expect(describeChange('intervalSeconds', { before: 60, after: 120 }, names)).toBe(
      'Check every (seconds): 60 → 120',
    );
    // A field the table does not know reads as its words.
    expect(describeChange('retryBackoffMs', { before: 1, after: 2 }, names)).toBe(
      'Retry backoff ms: 1 → 2',
    );
    // Only references are looked up: a name that happens to equal an id stays as written.
    expect(describeChange('name', { before: 'g1', after: 'Web' }, names)).toBe('Name: g1 → Web');
  });

  it('says a secret was set, changed or removed, never showing a value', () => {
    expect(describeChange('passwordHash', { before: null, after: '[redacted]' }, names)).toBe(
      'Password set',
    );
    expect(
      describeChange('secret.webhookUrl', { before: '[redacted]', after: '[redacted]' }, names),
    ).toBe('Webhook URL changed');
    expect(describeChange('logoHash', { before: '[redacted]', after: null }, names)).toBe(
      'Logo removed',
    );
    expect(
      describeChange('url', { before: null, after: 'https://a.example/?token=[redacted]' }, names),
    ).toBe('URL: (none) → https://a.example/?token=[redacted]');
  });
});
