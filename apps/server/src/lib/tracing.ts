import type { FastifyBaseLogger } from 'fastify';

export interface TracingOptions {
  /** The collector's base URL: spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  headers: Record<string, string>;
  serviceName: string;
}

export interface Tracing {
  /** Sends the spans still waiting, then stops exporting. */
  shutdown(): Promise<void>;
}

/**
 * Registers an OpenTelemetry tracer provider that batches spans to an OTLP/HTTP collector. The
 * SDK is imported here only: a server that traces nothing never loads it, and its spans (made
 * with @opentelemetry/api) stay no-ops.
 */
export async function startTracing(
  options: TracingOptions,
  log: FastifyBaseLogger,
): Promise<Tracing> {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { defaultResource, resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new OTLPTraceExporter({
    url: `${options.endpoint}/v1/traces`,
    headers: options.headers,
  });
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ 'service.name': options.serviceName }),
    ),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // Sets the global provider and the AsyncLocalStorage context the check's child spans need.
  provider.register();
  // Where the spans go, without the headers: they may hold a collector's key.
  log.info({ endpoint: options.endpoint }, 'tracing the check path over OTLP/HTTP');
  return {
    async shutdown() {
      await provider.shutdown().catch((err: unknown) => {
        log.warn({ err }, 'sending the last spans failed');
      });
    },
  };
}
