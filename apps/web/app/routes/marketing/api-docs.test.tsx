import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwaggerUIOptions } from '@/features/marketing/components/api-reference';
import { deferred, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import ApiDocsPage from './api-docs';

const swaggerUI = vi.hoisted(() => vi.fn<(options: SwaggerUIOptions) => void>());
vi.mock('../../../../../node_modules/swagger-ui/dist/swagger-ui-bundle.js', () => ({
  default: swaggerUI,
}));

const document = { openapi: '3.0.3', info: { title: 'Tocsin API', version: '1.0.0' }, paths: {} };

function renderPage(openapi: () => Response | Promise<Response>) {
  const fetch = stubFetch({ 'GET /api/openapi.json': openapi });
  renderRoutes([{ path: '/api-docs', Component: ApiDocsPage }], '/api-docs');
  return fetch;
}

describe('API documentation page', () => {
  beforeEach(() => swaggerUI.mockReset());

  it('explains API keys, the session cookie, errors, limits and webhooks while the reference loads', () => {
    renderPage(() => deferred<Response>().promise);
    expect(screen.getByRole('heading', { name: 'Authentication' })).toBeInTheDocument();
    expect(screen.getByText('POST /api/auth/sign-in/email')).toBeInTheDocument();
    expect(screen.getByText('better-auth.session_token')).toBeInTheDocument();
    expect(screen.getByLabelText('Sign in, then call the API with the cookie')).toHaveTextContent(
      '-c tocsin-cookies.txt',
    );
    expect(screen.getByLabelText('Call the API with a key')).toHaveTextContent(
      'Authorization: Bearer tocsin_',
    );
    expect(screen.getByRole('link', { name: 'Read more about API keys' })).toHaveAttribute(
      'href',
      '/documentation/api-keys',
    );
    expect(screen.getByRole('heading', { name: 'Rate limits' }).parentElement).toHaveTextContent(
      /answers 429 .* Retry-After header/,
    );
    expect(screen.getByText('webhook-id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenAPI JSON' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API reference');
  });

  it('renders the live document without the online validator, sending the session cookie', async () => {
    const doc = { ...document, paths: { '/api/v1/me': {} } };
    renderPage(() => jsonResponse(200, doc));
    await waitFor(() => expect(swaggerUI).toHaveBeenCalledOnce());
    const options = swaggerUI.mock.calls[0]![0];
    expect(options).toMatchObject({
      spec: doc,
      validatorUrl: null,
      deepLinking: false,
      tryItOutEnabled: false,
      withCredentials: true,
      defaultModelsExpandDepth: -1,
    });
    expect(options.domNode).not.toBeVisible();
    act(() => options.onComplete());
    expect(options.domNode).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a pasted API key with the requests of "Try it out", and none once it is forgotten', async () => {
    renderPage(() => jsonResponse(200, document));
    await waitFor(() => expect(swaggerUI).toHaveBeenCalledOnce());
    const { requestInterceptor } = swaggerUI.mock.calls[0]![0];
    const send = () => requestInterceptor({ headers: {} }) as { headers: Record<string, string> };
    expect(send().headers).toEqual({});
    const user = userEvent.setup();
    const field = screen.getByLabelText('Authorize with an API key');
    expect(field).toHaveAttribute('type', 'password');
    const key = `tocsin_${'a1B2'.repeat(10)}`;
    await user.type(field, key);
    expect(screen.getByText('Requests from the reference now send this key.')).toBeInTheDocument();
    expect(send().headers).toEqual({ Authorization: `Bearer ${key}` });
    // The renderer was set up once; the key is read as each request goes.
    expect(swaggerUI).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Forget the key' }));
    expect(send().headers).toEqual({});
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says the reference could not be loaded when the document fails, and tries again', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side' })
        : jsonResponse(200, document);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The API reference could not be loaded.',
    );
    expect(swaggerUI).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(swaggerUI).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
