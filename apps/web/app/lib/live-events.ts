import { endpointUrl, eventEndpoints } from '@tocsin/contract';

/** The workspace's server-sent events: status changes, acknowledgements, deliveries. */
export const eventsUrl = endpointUrl(eventEndpoints.stream);
