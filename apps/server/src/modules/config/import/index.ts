import type { ImportSource } from '@tocsin/contract';
import type { ImportResult } from './builder.js';
import { convertKuma } from './kuma.js';
import { readKumaBackup } from './kuma-backup.js';
import { readKumaDb } from './kuma-db.js';
import { importRobotCsv, importRobotJson } from './uptimerobot-files.js';

export type { ImportResult } from './builder.js';

/**
 * Converts a file of another uptime service into a Tocsin configuration document, with the
 * channels' secrets apart and every part of the file Tocsin has no place for, with the reason.
 * Reads nothing but the file; a file that is not what `source` says is a ValidationError.
 */
export async function importFile(source: ImportSource, content: Buffer): Promise<ImportResult> {
  switch (source) {
    case 'uptime-kuma-backup':
      return convertKuma(readKumaBackup(content));
    case 'uptime-kuma-db':
      return convertKuma(await readKumaDb(content));
    case 'uptimerobot-json':
      return importRobotJson(content);
    case 'uptimerobot-csv':
      return importRobotCsv(content);
  }
}
