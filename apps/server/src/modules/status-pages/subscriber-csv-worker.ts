// The process that reads subscriber imports (see subscriber-csv.ts).
import { serveBoundedWork } from '../../lib/bounded-work-serve.js';
import { parseSubscriberCsv } from './subscriber-csv.js';

serveBoundedWork(parseSubscriberCsv);
