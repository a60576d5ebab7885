import { endpoint } from './endpoint.js';

/**
 * The dashboard's live updates. A stream of server-sent events, not one JSON answer: it declares
 * no response, and the web opens it with an EventSource. No schema here keeps this module free
 * of Zod for the pages that only open the stream.
 */
export const eventEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/api/v1/events',
    access: 'workspace.read',
    tags: ['events'],
    summary: 'Live updates as server-sent events (text/event-stream)',
    responses: {},
  }),
};
