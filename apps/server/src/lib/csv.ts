import type * as CsvParse from 'csv-parse/sync';
import { lazyRequire } from './lazy.js';

/** csv-parse's synchronous parser, loaded with the first CSV a server reads (an import). */
export const csv = lazyRequire<typeof CsvParse>('csv-parse/sync');
