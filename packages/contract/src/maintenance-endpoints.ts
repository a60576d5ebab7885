import { z } from 'zod';
import {
  maintenanceListResponse,
  maintenanceWindowInput,
  maintenanceWindowSchema,
} from './alerts.js';
import { endpoint } from './endpoint.js';

const tags = ['maintenance'] as const;
const byId = { tags, params: z.object({ id: z.string().min(1).max(64) }) } as const;

/** Maintenance windows: checks go on, alerts wait (one-off, or weekly in a time zone). */
export const maintenanceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/maintenance-windows',
    access: 'monitors.read',
    tags,
    summary: 'List maintenance windows',
    responses: { 200: maintenanceListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/maintenance-windows',
    access: 'monitors.write',
    tags,
    summary: 'Add a maintenance window',
    body: maintenanceWindowInput,
    responses: { 201: maintenanceWindowSchema },
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/api/v1/maintenance-windows/:id',
    access: 'monitors.write',
    ...byId,
    summary: 'Replace a maintenance window',
    body: maintenanceWindowInput,
    responses: { 200: maintenanceWindowSchema },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/v1/maintenance-windows/:id',
    access: 'monitors.write',
    ...byId,
    summary: 'Delete a maintenance window',
    responses: { 204: z.null() },
  }),
};
