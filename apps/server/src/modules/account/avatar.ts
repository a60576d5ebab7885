import { createHash } from 'node:crypto';
import { AVATAR_PATH, AVATAR_SIZE, AVATAR_WRONG_TYPE } from '@tocsin/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { avatars, profiles } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/uploaded-image.js';

/**
 * The upload cropped to a centred square of 256 px, turned upright, with no metadata kept;
 * refused with the reason when it is not a photo we take.
 */
export const resizeAvatar = (input: Buffer, contentType: string) =>
  reencodeImage(input, contentType, {
    resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' },
    wrongType: AVATAR_WRONG_TYPE,
    noun: 'photo',
  });

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
