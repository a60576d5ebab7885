import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * SQL that takes an email address out of text a deleted account left behind (audit entries,
 * incident timelines, inbox messages), putting a name in its place. An address inside a longer
 * one (`ann@example.com` in `joann@example.com`) is left alone.
 */

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address as a whole word, in PostgreSQL's regular expressions. */
const addressPattern = (email: string) =>
  `(?<![[:alnum:]._%+-])${escapeRegex(email)}(?![[:alnum:]_-]|\\.[[:alnum:]])`;

/** regexp_replace reads `\1` and `\&` in its replacement: a name is taken as it is. */
const literal = (text: string) => text.replaceAll('\\', '\\\\');

/** Whether the text (or JSON) of `column` holds the address, in any case. */
export const mentions = (column: AnyColumn, email: string): SQL =>
  sql`strpos(lower(${column}::text), ${email.toLowerCase()}) > 0`;

/** The text of `column` with every occurrence of the address replaced by `name`. */
export const withoutAddress = (column: AnyColumn, email: string, name: string): SQL =>
  sql`regexp_replace(${column}, ${addressPattern(email)}, ${literal(name)}, 'gi')`;

/** The same for a JSON column: the name is written as JSON string content. */
export const withoutAddressInJson = (column: AnyColumn, email: string, name: string): SQL =>
  sql`regexp_replace(${column}::text, ${addressPattern(email)}, ${literal(JSON.stringify(name).slice(1, -1))}, 'gi')::jsonb`;
