import { MONITOR_LIMITS as L } from '@tocsin/contract';
import { AppError, ValidationError } from '../../../lib/errors.js';

/** Reading loosely typed values of a foreign file without trusting their types. */

export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of `names` the row holds (files of different versions spell fields differently). */
export const field = (row: Row, ...names: string[]) =>
  names.map((name) => row[name]).find((value) => value !== undefined && value !== null);

/** A non-empty trimmed string, from a string or a number. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A finite number, from a number or a numeric string, rounded. */
export function int(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : undefined;
}

/** SQLite and JSON both say true as true, 1 or "1". */
export const bool = (value: unknown, absent = false) =>
  value === undefined || value === null
    ? absent
    : value === true || value === 1 || value === '1' || value === 'true';

/** A name for Tocsin: control characters out, spaces collapsed, at most `max` long. */
export function cleanName(value: unknown, fallback: string, max = 100): string {
  const cleaned = (text(value) ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return cleaned || fallback;
}

/** `value` held between `min` and `max`, and whether that changed it. */
export function clamp(value: number, min: number, max: number) {
  const held = Math.min(max, Math.max(min, value));
  return { value: held, changed: held !== value };
}

/** A JSON object parsed from text, or undefined when it is not one. */
export function jsonObject(value: unknown): Row | undefined {
  if (isRow(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRow(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Takes a note of what was kept only in part. */
export type Note = (reason: string) => void;

/** A number held within Tocsin's bounds, with a note when that changed it. */
export function bounded(
  what: string,
  value: number,
  min: number,
  max: number,
  unit: string,
  note: Note,
) {
  const held = clamp(value, min, max);
  if (held.changed)
    note(
      `${what} was ${value}${unit}; Tocsin allows ${min} to ${max}${unit}, so it is ${held.value}${unit}`,
    );
  return held.value;
}

/** The file's JSON; `what` names the file in the message when it is none. */
export function parseJson(content: Buffer, what: string): unknown {
  const source = content.toString('utf8').replace(/^\uFEFF/, '');
  if (source.trim() === '')
    throw new ValidationError('The file is empty', [{ path: 'content', message: 'Empty' }]);
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new ValidationError(`This is not ${what}: it is not JSON (${(error as Error).message})`, [
      { path: 'content', message: 'Not JSON' },
    ]);
  }
}

/** A check interval and timeout of the file, held within what a Tocsin monitor allows. */
export const intervalWithin = (seconds: number, note: Note) =>
  bounded('The interval', seconds, L.intervalMinSeconds, L.intervalMaxSeconds, ' seconds', note);
export const timeoutWithin = (seconds: number, note: Note) =>
  bounded('The timeout', seconds, L.timeoutMinSeconds, L.timeoutMaxSeconds, ' seconds', note);

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses a file that holds more of `what` than an import takes, before any of it is converted:
 * `found` is the number the file holds, or how many were read before reading stopped.
 */
export function assertAtMost(found: number, max: number, what: string, exact = true) {
  if (found <= max) return;
  const message = `This file holds ${exact ? count(found) : `more than ${count(max)}`} ${what}; one import takes at most ${count(max)}: split it into several files`;
  throw new AppError('payload-too-large', message, [{ path: 'content', message }]);
}
