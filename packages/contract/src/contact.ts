import { z } from 'zod';

export const contactTopics = ['support', 'sales', 'billing', 'press', 'security', 'other'] as const;

/** The contact form; the same rules in the browser and on the server. */
export const contactInput = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  email: z.email('Enter a valid email address').max(254),
  company: z.string().trim().max(100, 'At most 100 characters').optional(),
  topic: z.enum(contactTopics, { error: 'Choose a topic' }),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(5000, 'At most 5000 characters'),
});
export type ContactInput = z.infer<typeof contactInput>;

export const contactResponse = z.object({ id: z.string(), received: z.iso.datetime() });
