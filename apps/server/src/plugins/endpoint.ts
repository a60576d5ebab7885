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

/** What a handler answers: a body one of the endpoint's responses accepts, or the reply it sent. */
export type EndpointAnswer<E extends EndpointSpec> =
  Input<E['responses'][keyof E['responses']]> | FastifyReply;

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
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(spec.params === undefined ? {} : { params: spec.params }),
    ...(spec.query === undefined ? {} : { querystring: spec.query }),
    ...(spec.body === undefined ? {} : { body: spec.body }),
    // None declared (a file, a stream, a bare 204): the document shows a default answer.
    ...(Object.keys(spec.responses).length === 0 ? {} : { response: spec.responses }),
    ...extras.schema,
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    schema,
    config: { ...accessConfig(spec), ...extras.config },
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(extras.preHandler === undefined ? {} : { preHandler: extras.preHandler }),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
