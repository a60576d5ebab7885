import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths } from './schema.js';

/** The body of every error answer: a stable code, a message, and the fields at fault. */
export type ApiError = components['schemas']['ApiError'];

/** A typed client of one Tocsin instance: `GET`, `POST`, `PATCH`, `DELETE` ... on its paths. */
export type TocsinClient = Client<paths>;

export interface TocsinClientOptions {
  /** The instance's address, e.g. `https://tocsin.example.com`. */
  baseUrl: string;
  /** An API key of the workspace (Settings → API keys), `tocsin_...`. */
  apiKey: string;
  /** Another fetch to send requests with (a proxy agent, a test double of your own). */
  fetch?: typeof globalThis.fetch;
}

/** Thrown by {@link createTocsinClient} for options that cannot make a client. */
export class TocsinClientOptionsError extends Error {
  override name = 'TocsinClientOptionsError';
}

/**
 * A client of the instance at `baseUrl` that sends `Authorization: Bearer <apiKey>` with every
 * request. Each call resolves to `{ data }` or `{ error }` (an {@link ApiError}) with the raw
 * `response`; pass it to {@link orThrow} to get the data or a {@link TocsinApiError}.
 */
export function createTocsinClient({ baseUrl, apiKey, fetch }: TocsinClientOptions): TocsinClient {
  const origin = instanceUrl(baseUrl);
  if (!apiKey?.trim()) throw new TocsinClientOptionsError('An API key is required');
  return createClient<paths>({
    baseUrl: origin,
    headers: { authorization: `Bearer ${apiKey.trim()}` },
    ...(fetch ? { fetch } : {}),
  });
}

/** The instance's address without a trailing slash, or a clear error for one that is not. */
function instanceUrl(baseUrl: string) {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TocsinClientOptionsError(
      `The instance URL ${JSON.stringify(baseUrl)} is not a URL: give it as https://tocsin.example.com`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TocsinClientOptionsError(
      `The instance URL must start with http:// or https://, not ${url.protocol}//`,
    );
  if (url.username || url.password)
    throw new TocsinClientOptionsError(
      'The instance URL must not hold a user name or password: the API key is the credential',
    );
  return url.href.replace(/\/+$/, '');
}

/** An error answer of the API, with its HTTP status, stable code, message and fields at fault. */
export class TocsinApiError extends Error {
  override name = 'TocsinApiError';
  readonly status: number;
  readonly code: string;
  readonly issues: NonNullable<ApiError['issues']>;
  /** The error answer as the API sent it. */
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.issues = body.issues ?? [];
    this.body = body;
  }
}

/** What an answer that is not the API's error shape (a proxy's page, an empty body) is called. */
function foreignError(response: Response): ApiError {
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return {
    code: 'unexpected-response',
    message: `The server answered ${status} without a Tocsin error: is the URL that of a Tocsin instance?`,
  };
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/**
 * The data of a call, or a {@link TocsinApiError} thrown with the API's code and message:
 * `const monitor = await orThrow(client.GET('/api/v1/monitors/{id}', { params: { path: { id } } }))`.
 */
export async function orThrow<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok)
    throw new TocsinApiError(response.status, isApiError(error) ? error : foreignError(response));
  return data as T;
}
