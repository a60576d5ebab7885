import { TransactionAbortedError, messages } from '@electric-sql/pglite';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WireError, WireQueryOptions } from './pglite-worker.js';

// What crosses the thread boundary between PgliteWorkerClient and its worker: query options
// without functions, rows whose parsed types travel as text, and errors as plain fields.

type Row = Record<string | number, unknown>;
type TextParser = (value: string, typeId: number) => unknown;

export function toWire(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  for (const key of ['serializers', 'blob', 'onNotice'] as const) {
    if (options[key] !== undefined)
      throw new TypeError(`PgliteWorkerClient: query option '${key}' cannot cross to the worker`);
  }
  const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, rawTypes };
}

/** The worker sent back as text each type the caller has a parser for: parse it as PGlite would. */
export function applyParsers<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers as Record<number, TextParser> | undefined;
  if (!parsers) return result;
  const byArray = options?.rowMode === 'array';
  // An object row keeps the last of several columns with one name, so only that column counts.
  const columns = byArray
    ? result.fields.map((field, index) => [index, field] as const)
    : [...new Map(result.fields.map((field) => [field.name, field]))];
  const parsed = columns.flatMap(([key, field]) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key, parse, typeId: field.dataTypeID }] : [];
  });
  if (parsed.length === 0) return result;
  for (const row of result.rows as Row[]) {
    for (const { key, parse, typeId } of parsed) {
      const value = row[key];
      if (value !== null) row[key] = parse(value as string, typeId);
    }
  }
  return result;
}

export function revive(wire: WireError, options?: QueryOptions): Error {
  const error =
    wire.kind === 'error'
      ? new Error(wire.message)
      : wire.kind === 'aborted'
        ? new TransactionAbortedError()
        : new messages.DatabaseError(wire.message, 0, 'error');
  Object.assign(error, wire.fields, { name: wire.name });
  // PGlite puts the caller's options on its errors; the worker's copy held its own parsers.
  if (wire.kind === 'database') Object.assign(error, { queryOptions: options });
  if (wire.kind === 'aborted') Object.assign(error, { queryOptions: undefined });
  if (wire.stack) error.stack = wire.stack;
  return error;
}
