import type { ContactInput } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mailer } from '../../lib/mailer.js';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
}

function supportMail(input: ContactInput, id: string) {
  const lines = [
    `From: ${input.name} <${input.email}>`,
    ...(input.company ? [`Company: ${input.company}`] : []),
    `Topic: ${input.topic}`,
    `Reference: ${id}`,
    '',
    input.message,
  ];
  return {
    subject: `[Contact: ${input.topic}] ${input.name}${input.company ? `, ${input.company}` : ''}`,
    text: lines.join('\n'),
    html: `<pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}

/**
 * Stores a visitor's message first (so nothing is lost if mail is down), then mails it to the
 * support address with the visitor as Reply-To; a mail that fails is logged, not answered.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  from: { ip: string; log: FastifyBaseLogger },
) {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      company: input.company || null,
      topic: input.topic,
      message: input.message,
      ipAddress: from.ip,
    })
    .returning();
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: `${input.name.replace(/[<>"\r\n]/g, '')} <${input.email}>`,
      ...supportMail(input, row!.id),
    });
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: new Date() })
      .where(eq(contactMessages.id, row!.id));
  } catch (err) {
    from.log.error({ err, contactId: row!.id }, 'mailing a contact message failed; it is stored');
  }
  return { id: row!.id, received: row!.createdAt.toISOString() };
}
