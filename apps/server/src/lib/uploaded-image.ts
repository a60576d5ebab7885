import { avatarContentTypes, type AvatarContentType } from '@tocsin/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ResizeOptions } from 'sharp';
import { AppError, ValidationError } from './errors.js';

/**
 * The most pixels an upload may decode to: a 50-megapixel phone photo fits, while a small file
 * claiming a huge canvas (a decompression bomb) is refused before it is decoded.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** What is stored and served: WebP keeps a PNG's transparency and is small. */
const STORED_TYPE = 'image/webp';

/** Sharp is native and large: loaded the first time an image is resized, never at start-up. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

function isTakenType(type: string): type is AvatarContentType {
  return (avatarContentTypes as readonly string[]).includes(type);
}

/** The media type a request declared, without its parameters, lower case. */
export function declaredType(header: string | undefined) {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface ImageRules {
  /** How the image is resized (sharp's options). */
  resize: ResizeOptions & { width: number; height: number };
  /** The refusal of a type other than JPEG, PNG or WebP ("Choose a JPEG, PNG or WebP image ..."). */
  wrongType: string;
  /** What the upload is called in messages: "photo", "logo". */
  noun: string;
}

/**
 * An uploaded JPEG, PNG or WebP re-encoded as WebP: turned upright by its EXIF orientation,
 * resized by `rules`, with no metadata (location, camera) kept. Anything else (SVG, GIF, a damaged
 * file, too many pixels) is refused with the reason.
 */
export async function reencodeImage(input: Buffer, contentType: string, rules: ImageRules) {
  const notAnImage = `This file could not be read as a JPEG, PNG or WebP image: it may be damaged. Choose another ${rules.noun}.`;
  if (!isTakenType(contentType)) {
    const named = contentType ? ` (this file was sent as ${contentType.slice(0, 60)})` : '';
    throw new AppError('unsupported-media-type', `${rules.wrongType}${named}`);
  }
  const sharp = await loadSharp();
  let metadata;
  try {
    // Reads the header only: the size is known before any pixel is decoded.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(notAnImage, [{ path: 'body', message: notAnImage }]);
  }
  const { format } = metadata;
  if (!isTakenType(`image/${format}`)) {
    throw new AppError(
      'unsupported-media-type',
      `${rules.wrongType} This file is ${format ? `a ${format.toUpperCase()} image` : 'not one of them'}.`,
    );
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > IMAGE_MAX_PIXELS) {
    const problem = `This image is ${width} × ${height} pixels, more than the ${IMAGE_MAX_PIXELS / 1_000_000} megapixels a ${rules.noun} may have: choose a smaller one.`;
    throw new ValidationError(problem, [{ path: 'body', message: problem }]);
  }
  try {
    const data = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(rules.resize)
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: STORED_TYPE };
  } catch {
    throw new ValidationError(notAnImage, [{ path: 'body', message: notAnImage }]);
  }
}

/** A year: an image's address holds a hash of its content, so a cached copy is never stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Makes `scope` take a raw image body of at most `maxBytes` instead of JSON, and gives the
 * error handler that words Fastify's refusals of the body as an upload's: too large, wrong type.
 */
export function takeRawImages(
  scope: FastifyInstance,
  { maxBytes, tooLarge, wrongType }: { maxBytes: number; tooLarge: string; wrongType: string },
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, parsed) => parsed(null, body),
  );
  return (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('payload-too-large', tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE')
      throw new AppError('unsupported-media-type', wrongType);
    throw error;
  };
}
