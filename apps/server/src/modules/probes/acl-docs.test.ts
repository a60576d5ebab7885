import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { probeAclRules } from './keys.js';

describe('the scaling guide', () => {
  it('gives a probe exactly the Redis rules the ACL test applies', () => {
    const guide = readFileSync(
      new URL('../../../../web/content/docs/scaling.md', import.meta.url),
      'utf8',
    );
    const line = `ACL SETUSER probe-eu on >a-long-random-password ${probeAclRules('tocsin:', 'eu').join(' ')}`;
    expect(guide).toContain(line);
  });
});
