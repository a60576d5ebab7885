import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where `@tocsin/client` keeps the types of the API. */
export const clientSchemaPath = fileURLToPath(
  new URL('../../../packages/client/src/schema.ts', import.meta.url),
);

const header = `/**
 * The types of Tocsin's API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run generate -w packages/client\` after changing a route's schema.
 */

`;

/** The TypeScript source of the API's types, as `packages/client/src/schema.ts` holds it. */
export async function clientSchemaSource(document: unknown) {
  return header + astToString(await openapiTS(document as OpenAPI3));
}

export const committedClientSchema = () => readFile(clientSchemaPath, 'utf8');

/** Writes the client's types from the document of the app as this checkout builds it. */
export async function writeClientSchema() {
  const { openApiDocument } = await import('./openapi-document.js');
  await writeFile(clientSchemaPath, await clientSchemaSource(await openApiDocument()));
  console.log(`Wrote ${clientSchemaPath}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeClientSchema();
