import {
  endpointUrl,
  type ApiError as ApiErrorBody,
  type BodyOf,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@tocsin/contract';
import type { ZodType } from 'zod';

/** An API failure as the UI needs it: HTTP status (0 when the request never got an answer) and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method?: Method;
  /** Sent as JSON; a Blob (a chosen file) is sent as itself, with its own type. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the same-origin API with the session cookie and JSON, and returns the parsed body.
 * Every failure becomes an ApiError so forms can map `code` to the catalogue's text.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = request.body === undefined ? 'GET' : 'POST', body, signal } = request;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined
          ? {}
          : { 'content-type': body instanceof Blob ? body.type : 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // fetch rejects with a TypeError when the network fails (offline, DNS, CORS, server down).
    if (error instanceof TypeError) {
      throw new ApiError(0, 'network-request-failed', 'Network request failed');
    }
    throw error;
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;
  throw toApiError(response.status, payload);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Tocsin's error body (`{ code, message, issues? }`), told apart from a proxy's or a gateway's. */
function isErrorBody(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, message, issues } = payload as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (issues === undefined ||
      (Array.isArray(issues) &&
        issues.every(
          (issue: { path?: unknown; message?: unknown } | null) =>
            typeof issue?.path === 'string' && typeof issue.message === 'string',
        )))
  );
}

function toApiError(status: number, payload: unknown): ApiError {
  // A proxy or the rate limiter may answer 429 in its own shape; the UI only needs the code.
  const fallbackCode =
    status === 429 ? 'too-many-requests' : status >= 500 ? 'internal' : 'unknown';
  if (!isErrorBody(payload)) return new ApiError(status, fallbackCode, '');
  const code = status === 429 ? 'too-many-requests' : payload.code;
  return new ApiError(status, code, payload.message, payload.issues);
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Whether an endpoint declares a part (params, query, body). */
type Has<Schema> = [Schema] extends [ZodType] ? true : false;

/** What a call of an endpoint gives: its path parameters, query and body, as it declares them. */
export type CallRequest<E extends EndpointSpec> = (Has<E['params']> extends true
  ? { params: ParamsOf<E> }
  : { params?: never }) &
  (Has<E['query']> extends true ? { query?: Partial<QueryOf<E>> } : { query?: never }) &
  (Has<E['body']> extends true ? { body: BodyOf<E> | Blob } : { body?: never }) & {
    signal?: AbortSignal;
  };

/**
 * Calls an endpoint declared in the contract and returns its answer, read with the schema the
 * endpoint declares for it (nothing for a 204).
 */
export async function call<E extends EndpointSpec>(
  endpoint: E,
  ...[request]: object extends CallRequest<E> ? [CallRequest<E>?] : [CallRequest<E>]
): Promise<ResponseOf<E>> {
  const { params, query, body, signal } = (request ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const payload = await api<unknown>(endpointUrl(endpoint, params, query), {
    method: endpoint.method,
    body,
    signal,
  });
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined || status === 204) return undefined as ResponseOf<E>;
  return endpoint.responses[status]!.parse(payload) as ResponseOf<E>;
}
