import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditFieldName, isAuditReference, wordsOfField } from './audit-fields.js';
import { channelConfigSchemas } from './channels.js';
import { monitorInput } from './monitors.js';
import { statusPageInput } from './status-pages.js';
import { alertRulesSchema } from './alerts.js';

/** What a name in the data looks like: camelCase, snake_case or a dotted path. */
const internal = /[a-z][A-Z]|_|\.|^secret/;

describe('audit field names', () => {
  it('names the fields people met as internal names', () => {
    expect(auditFieldName('groupId')).toBe('Group');
    expect(auditFieldName('passwordHash')).toBe('Password');
    expect(auditFieldName('logoHash')).toBe('Logo');
    expect(auditFieldName('secret.webhookUrl')).toBe('Webhook URL');
    expect(auditFieldName('escalation.channelIds')).toBe('Escalate to channels');
  });

  it('reads a field the table does not know as words, and a path by its parts', () => {
    expect(wordsOfField('graceSeconds')).toBe('Grace seconds');
    expect(wordsOfField('api_key')).toBe('API key');
    expect(wordsOfField('TLSVersion')).toBe('TLS version');
    expect(auditFieldName('retry.maxTries')).toBe('Retry › Max tries');
    expect(auditFieldName('headers.0.name')).toBe('Headers › 1 › Name');
  });

  it('gives every setting of monitors, channels, alert rules and status pages a readable name', () => {
    const shapes: Record<string, z.ZodType>[] = [
      ...monitorInput.options.map((o) => o.shape as Record<string, z.ZodType>),
      ...Object.values(channelConfigSchemas).map((s) => s.shape as Record<string, z.ZodType>),
      alertRulesSchema.shape,
      statusPageInput.shape,
    ];
    for (const field of new Set(shapes.flatMap((shape) => Object.keys(shape))))
      expect(auditFieldName(field), field).not.toMatch(internal);
    for (const kind of Object.keys(channelConfigSchemas) as (keyof typeof channelConfigSchemas)[])
      for (const field of Object.keys(channelConfigSchemas[kind].shape))
        expect(auditFieldName(`secret.${field}`), field).not.toMatch(internal);
  });

  it('knows which fields refer to objects by id', () => {
    for (const field of ['groupId', 'channelIds', 'monitorIds', 'escalation.channelIds'])
      expect(isAuditReference(field), field).toBe(true);
    for (const field of ['name', 'paused', 'acknowledgedBy', 'hidden', 'void'])
      expect(isAuditReference(field), field).toBe(false);
  });
});
