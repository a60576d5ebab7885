import { errorCodes, type FastifyError, type FastifyInstance } from 'fastify';
import { AppError, ValidationError } from './errors.js';

/**
 * Makes the routes of `scope` take their JSON body as the chunks it arrived in, for a route that
 * reads it in another process (lib/bounded-work.ts): the route's schema still describes the body
 * in the API's document, and that process applies it (lib/input-rules.ts `readJsonBody`) with
 * the rules every body meets. The chunks are never joined here: joining and handing over a 40 MB
 * body in one piece held the checks' thread for a few hundred milliseconds. The route's
 * `bodyLimit` holds as for any body. Returns what a route gives as `validatorCompiler`, which
 * leaves the chunks to that process.
 */
export function takeRawJson(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        stop();
        return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      }
      // Node's HTTP parser gives each chunk memory of its own: kept as it is.
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      if (!Number.isNaN(declared) && received !== declared)
        return done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(), undefined);
      done(null, chunks);
    };
    const onError = (error: FastifyError) => {
      stop();
      done(error, undefined);
    };
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
  // A request without a JSON body never reached the parser above.
  return () => (data: unknown) =>
    Array.isArray(data)
      ? { value: data }
      : {
          error: new ValidationError('The body must be a JSON object', [
            { path: '', message: 'Expected a JSON object' },
          ]),
        };
}

/** A route's error handler that words Fastify's refusal of a body over its limit as `message`. */
export const refuseLargeBody = (message: string, field: string) => (error: FastifyError) => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    throw new AppError('payload-too-large', message, [{ path: field, message }]);
  throw error;
};
