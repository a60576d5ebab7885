import { z } from 'zod';
import {
  channelIdParams,
  channelInput,
  channelKindsResponse,
  channelListResponse,
  channelSchema,
  createdChannelResponse,
  updateChannelInput,
} from './channels.js';
import { endpoint } from './endpoint.js';

const tags = ['channels'] as const;
const byId = { tags, params: channelIdParams } as const;

/** Where a workspace's alerts go: its channels, and the kinds this server can send through. */
export const channelEndpoints = {
  kinds: endpoint({
    method: 'GET',
    path: '/api/v1/channels/kinds',
    access: 'public',
    tags,
    summary: 'The kinds of channel, and which this server can send through',
    responses: { 200: channelKindsResponse },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/v1/channels',
    access: 'channels.read',
    tags,
    summary: 'List channels',
    responses: { 200: channelListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/channels',
    access: 'channels.write',
    tags,
    summary: 'Add a channel',
    description:
      'Secret fields (tokens, webhook URLs) are encrypted at rest and never returned. A webhook created without a signing secret gets one, returned in this response only.',
    body: channelInput,
    responses: { 201: createdChannelResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/channels/:id',
    access: 'channels.read',
    ...byId,
    summary: 'Get a channel',
    responses: { 200: channelSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/channels/:id',
    access: 'channels.write',
    ...byId,
    summary: 'Change a channel',
    description: 'Secret fields left out or empty keep their stored values.',
    body: updateChannelInput,
    responses: { 200: channelSchema },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/v1/channels/:id',
    access: 'channels.write',
    ...byId,
    summary: 'Delete a channel',
    responses: { 204: z.null() },
  }),
};
