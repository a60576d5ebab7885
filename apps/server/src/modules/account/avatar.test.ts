import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { avatars, profiles } from '../../db/schema.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';

const ORIGIN = 'http://localhost:3000';

/** A real photo: 600 × 400, red on the left half, blue on the right. */
function landscapePng() {
  return sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .composite([
      {
        input: {
          create: { width: 300, height: 400, channels: 3, background: { r: 255, g: 0, b: 0 } },
        },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/**
 * A JPEG stored sideways, 400 wide and 200 high, red on top, with EXIF orientation 6 (turn 90°
 * clockwise to show) and a camera name that must not survive.
 */
function sidewaysJpeg() {
  return sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .composite([
      {
        input: {
          create: { width: 400, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Analytical Engines', Model: 'Difference 2' } })
    .toBuffer();
}

/**
 * A decompression bomb: a valid 1 × 1 PNG whose header claims `width` × `height`, a few hundred
 * bytes that would decode to gigabytes.
 */
async function pixelBomb(width: number, height: number) {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width, height, ... CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The colour of one pixel of a served photo. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

describeEachDatabase('profile photo (/api/v1/me/avatar)', (h) => {
  let png: Buffer;
  beforeAll(async () => {
    png = await landscapePng();
  });

  const upload = (cookie: string | undefined, body: Buffer | string, type: string | null) =>
    h().app.inject({
      method: 'PUT',
      url: '/api/v1/me/avatar',
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(type ? { 'content-type': type } : {}),
      },
      remoteAddress: nextIp(),
      payload: body,
    });
  const me = async (cookie: string) =>
    (await h().app.inject({ url: '/api/v1/me', headers: { cookie } })).json<{
      profile: { id: string; photoURL: string | null };
    }>().profile;
  const stored = async (userId: string) =>
    h().db.select().from(avatars).where(eq(avatars.userId, userId));

  it('stores a PNG as a 256 px square without metadata, served with a year-long cache', async () => {
    const cookie = await signUpCookie(h().app);
    const res = await upload(cookie, png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { id, photoURL } = res.json<{ profile: { id: string; photoURL: string } }>().profile;
    expect(photoURL).toMatch(new RegExp(`^/api/v1/avatars/${id}/[0-9a-f]{64}$`));
    expect((await me(cookie)).photoURL).toBe(photoURL);

    // Served to anyone who has the address, without a session.
    const served = await h().app.inject({ url: photoURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = served.rawPayload;
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    // Cropped from the centre: red on the left, blue on the right.
    expect(isRed(await pixel(image, 20, 128))).toBe(true);
    expect(isBlue(await pixel(image, 235, 128))).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and drops the camera details', async () => {
    const cookie = await signUpCookie(h().app);
    const res = await upload(cookie, await sidewaysJpeg(), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await h().app.inject({ url: res.json().profile.photoURL as string });
    const image = served.rawPayload;
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      256,
      256,
      undefined,
      undefined,
    ]);
    expect(image.includes('Analytical Engines')).toBe(false);
    // The red top of the stored picture is the right side once turned upright.
    expect(isRed(await pixel(image, 235, 128))).toBe(true);
    expect(isBlue(await pixel(image, 20, 128))).toBe(true);
  });

  it('takes a WebP, and a new photo gets a new address while the old one answers 404', async () => {
    const cookie = await signUpCookie(h().app);
    const first = (await upload(cookie, png, 'image/png')).json().profile.photoURL as string;
    const webp = await sharp(png).flop().webp().toBuffer();
    const res = await upload(cookie, webp, 'image/webp');
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json().profile.photoURL as string;
    expect(second).not.toBe(first);
    expect((await h().app.inject({ url: first })).statusCode).toBe(404);
    expect((await h().app.inject({ url: second })).statusCode).toBe(200);
    expect(await stored(res.json().profile.id as string)).toHaveLength(1);
  });

  it('answers 404 in the API shape for a wrong hash or another person', async () => {
    const cookie = await signUpCookie(h().app);
    const url = (await upload(cookie, png, 'image/png')).json().profile.photoURL as string;
    const [, , , , userId, hash] = url.split('/');
    for (const wrong of [
      `/api/v1/avatars/${userId}/${'0'.repeat(64)}`,
      `/api/v1/avatars/${userId}/${hash!.slice(0, 10)}`,
      `/api/v1/avatars/${crypto.randomUUID()}/${hash}`,
    ]) {
      const res = await h().app.inject({ url: wrong });
      expect(res.statusCode, wrong).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('removes the photo: the profile falls back to initials and the old address is gone', async () => {
    const cookie = await signUpCookie(h().app);
    const url = (await upload(cookie, png, 'image/png')).json().profile.photoURL as string;
    const res = await h().app.inject({
      method: 'DELETE',
      url: '/api/v1/me/avatar',
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.photoURL).toBeNull();
    expect((await me(cookie)).photoURL).toBeNull();
    expect((await h().app.inject({ url })).statusCode).toBe(404);
    expect(await stored(res.json().profile.id as string)).toEqual([]);
  });

  it('removes the photo when PATCH /api/v1/me sends photoURL null', async () => {
    const cookie = await signUpCookie(h().app);
    const url = (await upload(cookie, png, 'image/png')).json().profile.photoURL as string;
    const res = await h().app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, origin: ORIGIN },
      payload: { photoURL: null },
    });
    expect(res.json().profile.photoURL).toBeNull();
    expect((await h().app.inject({ url })).statusCode).toBe(404);
  });

  it.each<[string, () => Promise<Buffer | string>, string | null, number, string, RegExp]>([
    [
      'a GIF',
      () => sharp(png).gif().toBuffer(),
      'image/gif',
      415,
      'unsupported-media-type',
      /JPEG, PNG or WebP.*image\/gif/,
    ],
    [
      'a GIF sent as a PNG',
      () => sharp(png).gif().toBuffer(),
      'image/png',
      415,
      'unsupported-media-type',
      /This file is a GIF image/,
    ],
    [
      'JSON',
      () => Promise.resolve('{"photo":"x"}'),
      'application/json',
      415,
      'unsupported-media-type',
      /JPEG/,
    ],
    ['no Content-Type', () => Promise.resolve(png), null, 415, 'unsupported-media-type', /JPEG/],
    [
      'random bytes sent as a JPEG',
      () => Promise.resolve(randomBytes(64 * 1024)),
      'image/jpeg',
      400,
      'validation-failed',
      /could not be read/,
    ],
    [
      'a PNG cut in half',
      () => Promise.resolve(png.subarray(0, Math.floor(png.length / 2))),
      'image/png',
      400,
      'validation-failed',
      /could not be read/,
    ],
    [
      'a pixel bomb (a small PNG of 20000 × 20000 pixels)',
      () => pixelBomb(20_000, 20_000),
      'image/png',
      400,
      'validation-failed',
      /20000 × 20000 pixels/,
    ],
    [
      'a 6 MB body',
      () => Promise.resolve(Buffer.concat([png, randomBytes(6 * 1024 * 1024)])),
      'image/png',
      413,
      'payload-too-large',
      /5 MB/,
    ],
  ])(
    'refuses %s with a clear error and stores nothing',
    async (_l, make, type, status, code, message) => {
      const cookie = await signUpCookie(h().app);
      const body = await make();
      const res = await upload(cookie, body, type);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) });
      const { id, photoURL } = await me(cookie);
      expect(photoURL).toBeNull();
      expect(await stored(id)).toEqual([]);
    },
  );

  it('keeps the photo it had when a bad file is sent after it', async () => {
    const cookie = await signUpCookie(h().app);
    const url = (await upload(cookie, png, 'image/png')).json().profile.photoURL as string;
    expect((await upload(cookie, randomBytes(1024), 'image/png')).statusCode).toBe(400);
    expect((await me(cookie)).photoURL).toBe(url);
    expect((await h().app.inject({ url })).statusCode).toBe(200);
  });

  it('takes an upload only from a signed-in person on this site', async () => {
    expect((await upload(undefined, png, 'image/png')).statusCode).toBe(401);
    const cookie = await signUpCookie(h().app);
    const res = await h().app.inject({
      method: 'PUT',
      url: '/api/v1/me/avatar',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(403);
    const deleted = await h().app.inject({ method: 'DELETE', url: '/api/v1/me/avatar' });
    expect(deleted.statusCode).toBe(401);
  });

  it('is at most 5 MB: a body of exactly that size is read, not refused for size', async () => {
    const cookie = await signUpCookie(h().app);
    const body = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length)]);
    const res = await upload(cookie, body, 'image/png');
    expect(res.json().message).not.toBe(AVATAR_TOO_LARGE);
    expect(res.statusCode).toBe(200);
    const [row] = await h()
      .db.select()
      .from(profiles)
      .where(eq(profiles.userId, (await me(cookie)).id));
    expect(row!.photoUrl).toMatch(/^\/api\/v1\/avatars\//);
  });
});
