import type { EndpointSpec } from '@tocsin/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** The request of an endpoint's handler: its params, query and body as the schemas parsed them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/**
 * What a handler answers: a body one of the endpoint's responses accepts, or the reply it sent.
 * An endpoint that declares no answer (a page, a file) answers whatever it sends.
 */
export type EndpointAnswer<E extends EndpointSpec> = [keyof E['responses']] extends [never]
  ? unknown
  : Input<E['responses'][keyof E['responses']]> | FastifyReply;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** What a route adds to its declaration: limits, a rate limit, schema parts only the server has. */
export interface RouteExtras {
  config?: FastifyContextConfig & Record<string, unknown>;
  schema?: Partial<FastifySchema> & Record<string, unknown>;
  bodyLimit?: number;
  preHandler?: RouteShorthandOptions['preHandler'];
  /** A route that reads its body itself (raw bytes) checks it with its own compiler. */
  validatorCompiler?: RouteShorthandOptions['validatorCompiler'];
  errorHandler?: RouteShorthandOptions['errorHandler'];
}

/** The session plugin's config of an endpoint's access (plugins/session.ts checks it). */
export function accessConfig(spec: Pick<EndpointSpec, 'access' | 'optionalCaller'>) {
  if (spec.access === 'public') return { auth: 'public' as const };
  return {
    auth: spec.optionalCaller ? ('optional-session' as const) : ('session' as const),
    access: spec.access,
  };
}

/**
 * Registers the route of an endpoint declared in the contract: its method, path, schemas,
 * OpenAPI text and access come from the declaration, the handler and any extras from the module.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  spec: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  register(app, [spec], handler, extras);
}

/**
 * Registers one route for endpoints that differ only in their method (a push URL taking GET and
 * POST): one route, so a rate limit counts the calls of every method together.
 */
export function routeMethods<E extends EndpointSpec>(
  app: FastifyInstance,
  specs: readonly [E, ...(Omit<E, 'method'> & Pick<EndpointSpec, 'method'>)[]],
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  register(app, specs, handler, extras);
}

function register<E extends EndpointSpec>(
  app: FastifyInstance,
  [spec, ...others]: readonly [E, ...Pick<EndpointSpec, 'method' | 'path'>[]],
  handler: EndpointHandler<E>,
  extras: RouteExtras,
) {
  for (const other of others) {
    if (other.path !== spec.path) throw new Error(`${other.path}: not the path of ${spec.path}`);
  }
  // An endpoint answering no JSON (a page, a file) declares no answer, and the document shows
  // the default one for it.
  const declared = Object.keys(spec.responses).length > 0;
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(spec.params === undefined ? {} : { params: spec.params }),
    ...(spec.query === undefined ? {} : { querystring: spec.query }),
    ...(spec.body === undefined ? {} : { body: spec.body }),
    ...(declared ? { response: spec.responses } : {}),
    ...extras.schema,
  };
  const { bodyLimit, preHandler, validatorCompiler, errorHandler } = extras;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: others.length === 0 ? spec.method : [spec.method, ...others.map((o) => o.method)],
    url: spec.path,
    schema,
    config: { ...accessConfig(spec), ...extras.config },
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...(preHandler === undefined ? {} : { preHandler }),
    ...(validatorCompiler === undefined ? {} : { validatorCompiler }),
    ...(errorHandler === undefined ? {} : { errorHandler }),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
