import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { ApiKeyField } from '@/features/marketing/components/api-key-field';
import { ApiReference, OPENAPI_PATH } from '@/features/marketing/components/api-reference';
import { CodeBlock } from '@/features/marketing/components/code-block';
import { MarketingPage, ProseSection } from '@/features/marketing/components/marketing-page';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta(
    'API Documentation',
    'The Tocsin HTTP API: API keys, session sign-in, errors, rate limits, signed webhooks and an interactive reference of every route.',
  );

const keyExample = `curl https://tocsin.example.com/api/v1/monitors \\
  -H "Authorization: Bearer tocsin_…"`;

const signInExample = `curl https://tocsin.example.com/api/auth/sign-in/email \\
  -c tocsin-cookies.txt \\
  -H "Content-Type: application/json" \\
  -d '{"email": "you@example.com", "password": "…", "rememberMe": true}'

curl https://tocsin.example.com/api/v1/monitors -b tocsin-cookies.txt`;

const errorExample = `HTTP/1.1 401 Unauthorized
Content-Type: application/json

{
  "code": "unauthenticated",
  "message": "Sign in to continue"
}`;

const webhookHeaders = `webhook-id: msg_…          (the same on every retry)
webhook-timestamp: 1795462006  (Unix seconds)
webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`;

export default function ApiDocsPage() {
  // Kept in this page's memory only, for the reference's "Try it out".
  const [apiKey, setApiKey] = useState('');
  return (
    <MarketingPage
      eyebrow="Developers"
      title="API Documentation"
      lead="The dashboard is built on the same HTTP API you can call: list and change monitors, read uptime and incidents, or manage alert channels from your own scripts."
    >
      <div className="max-w-3xl">
        <ProseSection title="Base URL and format">
          <p>
            The API lives under <code>/api/v1</code> on your Tocsin instance, with sign-in under{' '}
            <code>/api/auth</code>. Request and response bodies are JSON, and timestamps are ISO
            8601 strings in UTC.
          </p>
        </ProseSection>
        <ProseSection title="Authentication">
          <p>
            Scripts send an API key of the workspace as <code>Authorization: Bearer tocsin_…</code>.
            Owners and admins create keys under Settings → API keys: read-only or read and write,
            optionally limited to monitors or incidents, with an expiry, and revocable at once. A
            key does no more than its creator's current role allows and stops working when they
            leave the workspace; it never reaches account routes or billing changes, and each key
            may make 600 requests a minute. A request with a key and no cookie needs no{' '}
            <code>Origin</code> header.{' '}
            <Link to="/documentation/api-keys">Read more about API keys</Link>.
          </p>
          <CodeBlock label="Call the API with a key">{keyExample}</CodeBlock>
          <p>
            A person can also use the session cookie set by sign-in: send{' '}
            <code>POST /api/auth/sign-in/email</code> with your <code>email</code>,{' '}
            <code>password</code> and optionally <code>&quot;rememberMe&quot;: true</code> (the
            session then lasts 30 days; without it, a day at most). The answer sets the HttpOnly
            cookie <code>better-auth.session_token</code> (
            <code>__Secure-better-auth.session_token</code> on https); send it back with every
            request. <code>POST /api/auth/sign-out</code> ends the session.
          </p>
          <p>
            In a browser signed in to this instance the cookie goes along by itself, so the
            reference below can try requests as you. <Link to={paths.login}>Sign in</Link> first to
            call the routes marked with a lock, or paste an API key above the reference to try them
            as that key.
          </p>
          <CodeBlock label="Sign in, then call the API with the cookie">{signInExample}</CodeBlock>
        </ProseSection>
        <ProseSection title="Errors">
          <p>
            A failed request answers a 4xx or 5xx status with a JSON body: a stable{' '}
            <code>code</code> and a readable <code>message</code>, plus <code>issues</code> naming
            each invalid field. The codes are <code>validation-failed</code> (400),{' '}
            <code>unauthenticated</code> (401), <code>not-found</code> (404),{' '}
            <code>too-many-requests</code> (429) and <code>internal</code> (500, without details);
            sign-up, sign-in and password reset add <code>invalid-credential</code>,{' '}
            <code>invalid-email</code>, <code>user-disabled</code>,{' '}
            <code>email-already-in-use</code>, <code>weak-password</code>,{' '}
            <code>password-too-common</code>, <code>password-too-long</code>,{' '}
            <code>terms-not-accepted</code>, <code>invalid-token</code> and{' '}
            <code>operation-not-allowed</code>. Objects of another workspace answer 404, exactly
            like objects that do not exist.
          </p>
          <CodeBlock label="Example error">{errorExample}</CodeBlock>
        </ProseSection>
        <ProseSection title="Rate limits">
          <p>
            Some routes are limited. Over a limit the API answers <code>429</code> with the code{' '}
            <code>too-many-requests</code>; wait the number of seconds in the{' '}
            <code>Retry-After</code> header before trying again.
          </p>
          <ul>
            <li>
              Per client address: sign-in 20 per 10 minutes, sign-up 10 per hour, reset-link
              requests 5 and new passwords 10 per 15 minutes, other auth routes 120 per minute, the
              contact form 5 per hour, the status endpoint 60 per minute.
            </li>
            <li>Running a check now: 30 per minute per workspace.</li>
            <li>Heartbeat pings: 60 per minute per push URL.</li>
            <li>
              API keys: 600 per minute per key, with <code>RateLimit-Limit</code>,{' '}
              <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> on every answer.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Webhooks">
          <p>
            Webhook channels receive alerts as JSON (<code>type</code> such as{' '}
            <code>monitor.down</code> or <code>monitor.up</code>, <code>timestamp</code> and{' '}
            <code>data</code>), signed the{' '}
            <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> way with the
            channel&apos;s <code>whsec_</code> secret (generated and shown once if you leave it
            empty). Any Standard Webhooks library verifies them: the key is the base64 after{' '}
            <code>whsec_</code>.
          </p>
          <CodeBlock label="Webhook signature headers">{webhookHeaders}</CodeBlock>
          <p>
            Answer with a 2xx status within 10 seconds. Timeouts, lost connections, 408, 429 and 5xx
            answers are retried with backoff (honouring <code>Retry-After</code>) for up to 6 hours
            by default; other answers are not retried. Drop repeats by <code>webhook-id</code>.
          </p>
        </ProseSection>
      </div>
      <section aria-labelledby="reference-heading" className="mt-16">
        <h2 id="reference-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Reference
        </h2>
        <p className="mt-4 max-w-3xl leading-7 text-slate-700">
          Every route of this instance, generated from the schemas the server validates with. The
          same description is available as{' '}
          <a href={OPENAPI_PATH} className="font-medium text-brand-700 hover:underline">
            OpenAPI JSON
          </a>{' '}
          for code generators and API clients.
        </p>
        <div className="mt-6 space-y-4">
          <ApiKeyField value={apiKey} onChange={setApiKey} />
          <ApiReference apiKey={apiKey} />
        </div>
      </section>
    </MarketingPage>
  );
}
