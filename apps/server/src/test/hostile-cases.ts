/**
 * Hostile requests derived from the OpenAPI document: for each operation, what an attacker or a
 * careless client sends to each body field, path and query parameter, and as a whole body. Pure:
 * hostile-input.test.ts sends them and judges the answers.
 */

/** The part of JSON Schema the document's request schemas use. */
export interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/v1/monitors/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; none when the operation declares no body. */
  body?: Schema;
  /** The document puts a lock on it: it needs a session. */
  signedIn: boolean;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: unknown[];
      }
    >
  >;
}

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      signedIn: (op.security ?? []).length > 0,
    })),
  );
}

/** JSON to send as application/json, or raw text with the content type given (null: none). */
export type HostileBody = { json: unknown } | { raw: string; contentType: string | null };

export interface HostileCase {
  /** Where the hostile part is: `body.tags.0`, `query.limit`, `path.id`, or `body` as a whole. */
  where: string;
  what: string;
  /** Path parameters to send instead of the valid ones, %-encoded as they go in the URL. */
  path?: Record<string, string>;
  /** The query string, %-encoded. */
  query?: string;
  /** The body instead of the valid one. */
  body?: HostileBody;
  /** Which valid example (branch of a oneOf) the body was made from. */
  example?: number;
  /** Why a 2xx is a fine answer to this case, when it is. */
  ignorable?: string;
}

const MEGABYTE = 1_000_000;
/** Longer than any URL a server takes in its request line (Node allows 16 KB of headers). */
const URL_LONG = 8_000;
const NESTING = 10_000;

/** `text` made `length` characters long with letters a form would accept. */
const pad = (text: string, length: number) => text + 'a'.repeat(Math.max(1, length - text.length));

/** The branches of a oneOf or anyOf; a schema without them is its own one branch. */
const branches = (schema: Schema): Schema[] => schema.oneOf ?? schema.anyOf ?? [schema];

/** A schema for an open object (`additionalProperties`), read off the valid example sent there. */
function inferred(value: unknown): Schema {
  if (Array.isArray(value)) return { type: 'array', items: inferred(value[0]) };
  if (value !== null && typeof value === 'object')
    return {
      type: 'object',
      properties: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inferred(v)])),
    };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  return { type: value === null ? undefined : typeof value };
}

interface Field {
  path: (string | number)[];
  schema: Schema;
  valid: unknown;
}

/** Every field of `schema` with the example's value there, nested objects and arrays included. */
function fieldsOf(schema: Schema, example: unknown, path: (string | number)[] = []): Field[] {
  if (schema.oneOf || schema.anyOf)
    return branches(schema).flatMap((branch) => fieldsOf(branch, example, path));
  const open = !schema.properties && typeof schema.additionalProperties === 'object';
  const known =
    open && example !== null && typeof example === 'object' ? inferred(example) : schema;
  const here: Field[] = path.length > 0 ? [{ path, schema: known, valid: example }] : [];
  const record = (example ?? {}) as Record<string, unknown>;
  const nested = Object.entries(known.properties ?? {}).flatMap(([key, property]) =>
    fieldsOf(property, record[key], [...path, key]),
  );
  const items = known.items
    ? fieldsOf(known.items, Array.isArray(example) ? example[0] : undefined, [...path, 0])
    : [];
  return [...here, ...nested, ...items];
}

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function accepts(schema: Schema, value: unknown): boolean {
  if (!schema.type) return true;
  const type = typeOf(value);
  if (type === 'null') return !!schema.nullable;
  if (type === 'number') return schema.type === 'number' || schema.type === 'integer';
  return schema.type === type;
}

/** A valid value for a field that the example leaves out. */
function someValue(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return {};
  return 'a';
}

