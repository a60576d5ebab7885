// The whole schema, in parts that import one another one way: accounts <- workspaces <- monitoring
// <- alerting. drizzle-kit and the database clients read it from here.
export * from './schema/accounts.js';
export * from './schema/workspaces.js';
export * from './schema/monitoring.js';
export * from './schema/alerting.js';
export * from './schema/instance-health.js';
export * from './schema/cluster.js';
export * from './schema/status-pages.js';
