import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.js';
import { mentions, withoutAddress, withoutAddressInJson } from './address-scrub.js';
import { auditLog } from './schema.js';

describeEachDatabase('taking an address out of text', (h) => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  /** What PostgreSQL makes of `text` (in audit_log.target_name's place) with the address out. */
  async function scrubbed(text: string, email: string, name: string) {
    const expression = withoutAddress(auditLog.targetName, email, name);
    const [row] = rowsOf<{ out: string; found: boolean }>(
      await h().db.execute(
        sql`select ${expression} as out, ${mentions(auditLog.targetName, email)} as found
            from (select ${text}::text as target_name) as audit_log`,
      ),
    );
    return row!;
  }

  it('replaces the address wherever it stands alone, in any case, and nothing else', async () => {
    const email = 'ann+ops@example.com';
    const cases: [string, string][] = [
      ['Email to ann+ops@example.com: delivered.', 'Email to Ann O. (ops): delivered.'],
      ['ANN+OPS@Example.COM invited', 'Ann O. (ops) invited'],
      ['to ann+ops@example.com.', 'to Ann O. (ops).'],
      [
        'jo.ann+ops@example.com and ann+ops@example.community',
        'jo.ann+ops@example.com and ann+ops@example.community',
      ],
      ['ann+ops@example.com.au', 'ann+ops@example.com.au'],
      ['annXops@example.com', 'annXops@example.com'],
    ];
    for (const [text, expected] of cases) {
      expect((await scrubbed(text, email, 'Ann O. (ops)')).out, text).toBe(expected);
    }
    expect((await scrubbed('Mail ANN+ops@example.com', email, 'x')).found).toBe(true);
    // A name is put as it is written, backslashes and all.
    expect((await scrubbed('by ann+ops@example.com', email, 'A\\1 & Co')).out).toBe('by A\\1 & Co');
  });

  it('keeps JSON valid with a name that needs escaping', async () => {
    const expression = withoutAddressInJson(auditLog.changes, 'ann@example.com', 'Ann "The" \\ O');
    const [row] = rowsOf<{ out: unknown }>(
      await h().db.execute(
        sql`select ${expression} as out from (select ${JSON.stringify({
          email: { before: null, after: 'ann@example.com' },
        })}::jsonb as changes) as audit_log`,
      ),
    );
    const out = typeof row!.out === 'string' ? (JSON.parse(row!.out) as unknown) : row!.out;
    expect(out).toEqual({ email: { before: null, after: 'Ann "The" \\ O' } });
  });
});
