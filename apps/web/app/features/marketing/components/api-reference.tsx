import { openApiEndpoints } from '@tocsin/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { call } from '@/lib/api-client';
import { allOperations, type SwaggerSystem } from './swagger-operations';

/** Where the server serves the OpenAPI document it generates from its route schemas. */
export const OPENAPI_PATH = openApiEndpoints.document.path;

/** The options of swagger-ui this page uses (the package ships no types). */
export interface SwaggerUIOptions {
  domNode: HTMLElement;
  spec: object;
  validatorUrl: null;
  deepLinking: boolean;
  tryItOutEnabled: boolean;
  withCredentials: boolean;
  /** -1: no Schemas section (every schema is inline in its operation). */
  defaultModelsExpandDepth: number;
  /** Changes each request "Try it out" sends, just before it goes. */
  requestInterceptor: (request: { headers: Record<string, string> }) => unknown;
  plugins: ((system: SwaggerSystem) => { components: Record<string, unknown> })[];
  onComplete: () => void;
}

type SwaggerUI = (options: SwaggerUIOptions) => unknown;

/**
 * swagger-ui's build for bundlers breaks on React 19 (it calls ReactDOM.createRoot, gone in 19,
 * and npm gives it a React 18 of its own: swagger-api/swagger-ui#10636), so this loads its
 * standalone build, which carries its own React. Exports only name `.`, hence the path.
 */
async function loadSwaggerUI(): Promise<SwaggerUI> {
  const [bundle] = await Promise.all([
    // @ts-expect-error the standalone build has no type declarations; SwaggerUI types what we use
    import('../../../../../../node_modules/swagger-ui/dist/swagger-ui-bundle.js') as Promise<{
      default: SwaggerUI;
    }>,
    import('swagger-ui/dist/swagger-ui.css').then(() => import('./api-reference.css')),
  ]);
  return bundle.default;
}

type Phase = 'loading' | 'ready' | 'failed';

/**
 * Leaves out the document's title and description, which repeat this page's introduction; the
 * Authorize button (a page cannot set an HttpOnly cookie, the browser sends the real one, and an
 * API key is pasted in this page's own field instead); and the server picker, whose only choice
 * is this instance (and which has no label).
 */
const embedded = () => ({
  components: { info: () => null, authorizeBtn: () => null, ServersContainer: () => null },
});

/**
 * The interactive reference of the live API. The renderer is loaded in the browser only, so no
 * other page and not the prerendered HTML carries it; "Try it out" sends the session cookie, and
 * `apiKey` (read as each request goes) as `Authorization: Bearer` when one is given.
 */
export function ApiReference({ apiKey }: { apiKey?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const key = useRef(apiKey);
  useEffect(() => {
    key.current = apiKey;
  }, [apiKey]);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const domNode = container.current;
    if (!domNode) return;
    let cancelled = false;
    Promise.all([call(openApiEndpoints.document), loadSwaggerUI()])
      .then(([spec, SwaggerUI]) => {
        if (cancelled) return;
        SwaggerUI({
          domNode,
          spec,
          validatorUrl: null,
          // Deep links put a link inside each operation's toggle button, which screen readers
          // cannot reach as a control of its own.
          deepLinking: false,
          tryItOutEnabled: false,
          withCredentials: true,
          // The schemas are inline in their operations; a section of them would repeat them (and
          // from 100 on, swagger-ui virtualizes it as it does the operations).
          defaultModelsExpandDepth: -1,
          requestInterceptor: (request) => {
            const secret = key.current?.trim();
            if (secret) request.headers.Authorization = `Bearer ${secret}`;
            return request;
          },
          plugins: [embedded, allOperations],
          onComplete: () => setPhase('ready'),
        });
      })
      .catch(() => {
        if (!cancelled) setPhase('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  function retry() {
    container.current?.replaceChildren();
    setPhase('loading');
    setAttempt((n) => n + 1);
  }

  return (
    // swagger-ui has light styles only: it reads as a light document panel in both themes.
    <div className="light-island overflow-hidden rounded-2xl border border-slate-200 bg-surface text-slate-900 shadow-sm scheme-light">
      {phase === 'loading' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-3 px-6 py-16 text-slate-600"
        >
          <Spinner />
          Loading the API reference…
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div className="p-6">
          <Alert>
            <p className="font-semibold">The API reference could not be loaded.</p>
            <p className="mt-1">
              Check your connection and try again, or read the raw{' '}
              <a href={OPENAPI_PATH} className="font-medium underline">
                OpenAPI document
              </a>
              .
            </p>
          </Alert>
          <Button variant="outline" className="mt-4" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
      <div ref={container} hidden={phase !== 'ready'} />
    </div>
  );
}
