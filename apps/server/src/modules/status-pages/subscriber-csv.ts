import { SUBSCRIBER_LIMITS } from '@tocsin/contract';
import { createBoundedWorker, type WorkLimits } from '../../lib/bounded-work.js';
import { csv as csvParser } from '../../lib/csv.js';
import { ValidationError } from '../../lib/errors.js';

/**
 * A subscriber import's CSV, read in a process of its own within the limits every file a user
 * sends is read in (lib/bounded-work.ts): half a megabyte of separators is a quarter of a million
 * rows or cells, too much to parse on the checks' thread.
 */

/** The rows of an import (the header left out), each with its line, and where its columns are. */
export interface SubscriberCsv {
  rows: { record: string[]; line: number }[];
  emailAt: number;
  /** -1: no column of components. */
  componentsAt: number;
}

/**
 * Reads an import: a header naming `email` (and optionally `components`), or no header and the
 * address first.
 */
export function parseSubscriberCsv(csv: string): SubscriberCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = csvParser().parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const e = error as { lines?: number; message: string };
    throw new ValidationError(
      `The file is not valid CSV${e.lines ? ` at line ${e.lines}` : ''}: ${e.message}`,
      [{ path: 'csv', message: 'The file is not valid CSV' }],
    );
  }
  const header = records[0]?.record.map((h) => h.toLowerCase());
  const hasHeader = header?.includes('email') ?? false;
  const body = hasHeader ? records.slice(1) : records;
  if (body.length > SUBSCRIBER_LIMITS.importRowsMax)
    throw new ValidationError(
      `The file has ${body.length} rows; import at most ${SUBSCRIBER_LIMITS.importRowsMax} at a time`,
      [{ path: 'csv', message: 'Too many rows' }],
    );
  // Only the cells an import reads cross back.
  const emailAt = hasHeader ? header!.indexOf('email') : 0;
  const componentsAt = hasHeader ? header!.indexOf('components') : 1;
  return {
    rows: body.map(({ record, info }) => ({
      record: record.map((cell, i) => (i === emailAt || i === componentsAt ? cell : '')),
      line: info.lines,
    })),
    emailAt,
    componentsAt,
  };
}

/** Reads subscriber imports, each within `limits`. */
export function createSubscriberCsvReader(limits: WorkLimits) {
  const worker = createBoundedWorker<string, SubscriberCsv>(
    import.meta.url,
    './subscriber-csv-worker',
    limits,
  );
  return {
    read: (csv: string) => worker.run(csv, { subject: 'This file', field: 'csv' }),
    close: () => worker.close(),
  };
}

export type SubscriberCsvReader = ReturnType<typeof createSubscriberCsvReader>;
