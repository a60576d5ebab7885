import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { CodeBlock } from '../components/code-block';
import { MarketingPage, ProseSection } from '../components/marketing-page';

export const meta: MetaFunction = () =>
  pageMeta(
    'API Documentation',
    'The Tocsin REST API: authentication, requests, errors and rate limits.',
  );

const meExample = `curl https://your-tocsin-host/api/v1/me \\
  -H "Authorization: Bearer $TOCSIN_API_KEY"`;

const errorExample = `HTTP/1.1 401 Unauthorized
Content-Type: application/json

{
  "code": "unauthenticated",
  "message": "Sign in to continue."
}`;

export default function ApiDocsPage() {
  return (
    <MarketingPage
      eyebrow="Developers"
      title="API Documentation"
      lead="Everything you do in the dashboard, you can do over HTTP: manage monitors from CI, sync them from your infrastructure code, or pull uptime into your own reports."
      narrow
    >
      <ProseSection title="Base URL and format">
        <p>
          The API lives under <code>/api/v1</code> on your Tocsin host. Requests and responses are
          JSON, timestamps are ISO 8601 in UTC, and every request must be made over HTTPS.
        </p>
      </ProseSection>
      <ProseSection title="Authentication">
        <p>
          Create an API key in the dashboard and send it as a bearer token. Keys belong to a
          workspace and see only that workspace&apos;s monitors. The dashboard itself uses a session
          cookie instead.
        </p>
        <CodeBlock label="Example request">{meExample}</CodeBlock>
      </ProseSection>
      <ProseSection title="Errors">
        <p>
          A failed request answers with a 4xx or 5xx status and a JSON body with a stable,
          machine-readable <code>code</code> and a human-readable <code>message</code>. Validation
          errors also list the fields at fault in <code>issues</code>. Objects of another workspace
          answer 404, exactly like objects that do not exist.
        </p>
        <CodeBlock label="Example error">{errorExample}</CodeBlock>
      </ProseSection>
      <ProseSection title="Rate limits">
        <p>
          Requests are limited per key and per IP address. When you exceed the limit the API answers{' '}
          <code>429</code> with the code <code>too-many-requests</code>; wait the number of seconds
          given in the <code>Retry-After</code> header before trying again.
        </p>
      </ProseSection>
      <ProseSection title="Webhooks">
        <p>
          Webhook channels receive incident events as signed JSON. Verify the signature header with
          your webhook secret before acting on a payload, and answer with any 2xx status within 10
          seconds; other answers are retried with backoff.
        </p>
      </ProseSection>
    </MarketingPage>
  );
}
