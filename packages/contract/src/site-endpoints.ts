import { contactInput, contactResponse } from './contact.js';
import { endpoint } from './endpoint.js';
import { statusResponse } from './status.js';

/** What the public site asks of the instance: the contact form and the instance's own health. */
export const siteEndpoints = {
  contact: endpoint({
    method: 'POST',
    path: '/api/v1/contact',
    access: 'public',
    tags: ['contact'],
    summary: 'Send a message to the Tocsin team',
    body: contactInput,
    responses: { 201: contactResponse },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/v1/status',
    access: 'public',
    tags: ['status'],
    summary: "This instance's own health",
    description:
      'Measured live and shared for a few seconds: the API and its database, how late the scheduler starts checks, when the last check ran and the last alert was delivered, and the last 90 UTC days. Times only: nothing names a monitor or a workspace.',
    responses: { 200: statusResponse },
  }),
};
