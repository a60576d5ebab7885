export * from './errors.js';
export * from './auth.js';
export * from './me.js';
