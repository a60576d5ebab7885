export * from './errors.js';
export * from './auth.js';
export * from './me.js';
export * from './checks.js';
export * from './monitors.js';
export * from './monitor-api.js';
export * from './channels.js';
export * from './alerts.js';
