import {
  listNotificationsQuery,
  markReadInput,
  notificationPageResponse,
  unreadCountResponse,
} from './alerts.js';
import { endpoint } from './endpoint.js';
import { everyPagePaths } from './paths.js';

const tags = ['notifications'] as const;

/** The signed-in user's inbox of alert events (their own rows: read state is per person). */
export const inboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/notifications',
    access: 'account',
    tags,
    summary: 'The inbox, newest first',
    query: listNotificationsQuery,
    responses: { 200: notificationPageResponse },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: everyPagePaths.unreadCount,
    access: 'account',
    tags,
    summary: 'How many notifications are unread (the header bell)',
    responses: { 200: unreadCountResponse },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/read',
    access: 'account',
    tags,
    summary: 'Mark notifications read',
    body: markReadInput,
    responses: { 200: unreadCountResponse },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    access: 'account',
    tags,
    summary: 'Mark every notification read',
    responses: { 200: unreadCountResponse },
  }),
};