/** What goes into one field: bad text, too much of it, values out of range, the wrong type. */
function valuesFor({ schema, valid }: Field): { what: string; value: unknown }[] {
  const out: { what: string; value: unknown }[] = [];
  const text = typeof valid === 'string' ? valid : 'a';
  if (schema.type === 'string') {
    out.push({ what: 'a NUL character', value: `${text}\u0000` });
    out.push({ what: 'a lone surrogate', value: `${text}\ud800` });
    if (schema.maxLength !== undefined)
      out.push({ what: `maxLength + 1 characters`, value: pad(text, schema.maxLength + 1) });
    out.push({ what: '~1 MB of text', value: pad(text, MEGABYTE) });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.maximum !== undefined) out.push({ what: 'maximum + 1', value: schema.maximum + 1 });
    if (schema.minimum !== undefined) out.push({ what: 'minimum - 1', value: schema.minimum - 1 });
    if (schema.type === 'integer') out.push({ what: 'a fraction', value: 1.5 });
    out.push({ what: 'a huge number', value: 1e308 });
  }
  if (schema.type === 'array') {
    const item = Array.isArray(valid) && valid.length > 0 ? valid[0] : someValue(schema.items!);
    if (schema.maxItems !== undefined)
      out.push({ what: 'maxItems + 1 items', value: Array(schema.maxItems + 1).fill(item) });
    const count = Math.floor(MEGABYTE / (JSON.stringify(item).length + 1));
    out.push({ what: `~1 MB array (${count} items)`, value: Array(count).fill(item) });
  }
  const typed = typeof valid === 'number' || typeof valid === 'boolean' ? String(valid) : 'text';
  const wrong: [string, unknown][] = [
    ['a number', 12345],
    ['a string', typed],
    ['an object', { hostile: 'x' }],
    ['an array', ['x']],
    ['null', null],
    ['a boolean', true],
  ];
  for (const [what, value] of wrong)
    if (!accepts(schema, value)) out.push({ what: `${what} instead of ${schema.type}`, value });
  return out;
}

