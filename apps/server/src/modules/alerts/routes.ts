import {
  alertChannelsResponse,
  alertRulesSchema,
  bulkAlertChannelsInput,
  channelIdParams,
  monitorIdParams,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { addChannelToAllMonitors, setMonitorsChannels } from './monitor-channels.js';
import { getMonitorRules, saveMonitorRules } from './rules.js';

export function alertRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/v1/monitors/:id/alerts',
    {
      schema: {
        tags: ['monitors'],
        params: monitorIdParams,
        summary: "A monitor's alert rules",
        response: { 200: alertRulesSchema },
      },
      config: caller('monitors.read'),
    },
    async (request) => {
      return getMonitorRules(db, requireAuth(request).workspace.id, request.params.id);
    },
  );

  r.put(
    '/api/v1/monitors/:id/alerts',
    {
      schema: {
        tags: ['monitors'],
        params: monitorIdParams,
        summary: "Set a monitor's alert rules",
        body: alertRulesSchema,
        response: { 200: alertRulesSchema },
      },
      config: caller('monitors.write'),
    },
    async (request) => {
      return saveMonitorRules(
        db,
        requireAuth(request).workspace.id,
        request.params.id,
        request.body,
      );
    },
  );

  r.post(
    '/api/v1/monitors/bulk/alert-channels',
    {
      schema: {
        tags: ['monitors'],
        summary: 'Set the alert channels of several monitors',
        description:
          "`add` puts the channels beside each monitor's own; `replace` makes them its only channels. All in one transaction: a monitor or channel id that is not the workspace's is refused and nothing changes. `affected` counts the monitors whose rules changed.",
        body: bulkAlertChannelsInput,
        response: { 200: alertChannelsResponse },
      },
      config: caller('monitors.write'),
    },
    async (request) => ({
      affected: await setMonitorsChannels(db, requireAuth(request).workspace.id, request.body),
    }),
  );

  r.post(
    '/api/v1/channels/:id/add-to-monitors',
    {
      schema: {
        tags: ['channels'],
        params: channelIdParams,
        summary: 'Alert a channel for every monitor',
        description:
          "Adds the channel to every monitor's alert rules; `affected` counts the monitors that did not alert it yet.",
        response: { 200: alertChannelsResponse },
      },
      config: caller('monitors.write'),
    },
    async (request) => ({
      affected: await addChannelToAllMonitors(
        db,
        requireAuth(request).workspace.id,
        request.params.id,
      ),
    }),
  );
}
