/**
 * Query keys that more than one feature reads or invalidates: a live event in one feature
 * refreshes what another shows.
 */

/** Every monitor query starts with this key, so one invalidation refreshes lists and details. */
export const monitorsKey = ['monitors'] as const;

/** Every inbox query starts with this key, so marking read refreshes the lists and the bell. */
export const notificationsKey = ['notifications'] as const;
export const unreadCountKey = [...notificationsKey, 'unread-count'] as const;

/** Every monitor's alert rules start with this key: a change to many monitors refreshes each. */
export const alertRulesRootKey = ['alert-rules'] as const;
export const alertRulesKey = (monitorId: string) => [...alertRulesRootKey, monitorId] as const;

/** Every maintenance window query: the windows page and an import that adds windows refresh it. */
export const maintenanceKey = ['maintenance-windows'] as const;

/** Every status page query starts with this key; the list alone is `exact` on it. */
export const statusPagesKey = ['status-pages'] as const;
