import { contactInput, contactResponse, type ContactInput } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import type { Mailer } from '../../lib/mailer.js';
import { escapeHtml } from '../../lib/html.js';

/** Five messages an hour from one address is plenty for a person and dull for a spammer. */
const contactLimit = { max: 5, timeWindow: '1 hour' } as const;

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
 * The public contact form: validated by the contract's schema, rate-limited per client address,
 * stored first (so nothing is lost if mail is down), then mailed to SUPPORT_EMAIL with the
 * visitor as Reply-To.
 */
export function contactRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; supportEmail: string },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Tocsin team',
        body: contactInput,
        response: { 201: contactResponse },
      },
      config: { auth: 'public' as const, rateLimit: contactLimit },
    },
    async (request, reply) => {
      const input = request.body;
      const [row] = await deps.db
        .insert(contactMessages)
        .values({
          id: crypto.randomUUID(),
          name: input.name,
          email: input.email,
          company: input.company || null,
          topic: input.topic,
          message: input.message,
          ipAddress: request.ip,
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
        request.log.error(
          { err, contactId: row!.id },
          'mailing a contact message failed; it is stored',
        );
      }
      return reply.status(201).send({ id: row!.id, received: row!.createdAt.toISOString() });
    },
  );
}
