import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { MarketingPage, ProseSection } from '@/features/marketing/components/marketing-page';
import { paths } from '@/lib/paths';
import { pageMeta, site } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('Terms of Service', 'The terms that apply when you use Tocsin.');

export default function TermsPage() {
  return (
    <MarketingPage eyebrow="Legal" title="Terms of Service" narrow>
      <ProseSection title="1. The service">
        <p>
          Tocsin monitors the availability and performance of the websites, APIs, servers and jobs
          you configure, and notifies you through the channels you choose. These terms apply to
          everyone who creates an account or uses the service.
        </p>
      </ProseSection>
      <ProseSection title="2. Your account">
        <p>
          You must give accurate details when you sign up and keep your password secret. You are
          responsible for what happens under your account and for the people you invite to your
          workspace. Tell us at once if you suspect someone else has access.
        </p>
      </ProseSection>
      <ProseSection title="3. Trial, plans and payment">
        <p>
          New accounts get a 14-day free trial without a credit card. Paid plans are billed in
          advance, monthly or yearly, through our card payment provider. You can cancel at any time;
          the plan stays active until the end of the period already paid. Deleting your account
          cancels the plan of each workspace deleted with it at once, without a refund of the period
          already paid.
        </p>
      </ProseSection>
      <ProseSection title="4. Acceptable use">
        <ul>
          <li>Monitor only targets you own or are allowed to monitor.</li>
          <li>Do not use checks to load-test, scan or attack any system.</li>
          <li>Do not send alerts to people who have not agreed to receive them.</li>
          <li>Do not try to reach other customers&apos; data or disrupt the service.</li>
        </ul>
        <p>We may suspend monitors or accounts that break these rules.</p>
      </ProseSection>
      <ProseSection title="5. Availability">
        <p>
          We run Tocsin redundantly and aim for uninterrupted service. Enterprise plans include a
          99.99% uptime commitment with service credits, as set out in the order form. Alerts depend
          on third parties such as phone carriers and email providers, which we cannot fully
          control.
        </p>
      </ProseSection>
      <ProseSection title="6. Your data">
        <p>
          You keep all rights to the data you bring to Tocsin. We process it only to provide the
          service, as described in our <Link to={paths.privacy}>Privacy Policy</Link>. You can
          export your data and that of the workspaces you own, and delete your account, at any time
          under Settings → Your data; a workspace that others are members of is handed to one of
          them before your account can be deleted.
        </p>
      </ProseSection>
      <ProseSection title="7. Liability">
        <p>
          Tocsin helps you detect downtime; it does not prevent it. To the extent the law allows,
          our total liability is limited to the fees you paid in the twelve months before the claim,
          and we are not liable for indirect losses such as lost profits.
        </p>
      </ProseSection>
      <ProseSection title="8. Changes and contact">
        <p>
          We will email you at least 30 days before a change to these terms that affects you.
          Questions: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      </ProseSection>
    </MarketingPage>
  );
}
