import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../src/test/harness.js';
import { clientSchemaSource, committedClientSchema } from './client-schema.js';
import { DOCUMENT_PUBLIC_URL } from './openapi-document.js';

describe("@tocsin/client's types", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('embedded', { PUBLIC_URL: DOCUMENT_PUBLIC_URL });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('are the ones generated from the API document this version serves', async () => {
    const document = (await h.app.inject('/api/openapi.json')).json();
    const fresh = await clientSchemaSource(document);
    // Line by line, so a stale file shows the lines that changed.
    expect(
      (await committedClientSchema()).split('\n'),
      'packages/client/src/schema.ts is stale: run `npm run generate -w packages/client` and commit it',
    ).toEqual(fresh.split('\n'));
  });

  it('type the error answer of every operation as the API sends it', async () => {
    const document = (await h.app.inject('/api/openapi.json')).json();
    expect(document.components.schemas.ApiError.required).toEqual(['code', 'message']);
    expect(Object.keys(document.components.schemas)).toEqual(['ApiError']);
    const missing = await h.app.inject('/api/v1/monitors/none');
    const errorAnswer = document.paths['/api/v1/monitors/{id}'].get.responses.default;
    expect(errorAnswer.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(Object.keys(missing.json()).sort()).toEqual(['code', 'message']);
  });
});
