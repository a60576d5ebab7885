import type { AuditEntry } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { describeEntry } from './describe';

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
