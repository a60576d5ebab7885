import { createHash } from 'node:crypto';
import {
  AVATAR_PATH,
  AVATAR_SIZE,
  AVATAR_WRONG_TYPE,
  avatarContentTypes,
  type AvatarContentType,
} from '@tocsin/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { avatars, profiles } from '../../db/schema.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';

/**
 * The most pixels an upload may decode to: a 50-megapixel phone photo fits, while a small file
 * claiming a huge canvas (a decompression bomb) is refused before it is decoded.
 */
export const AVATAR_MAX_PIXELS = 50_000_000;

/** What is served: WebP keeps a PNG's transparency and is small at 256 px. */
const STORED_TYPE = 'image/webp';

const NOT_AN_IMAGE =
  'This file could not be read as a JPEG, PNG or WebP image: it may be damaged. Choose another photo.';

/** Sharp is native and large: loaded the first time a photo is resized, never at start-up. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

function isAvatarType(type: string): type is AvatarContentType {
  return (avatarContentTypes as readonly string[]).includes(type);
}

/** The media type a request declared, without its parameters, lower case. */
export function declaredType(header: string | undefined) {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The upload cropped to a centred square of 256 px, turned upright by its EXIF orientation, with
 * no metadata (location, camera) kept; refused with the reason when it is not a photo we take.
 */
export async function resizeAvatar(input: Buffer, contentType: string) {
  if (!isAvatarType(contentType)) {
    const named = contentType ? ` (this file was sent as ${contentType.slice(0, 60)})` : '';
    throw new AppError('unsupported-media-type', `${AVATAR_WRONG_TYPE}${named}`);
  }
  const sharp = await loadSharp();
  let metadata;
  try {
    // Reads the header only: the size is known before any pixel is decoded.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(NOT_AN_IMAGE, [{ path: 'body', message: NOT_AN_IMAGE }]);
  }
  const { format } = metadata;
  if (!isAvatarType(`image/${format}`)) {
    throw new AppError(
      'unsupported-media-type',
      `${AVATAR_WRONG_TYPE} This file is ${format ? `a ${format.toUpperCase()} image` : 'not one of them'}.`,
    );
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > AVATAR_MAX_PIXELS) {
    const problem = `This image is ${width} × ${height} pixels, more than the ${AVATAR_MAX_PIXELS / 1_000_000} megapixels a photo may have: choose a smaller one.`;
    throw new ValidationError(problem, [{ path: 'body', message: problem }]);
  }
  try {
    const data = await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: STORED_TYPE };
  } catch {
    throw new ValidationError(NOT_AN_IMAGE, [{ path: 'body', message: NOT_AN_IMAGE }]);
  }
}

/** The address a stored photo is served at; a new photo gets a new one. */
export function avatarUrl(userId: string, hash: string) {
  return `${AVATAR_PATH}/${userId}/${hash}`;
}

/** Resizes and stores the person's photo, replacing any earlier one, and points the profile at it. */
export async function saveAvatar(db: Db, userId: string, input: Buffer, contentType: string) {
  const { data, contentType: storedType } = await resizeAvatar(input, contentType);
  const hash = createHash('sha256').update(data).digest('hex');
  await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ userId, hash, contentType: storedType, data })
      .onConflictDoUpdate({
        target: avatars.userId,
        set: { hash, contentType: storedType, data, createdAt: new Date() },
      });
    await tx
      .update(profiles)
      .set({ photoUrl: avatarUrl(userId, hash) })
      .where(eq(profiles.userId, userId));
  });
}

/** Removes the photo: the profile falls back to initials. */
export async function removeAvatar(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    await tx.update(profiles).set({ photoUrl: null }).where(eq(profiles.userId, userId));
  });
}

/** The stored photo at this address; an old or made-up hash finds nothing. */
export async function findAvatar(db: Db, userId: string, hash: string) {
  const [found] = await db
    .select({ data: avatars.data, contentType: avatars.contentType })
    .from(avatars)
    .where(and(eq(avatars.userId, userId), eq(avatars.hash, hash)));
  if (!found)
    throw new NotFoundError('There is no photo at this address: it may have been replaced.');
  return found;
}
