// The process that reads the files sent to the configuration routes (see read-file.ts).
import { serveBoundedWork } from '../../lib/bounded-work-serve.js';
import { readRequest } from './read-file.js';

serveBoundedWork(readRequest);
