import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { api, ApiError } from './api-client';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api', () => {
  it('sends JSON with the same-origin cookie and returns the parsed body', async () => {
    const fetch = stubFetch({ 'POST /api/thing': () => jsonResponse(200, { ok: 1 }) });
    await expect(api('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('returns undefined for an empty success body', async () => {
    stubFetch({ 'POST /api/auth/sign-out': () => new Response(null, { status: 204 }) });
    await expect(api('/api/auth/sign-out', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('carries status, code, message and issues of an error body', async () => {
    stubFetch({
      'GET /api/v1/me': () =>
        jsonResponse(422, {
          code: 'validation-failed',
          message: 'Check the fields',
          issues: [{ path: 'phone', message: 'Too short' }],
        }),
    });
    const error = await failureOf(api('/api/v1/me'));
    expect(error).toMatchObject({
      status: 422,
      code: 'validation-failed',
      message: 'Check the fields',
      issues: [{ path: 'phone', message: 'Too short' }],
    });
  });

  it("maps a network failure (fetch's TypeError) to 'network-request-failed'", async () => {
    stubFetch({
      'GET /api/v1/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failureOf(api('/api/v1/me'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network-request-failed');
  });

  it('gives a body that is not the error shape a code from the status and no message', async () => {
    stubFetch({ 'GET /a': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) });
    expect(await failureOf(api('/a'))).toMatchObject({
      status: 502,
      code: 'internal',
      message: '',
    });
  });

  it("maps any 429 to 'too-many-requests', whatever its body", async () => {
    stubFetch({
      'POST /b': () => jsonResponse(429, { statusCode: 429, error: 'Too Many Requests' }),
    });
    expect((await failureOf(api('/b', { body: {} }))).code).toBe('too-many-requests');
  });

  it('lets an abort through unchanged', async () => {
    stubFetch({
      'GET /c': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(api('/c')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
