import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  STATUS_LOGO_PATH,
  statusLayoutInput,
  statusPageInput,
  statusPageListResponse,
  statusPagePasswordInput,
  statusPageSchema,
} from './status-pages.js';

const tags = ['status-pages'] as const;
const byId = { tags, params: z.object({ id: z.string().min(1).max(64) }) } as const;
const page = { 200: statusPageSchema } as const;

/** A workspace's status pages: settings, layout, logo, password and custom domain. */
export const statusPageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages',
    access: 'status-pages.read',
    tags,
    summary: 'List status pages',
    description: 'The pages of the workspace, oldest first, and how many its plan allows.',
    responses: { 200: statusPageListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages',
    access: 'status-pages.write',
    tags,
    summary: 'Create a status page',
    description:
      'The page is public at `url` (`/s/<slug>`) at once. Its slug is unique on the instance (`conflict`, 409, when taken); the plan limits how many pages a workspace has (`plan-limit`, 402).',
    body: statusPageInput,
    responses: { 201: statusPageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages/:id',
    access: 'status-pages.read',
    ...byId,
    summary: 'A status page with its layout',
    responses: page,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/api/v1/status-pages/:id',
    access: 'status-pages.write',
    ...byId,
    summary: 'Replace the settings of a status page',
    description: 'Every setting is replaced. A changed custom domain must be verified again.',
    body: statusPageInput,
    responses: page,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/v1/status-pages/:id',
    access: 'status-pages.write',
    ...byId,
    summary: 'Delete a status page',
    description:
      'The page, its layout, logo, incidents and subscribers are deleted; its address answers 404.',
    responses: { 204: z.null() },
  }),
  layout: endpoint({
    method: 'PUT',
    path: '/api/v1/status-pages/:id/layout',
    access: 'status-pages.write',
    ...byId,
    summary: 'Replace the layout of a status page',
    description:
      'Components at the top of the page, then sections with theirs, in the order given. Each `monitorId` must be a monitor of the workspace, once per page.',
    body: statusLayoutInput,
    responses: page,
  }),
  password: endpoint({
    method: 'PUT',
    path: '/api/v1/status-pages/:id/password',
    access: 'status-pages.write',
    ...byId,
    summary: 'Set or remove the password of a status page',
    description:
      'Visitors must give the password to see the page; `null` makes it public again. The password is stored hashed and never sent back.',
    body: statusPagePasswordInput,
    responses: page,
  }),
  verifyDomain: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages/:id/domain/verify',
    access: 'status-pages.write',
    ...byId,
    summary: 'Check the custom domain of a status page',
    description:
      'Looks up the TXT record `_tocsin-challenge.<domain>` for the value `tocsin-verify=<token>` (both in `domainRecord`). When found, the domain is verified; otherwise `validation-failed` (400) says what was expected and what was found.',
    responses: page,
  }),
  /**
   * The body is the image itself, not JSON: the server reads it raw, so no body schema is
   * declared and the web sends the chosen file as it is.
   */
  uploadLogo: endpoint({
    method: 'PUT',
    path: '/api/v1/status-pages/:id/logo',
    access: 'status-pages.write',
    ...byId,
    summary: 'Upload the logo of a status page',
    description:
      'The body is the image itself, sent with its Content-Type: image/jpeg, image/png or image/webp, at most 1 MB. SVG is refused. It is fitted into 640 × 160 px keeping its proportions, without its metadata; `logoUrl` then points to it. A file of another type is refused with 415, one over 1 MB with 413, one that is not a readable image with 400.',
    responses: page,
  }),
  removeLogo: endpoint({
    method: 'DELETE',
    path: '/api/v1/status-pages/:id/logo',
    access: 'status-pages.write',
    ...byId,
    summary: 'Remove the logo of a status page',
    description: 'The stored logo is deleted; the page shows its name alone.',
    responses: page,
  }),
  /** An image, answered with its own type: no JSON answer is declared. */
  logo: endpoint({
    method: 'GET',
    path: `${STATUS_LOGO_PATH}/:pageId/:hash`,
    access: 'public',
    tags,
    summary: 'A status page logo',
    description:
      'The image a page’s `logoUrl` points to. Its address holds a hash of its content, so it is cached for a year; a replaced or removed logo answers 404.',
    params: z.object({ pageId: z.string().max(100), hash: z.string().max(100) }),
    responses: {},
  }),
  /**
   * What a reverse proxy with on-demand TLS (Caddy's `ask`) calls before it gets a certificate
   * for a host: 200 for the verified domain of a status page, 404 for any other.
   */
  domainCheck: endpoint({
    method: 'GET',
    path: '/api/status-domains/check',
    access: 'public',
    tags,
    summary: 'Whether a status page is served at a domain',
    query: z.object({ domain: z.string().max(253) }),
    responses: {},
  }),
};
