import type { ParseArgsConfig } from 'node:util';
import type { TocsinClient } from '@tocsin/client';

/** A mistake in how a command was called or configured: exit code 2, with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Values = Record<string, string | boolean | string[] | undefined>;

/** What a command gets: the client, its flags and arguments, and where to write. */
export interface Context {
  client: TocsinClient;
  values: Values;
  /** The arguments after the command's name, as many as its `args` names. */
  args: string[];
  /** `--json`: print the API's JSON as is, for scripts. */
  json: boolean;
  print(text: string): void;
  /** The environment: where a document's secrets are read from, by their variables' names. */
  env: Record<string, string | undefined>;
  /** Asks a yes/no question on the terminal; null when there is no terminal to ask on. */
  confirm(question: string): Promise<boolean | null>;
  /** All of standard input, for `-f -`. */
  readStdin(): Promise<Buffer>;
}

export interface Command {
  /** The arguments it takes, as the usage names them: `['id']` for `monitors get <id>`. */
  args?: string[];
  /** Its own flags and how they read in the usage, beside the ones every command takes. */
  options?: NonNullable<ParseArgsConfig['options']>;
  flags?: string;
  summary: string;
  run(context: Context): Promise<void>;
}

/**
 * A flag's value as a whole number, or a UsageError naming the flag. Its bounds are the API's
 * to check: they depend on the plan, and its error names the field.
 */
export function wholeNumber(values: Values, flag: string) {
  const raw = values[flag];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim()))
    throw new UsageError(`--${flag} takes a whole number, not ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** A flag's text value, when given. */
export function text(values: Values, flag: string) {
  const raw = values[flag];
  return typeof raw === 'string' ? raw : undefined;
}

/** The API's JSON as is, for `--json`. */
export function asJson(data: unknown) {
  return `${JSON.stringify(data, null, 2)}\n`;
}
