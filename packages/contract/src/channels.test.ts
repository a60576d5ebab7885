import { describe, expect, it } from 'vitest';
import { channelConfigSchemas } from './channels.js';

describe('email channel recipients', () => {
  it('refuses an address longer than 254 characters, as sign-up and the contact form do', () => {
    const email = channelConfigSchemas.email;
    expect(email.safeParse({ to: ['oncall@example.com'] }).success).toBe(true);
    const long = `oncall@example.${'c'.repeat(240)}`;
    expect(long.length).toBe(255);
    const refused = email.safeParse({ to: ['oncall@example.com', long] });
    expect(refused.error?.issues).toMatchObject([
      { path: ['to', 1], message: 'An email address is at most 254 characters' },
    ]);
  });
});