function withValue(example: unknown, path: (string | number)[], value: unknown): unknown {
  const root = structuredClone(example ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[i + 1];
    const child = node[key];
    if (child === null || typeof child !== 'object') node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

/** Each field of each valid example, with each hostile value; a field shared by branches once. */
function* bodyFieldCases(schema: Schema, examples: unknown[]): Generator<HostileCase> {
  const seen = new Set<string>();
  for (const [index, example] of examples.entries()) {
    for (const field of fieldsOf(schemaFor(schema, example), example)) {
      for (const { what, value } of valuesFor(field)) {
        const where = `body.${field.path.join('.')}`;
        const key = `${where} ${what}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const body = { json: withValue(example, field.path, value) };
        yield { where, what, example: index, body };
      }
    }
  }
}

/** The branch of a oneOf this example is for: the one whose one-value enum it matches. */
function schemaFor(schema: Schema, example: unknown): Schema {
  if (!schema.oneOf && !schema.anyOf) return schema;
  const record = (example ?? {}) as Record<string, unknown>;
  const found = branches(schema).find((branch) =>
    Object.entries(branch.properties ?? {}).some(
      ([key, p]) => p.enum?.length === 1 && p.enum[0] === record[key],
    ),
  );
  if (!found) throw new Error(`no branch of the body schema matches ${JSON.stringify(example)}`);
  return found;
}

/** A valid query value: the first choice, the default, the least number, a date. */
function validQueryValue(schema: Schema): string {
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  return String(someValue(schema));
}

function parameterCases(op: Operation, validPath: Record<string, string>): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const { in: where, name, schema } of op.parameters) {
    const valid = where === 'path' ? validPath[name]! : validQueryValue(schema);
    const values: { what: string; value: string; ignorable?: string }[] = [
      { what: 'a NUL character (%00)', value: `${valid}%00` },
      {
        what: 'the bytes of a lone surrogate (%ED%A0%80)',
        value: `${valid}%ED%A0%80`,
        // A query value that does not decode is kept as it was typed: text PostgreSQL can store.
        ...(where === 'query' ? { ignorable: 'an undecodable query value is kept as typed' } : {}),
      },
      ...(schema.maxLength !== undefined
        ? [{ what: 'maxLength + 1 characters', value: pad(valid, schema.maxLength + 1) }]
        : []),
      { what: `${URL_LONG} characters`, value: pad(valid, URL_LONG) },
    ];
    if (where === 'query') {
      if (schema.type === 'integer' || schema.type === 'number') {
        values.push({ what: 'not a number', value: 'abc' }, { what: 'a fraction', value: '1.5' });
        values.push({ what: 'a number past any bound', value: '1e400' });
        if (schema.minimum !== undefined)
          values.push({ what: 'minimum - 1', value: String(schema.minimum - 1) });
        if (schema.maximum !== undefined)
          values.push({ what: 'maximum + 1', value: String(schema.maximum + 1) });
      }
      if (schema.enum) values.push({ what: 'not one of the choices', value: 'hostile' });
      if (schema.format === 'date-time') values.push({ what: 'not a date', value: 'yesterday' });
    }
    for (const { what, value, ignorable } of values) {
      const hostile =
        where === 'path' ? { path: { [name]: value } } : { query: `${name}=${value}` };
      cases.push({
        where: `${where}.${name}`,
        what,
        ...hostile,
        ...(ignorable ? { ignorable } : {}),
      });
    }
    if (where === 'query')
      cases.push({
        where: `query.${name}`,
        what: 'given twice',
        query: `${name}=${valid}&${name}=${valid}`,
      });
  }
  const ignored = 'a query parameter the route does not take is ignored';
  cases.push({
    where: 'query',
    what: 'an unknown parameter',
    query: 'hostile=1',
    ignorable: ignored,
  });
  cases.push({
    where: 'query',
    what: 'an unknown parameter given twice',
    query: 'hostile=a&hostile=b',
    ignorable: ignored,
  });
  return cases;
}

/** Whole bodies: too deep, too big, not JSON, not an object, poisoned keys. */
function wholeBodyCases(example: unknown): HostileCase[] {
  const valid = JSON.stringify(example ?? {});
  const rest = valid.length > 2 ? `,${valid.slice(1)}` : '}';
  const count = Math.floor(MEGABYTE / 2);
  const json = (raw: string): HostileBody => ({ raw, contentType: 'application/json' });
  const bodies: [string, HostileBody][] = [
    [`${NESTING} nested arrays`, json('['.repeat(NESTING) + ']'.repeat(NESTING))],
    [`${NESTING} nested objects`, json('{"a":'.repeat(NESTING) + '1' + '}'.repeat(NESTING))],
    [`an array of ${count} numbers`, json(`[${Array(count).fill(0).join(',')}]`)],
    ['a string past the 1 MB body limit', { json: 'a'.repeat(1024 * 1024 + 10) }],
    ['an empty body with Content-Type: application/json', json('')],
    ['an empty body without a Content-Type', { raw: '', contentType: null }],
    ['invalid JSON', json('{"name": ')],
    ['a JSON string', { json: 'hostile' }],
    ['a JSON number', { json: 42 }],
    ['JSON null', json('null')],
    ['a JSON array of the valid body', { json: [example ?? {}] }],
    ['a __proto__ key', json(`{"__proto__":{"polluted":"yes"}${rest}`)],
    ['a constructor.prototype key', json(`{"constructor":{"prototype":{"polluted":"yes"}}${rest}`)],
  ];
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=hostile',
    'application/xml',
  ])
    bodies.push([`the valid body as ${contentType.split(';')[0]}`, { raw: valid, contentType }]);
  return bodies.map(([what, body]) => ({ where: 'body', what, body }));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every hostile case for `op`: each parameter, each body field of each valid example (one per
 * oneOf branch), and whole bodies for methods that carry one. Made one at a time, since many hold
 * a megabyte.
 */
export function* hostileCases(
  op: Operation,
  examples: unknown[],
  validPath: Record<string, string>,
): Generator<HostileCase> {
  yield* parameterCases(op, validPath);
  if (op.body) yield* bodyFieldCases(op.body, examples);
  if (BODY_METHODS.has(op.method)) yield* wholeBodyCases(examples[0]);
}
