/** The photo a person uploads for their profile (PUT /api/v1/me/avatar). */

/** The kinds of image taken, by the Content-Type the upload is sent with. */
export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarContentType = (typeof avatarContentTypes)[number];

/** The largest upload taken: 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The side of the square the photo is cropped and resized to. */
export const AVATAR_SIZE = 256;

/** Where every stored photo is served from: `${AVATAR_PATH}/{userId}/{hash}`. */
export const AVATAR_PATH = '/api/v1/avatars';

export const AVATAR_TOO_LARGE =
  'The photo is larger than 5 MB: choose a smaller one, or save it at a lower quality first.';
export const AVATAR_WRONG_TYPE = 'Choose a JPEG, PNG or WebP image for your photo.';
