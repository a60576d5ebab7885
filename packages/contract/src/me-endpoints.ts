import { z } from 'zod';
import { AVATAR_PATH } from './avatar.js';
import { endpoint } from './endpoint.js';
import { everyPagePaths } from './paths.js';
import { meResponse, sessionResponse, updateProfileInput, updateSettingsInput } from './me.js';

const tags = ['me'] as const;

/** The signed-in person: their profile, settings and photo, and who is signed in at all. */
export const meEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/v1/me',
    access: 'account',
    tags,
    summary: 'The signed-in user: profile, settings, workspace',
    responses: { 200: meResponse },
  }),
  session: endpoint({
    method: 'GET',
    path: everyPagePaths.session,
    access: 'account',
    optionalCaller: true,
    tags,
    summary: 'Who is signed in, if anyone',
    description:
      'What GET /api/v1/me answers, or `me: null` for a visitor: always 200, so a page that only wants to know asks without a failed request.',
    responses: { 200: sessionResponse },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/me',
    access: 'account',
    tags,
    summary: 'Change profile fields',
    body: updateProfileInput,
    responses: { 200: meResponse },
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/v1/me/settings',
    access: 'account',
    tags,
    summary: 'Change notification settings',
    body: updateSettingsInput,
    responses: { 200: meResponse },
  }),
  /** The body is the image itself (no JSON), so it declares none: the server reads it raw. */
  uploadAvatar: endpoint({
    method: 'PUT',
    path: '/api/v1/me/avatar',
    access: 'account',
    tags,
    summary: 'Upload a profile photo',
    description:
      'The body is the image itself, sent with its Content-Type: image/jpeg, image/png or image/webp, at most 5 MB and 50 megapixels. It is turned upright, cropped to a centred square and resized to 256 px, without its metadata; the profile’s `photoURL` then points to it. A file of another type is refused with 415, one over 5 MB with 413, one that is not a readable image or has too many pixels with 400.',
    responses: { 200: meResponse },
  }),
  removeAvatar: endpoint({
    method: 'DELETE',
    path: '/api/v1/me/avatar',
    access: 'account',
    tags,
    summary: 'Remove the profile photo',
    description: 'The stored photo is deleted; the profile shows initials again.',
    responses: { 200: meResponse },
  }),
  /** Answers the image's bytes, so no JSON response is declared. */
  avatar: endpoint({
    method: 'GET',
    path: `${AVATAR_PATH}/:userId/:hash`,
    access: 'public',
    tags,
    summary: 'A profile photo',
    description:
      'The image a profile’s `photoURL` points to. Its address holds a hash of its content, so it is cached for a year; a replaced or removed photo answers 404.',
    params: z.object({ userId: z.string().max(100), hash: z.string().max(100) }),
    responses: {},
  }),
};
