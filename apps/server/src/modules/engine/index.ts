// What modules/engine offers the rest of the server; another module imports it only from here.
export { type Engine } from './engine.js';
export { LatenessWindow } from './lateness.js';
export { type ActiveConfig, type CheckRunner, type RunnableMonitor } from './runner.js';
