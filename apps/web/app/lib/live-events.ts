/** The workspace's server-sent events: status changes, acknowledgements, deliveries. */
export const eventsUrl = '/api/v1/events';
