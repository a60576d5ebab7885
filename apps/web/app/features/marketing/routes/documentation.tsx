import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { pageMeta, site } from '@/lib/site';
import { MarketingPage, ProseSection } from '../components/marketing-page';

const titles: Record<string, string> = {
  '/help': 'Help Center',
  '/community': 'Community',
  '/webinars': 'Webinars',
};

export const meta: MetaFunction = ({ location }) =>
  pageMeta(
    titles[location.pathname] ?? 'Documentation',
    'Get started with Tocsin: monitors, check types, alerts and incidents.',
  );

export default function DocumentationPage() {
  return (
    <MarketingPage
      eyebrow="Documentation"
      title="Get started with Tocsin"
      lead="From sign-up to your first alert in a few minutes, and how Tocsin decides that a site is down."
      narrow
    >
      <ProseSection title="1. Create your account">
        <p>
          <Link to={paths.signup}>Sign up</Link> with your name, email, password and phone number.
          The phone number receives SMS and phone call alerts. Your 14-day trial starts at once; no
          credit card is needed.
        </p>
      </ProseSection>
      <ProseSection title="2. Add a monitor">
        <p>Each monitor checks one target on its own schedule. Choose the type that fits:</p>
        <ul>
          <li>
            <strong>HTTP(S)</strong>: the URL answers with a success status in time.
          </li>
          <li>
            <strong>Keyword</strong>: the page contains (or does not contain) a given text.
          </li>
          <li>
            <strong>JSON query</strong>: a field of a JSON response has the expected value.
          </li>
          <li>
            <strong>TCP port</strong>: a server accepts connections, e.g. a database or mail server.
          </li>
          <li>
            <strong>DNS</strong>: a record resolves to the expected value.
          </li>
          <li>
            <strong>TLS certificate</strong>: the certificate is valid and not about to expire.
          </li>
          <li>
            <strong>Ping</strong>: the host answers ICMP echo requests.
          </li>
          <li>
            <strong>Heartbeat</strong>: your cron job or worker calls Tocsin on time.
          </li>
        </ul>
      </ProseSection>
      <ProseSection title="3. Choose how you are alerted">
        <p>
          In <Link to={paths.dashboard.settings}>Settings</Link>, turn email, SMS, phone call and
          push notifications on or off. Connect Slack, Teams, PagerDuty or a webhook from the{' '}
          <Link to={paths.integrations}>integrations</Link> to alert a whole team.
        </p>
      </ProseSection>
      <ProseSection title="How Tocsin decides a site is down">
        <p>
          A monitor is <em>up</em> while its checks pass. The first failure makes it{' '}
          <em>suspect</em>: Tocsin re-checks at once, from other regions when you selected several.
          Only a confirmed failure marks it <em>down</em>, opens an incident and sends alerts. When
          checks pass again the incident is resolved and you get a recovery notice.
        </p>
      </ProseSection>
      <ProseSection title="Need a hand?">
        <p>
          Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> at any hour, or
          read the <Link to={paths.apiDocs}>API documentation</Link> to automate your setup.
        </p>
      </ProseSection>
    </MarketingPage>
  );
}
