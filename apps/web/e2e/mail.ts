import { expect } from '@playwright/test';

// The mail sink listens 25 above the server's port (playwright.config.ts).
const sink = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 25}/messages`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, '' when the message has none. */
  html: string;
}

/** Waits until the local SMTP server has caught a message to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeout = 15_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sink}?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Mail[];
        found = messages.find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout, message: `a mail to ${to} matching ${String(subject)}` },
    )
    .toBe(true);
  return found!;
}
