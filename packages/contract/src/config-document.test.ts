import { describe, expect, it } from 'vitest';
import { configDocumentSchema, configJsonSchema, keyFromName } from './config-document.js';

const issuesOf = (value: unknown) => {
  const parsed = configDocumentSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the configuration document', () => {
  it('reads a small workspace and fills in the defaults', () => {
    const doc = configDocumentSchema.parse({
      version: 1,
      monitors: [{ key: 'api', type: 'http', name: 'API', url: 'https://api.example.com/health' }],
      channels: [
        {
          key: 'ops',
          kind: 'slack',
          name: 'Ops',
          config: { webhookUrl: { env: 'SLACK_OPS_WEBHOOK' } },
        },
      ],
      statusPages: [
        { name: 'Acme', slug: 'acme', components: [{ monitor: 'api', publicName: 'API' }] },
      ],
    });
    expect(doc.monitors[0]).toMatchObject({
      intervalSeconds: 60,
      group: null,
      paused: false,
      alerts: { channels: [], notifyMembers: true, escalation: null },
    });
    expect(doc.channels[0]).toMatchObject({ enabled: true, default: false });
    expect(doc.maintenance).toEqual([]);
    expect(doc.statusPages[0]).toMatchObject({ theme: 'system', indexable: true, sections: [] });
  });

  it('refuses a secret written inline, naming the field', () => {
    expect(
      issuesOf({
        version: 1,
        channels: [
          {
            key: 'ops',
            kind: 'slack',
            name: 'Ops',
            config: { webhookUrl: 'https://hooks.slack.com/services/T0/B0/x' },
          },
        ],
      }),
    ).toEqual([
      'channels.0.config.webhookUrl: A secret is never written in the file: write { env: NAME }, naming the environment variable that holds it',
    ]);
  });

  it('refuses two objects of a kind with one key, an unknown field, a bad key and another version', () => {
    const monitor = { type: 'tcp', name: 'DB', host: 'db.internal', port: 5432 };
    expect(
      issuesOf({
        version: 1,
        monitors: [
          { key: 'db', ...monitor },
          { key: 'db', ...monitor },
        ],
      }),
    ).toEqual(['monitors.1.key: Another monitor has the key "db"; each needs its own']);
    expect(issuesOf({ version: 1, monitors: [{ key: 'db', ...monitor, colour: 'red' }] })).toEqual([
      expect.stringMatching(/^monitors\.0: Unrecognized key: "colour"/),
    ]);
    expect(issuesOf({ version: 1, monitors: [{ key: 'DB one', ...monitor }] })).toEqual([
      expect.stringMatching(/^monitors\.0\.key: A key is 1 to 63 lowercase/),
    ]);
    expect(issuesOf({ version: 2 })).toEqual(['version: This Tocsin reads version 1 documents']);
  });

  it('has a JSON Schema that names every kind of object', () => {
    const schema = configJsonSchema() as {
      properties: Record<string, unknown>;
      required?: string[];
    };
    expect(Object.keys(schema.properties)).toEqual([
      'version',
      'monitors',
      'channels',
      'maintenance',
      'statusPages',
    ]);
    expect(schema.required).toEqual(['version']);
    expect(JSON.stringify(schema)).toContain('"env"');
  });

  it('makes keys from names, unique among those taken', () => {
    const taken = new Set(['api']);
    expect(keyFromName('API', taken)).toBe('api-2');
    expect(keyFromName('Zürich — Web (EU)', taken)).toBe('zurich-web-eu');
    expect(keyFromName('***', taken)).toBe('item');
    expect(keyFromName('x'.repeat(100), taken)).toHaveLength(56);
  });
});
