import type { z } from 'zod';
import type { Permission } from './access.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, or a caller (a session or an API key) holding a permission. */
export type EndpointAccess = 'public' | Permission;

/**
 * One endpoint of the API, declared once: the server registers its route from it (schemas,
 * permission, OpenAPI text), the web calls it by reference, and the typed client and the
 * OpenAPI document follow from the routes.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's syntax: `/api/v1/monitors/:id`. */
  path: `/api/${string}`;
  access: EndpointAccess;
  /** A caller without a session or key is let through too, as nobody (`request.auth` null). */
  optionalCaller?: true;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Each status the endpoint answers with, and its body (z.null() for none); `{}` for an answer
   * that is not described (a file, a stream of events, a 204 the document leaves bare).
   */
  responses: Readonly<Record<number, z.ZodType>>;
}

/** Declares an endpoint, keeping its literal types for both sides. */
export function endpoint<const Spec extends EndpointSpec>(spec: Spec): Spec {
  return spec;
}

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a caller gives for the path parameters, the query and the body. */
export type ParamsOf<E extends EndpointSpec> = Input<E['params']>;
export type QueryOf<E extends EndpointSpec> = Input<E['query']>;
export type BodyOf<E extends EndpointSpec> = Input<E['body']>;
/** The body of a successful answer (2xx), as the caller receives it. */
export type ResponseOf<E extends EndpointSpec> = Output<
  E['responses'][Extract<keyof E['responses'], 200 | 201 | 202 | 204>]
>;

/** The path of an endpoint with its `:name` parameters filled in and the query appended. */
export function endpointUrl(
  spec: Pick<EndpointSpec, 'path'>,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = spec.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${spec.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
