import { describe, expect, it } from 'vitest';
import { channelLabel, deliveryRoute } from './registry.js';

describe('deliveryRoute', () => {
  it('says how and to whom an alert went, in a sentence', () => {
    expect(deliveryRoute('email', 'Email to ada@example.com')).toBe('by email to ada@example.com');
    expect(deliveryRoute('sms', 'SMS to +442079460018')).toBe('by SMS to +442079460018');
    expect(deliveryRoute('voice', 'Phone call to +442079460018')).toBe(
      'by phone call to +442079460018',
    );
    expect(deliveryRoute('push', "Push to Ada Lovelace's browser")).toBe(
      "by push to Ada Lovelace's browser",
    );
    expect(deliveryRoute('slack', channelLabel({ kind: 'slack', name: '#ops' }))).toBe(
      'by Slack to #ops',
    );
    expect(deliveryRoute('webhook', channelLabel({ kind: 'webhook', name: 'Ops: main' }))).toBe(
      'by webhook to Ops: main',
    );
  });

  it('falls back to the target as written when it has another form', () => {
    expect(deliveryRoute('email', 'ops@example.com')).toBe('to ops@example.com');
  });
});
