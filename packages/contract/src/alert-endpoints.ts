import { z } from 'zod';
import {
  alertChannelsResponse,
  alertRulesSchema,
  bulkAlertChannelsInput,
  deliverySchema,
  personalTestInput,
  personalTestSentResponse,
  personalTestsResponse,
} from './alerts.js';
import { channelIdParams } from './channels.js';
import { endpoint } from './endpoint.js';
import { monitorIdParams } from './monitor-api.js';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * Pages and callbacks a person or a provider reaches from an alert, outside the documented API:
 * they answer HTML or TwiML, so no JSON answer is declared.
 */
const link = { tags: ['incidents'], access: 'public', params: tokenParams, responses: {} } as const;

/** Monitors' alert rules, test alerts and their deliveries, and the links alerts carry. */
export const alertEndpoints = {
  rules: endpoint({
    method: 'GET',
    path: '/api/v1/monitors/:id/alerts',
    access: 'monitors.read',
    tags: ['monitors'],
    params: monitorIdParams,
    summary: "A monitor's alert rules",
    responses: { 200: alertRulesSchema },
  }),
  saveRules: endpoint({
    method: 'PUT',
    path: '/api/v1/monitors/:id/alerts',
    access: 'monitors.write',
    tags: ['monitors'],
    params: monitorIdParams,
    summary: "Set a monitor's alert rules",
    body: alertRulesSchema,
    responses: { 200: alertRulesSchema },
  }),
  bulkChannels: endpoint({
    method: 'POST',
    path: '/api/v1/monitors/bulk/alert-channels',
    access: 'monitors.write',
    tags: ['monitors'],
    summary: 'Set the alert channels of several monitors',
    description:
      "`add` puts the channels beside each monitor's own; `replace` makes them its only channels. All in one transaction: a monitor or channel id that is not the workspace's is refused and nothing changes. `affected` counts the monitors whose rules changed.",
    body: bulkAlertChannelsInput,
    responses: { 200: alertChannelsResponse },
  }),
  addChannelToMonitors: endpoint({
    method: 'POST',
    path: '/api/v1/channels/:id/add-to-monitors',
    access: 'monitors.write',
    tags: ['channels'],
    params: channelIdParams,
    summary: 'Alert a channel for every monitor',
    description:
      "Adds the channel to every monitor's alert rules; `affected` counts the monitors that did not alert it yet.",
    responses: { 200: alertChannelsResponse },
  }),
  testChannel: endpoint({
    method: 'POST',
    path: '/api/v1/channels/:id/test',
    access: 'channels.write',
    tags: ['channels'],
    params: channelIdParams,
    summary: 'Send a test alert through a channel',
    description:
      'Queues the test and answers at once with the delivery; follow it at /api/v1/deliveries/:id or through delivery.updated events.',
    responses: { 202: deliverySchema },
  }),
  delivery: endpoint({
    method: 'GET',
    path: '/api/v1/deliveries/:id',
    access: 'incidents.read',
    tags: ['channels'],
    params: channelIdParams,
    summary: 'A delivery with its attempts',
    responses: { 200: deliverySchema },
  }),
  personalTests: endpoint({
    method: 'GET',
    path: '/api/v1/me/test-alerts',
    access: 'account',
    tags: ['me'],
    summary: 'Where a test alert to your own contacts can go',
    description:
      'Your email, browser push and SMS: each with whether a test can be sent there now and, when it cannot, why and whether your settings or the administrator of this server can change that.',
    responses: { 200: personalTestsResponse },
  }),
  sendPersonalTest: endpoint({
    method: 'POST',
    path: '/api/v1/me/test-alerts',
    access: 'account',
    tags: ['me'],
    summary: 'Send a test alert to your own email, browser push or SMS',
    description:
      'Goes through the same outbox and dispatcher as real alerts; answers at once with one delivery per destination (push: one per subscribed browser). A path that cannot work now is refused with the reason.',
    body: personalTestInput,
    responses: { 202: personalTestSentResponse },
  }),
  /** The page an acknowledge link opens: a button, so that fetching the link acknowledges nothing. */
  ackPage: endpoint({
    ...link,
    method: 'GET',
    path: '/api/ack/:token',
    summary: 'The page of an acknowledge link',
  }),
  acknowledge: endpoint({
    ...link,
    method: 'POST',
    path: '/api/ack/:token',
    summary: "Acknowledge an incident from an alert's link",
  }),
  /** Twilio's callback when the callee presses a key during an alert call. */
  voiceKey: endpoint({
    ...link,
    method: 'POST',
    path: '/api/alerts/voice/:token',
    summary: 'A key pressed during an alert call',
    body: z.record(z.string(), z.string()),
  }),
};
