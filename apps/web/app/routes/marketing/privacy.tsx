import type { MetaFunction } from 'react-router';
import { MarketingPage, ProseSection } from '@/features/marketing/components/marketing-page';
import { pageMeta, site } from '@/lib/site';

const titles: Record<string, string> = {
  '/cookies': 'Cookie Policy',
  '/gdpr': 'GDPR',
  '/security': 'Security',
};

// The prerender asks for '/cookies/', the browser shows '/cookies': both get the alias's title.
export const meta: MetaFunction = ({ location }) =>
  pageMeta(
    titles[location.pathname.replace(/\/+$/, '')] ?? 'Privacy Policy',
    'What Tocsin collects, why, and how it is protected.',
  );

export default function PrivacyPage() {
  return (
    <MarketingPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="Including our cookie policy, your rights under the GDPR, and how we keep your data secure."
      narrow
    >
      <ProseSection title="What we collect">
        <ul>
          <li>Account details: your name, email address and phone number.</li>
          <li>Monitoring data: the targets you configure and the results of each check.</li>
          <li>
            Billing details: handled by our card payment provider; we never see your card number.
          </li>
          <li>Technical logs: IP addresses and request times, kept to protect the service.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Why we use it">
        <p>
          To run the checks, send the alerts you asked for, bill your plan and support you. Your
          phone number is used only for SMS and phone call alerts and account security. We do not
          sell your data or use it for advertising.
        </p>
      </ProseSection>
      <ProseSection title="Who we share it with">
        <p>
          Only the processors that deliver the service: SMS and voice carriers, email delivery, the
          card payment provider and our hosting providers, each bound by a data processing
          agreement.
        </p>
      </ProseSection>
      <ProseSection id="cookies" title="Cookies">
        <p>
          Tocsin sets one strictly necessary cookie: the session cookie that keeps you signed in. It
          is HttpOnly, so scripts cannot read it, and it ends when you log out. Your theme
          preference is kept in your browser&apos;s local storage. We use no advertising or
          cross-site tracking cookies, so there is nothing to consent to.
        </p>
      </ProseSection>
      <ProseSection id="gdpr" title="Your rights under the GDPR">
        <p>
          You can ask for a copy of your data, correct it, export it, object to its use or have it
          erased. Most of this you can do yourself in the dashboard; for the rest write to{' '}
          <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>. We answer within 30 days,
          and you may also complain to your data protection authority.
        </p>
      </ProseSection>
      <ProseSection id="security" title="Security">
        <ul>
          <li>
            All traffic is encrypted with TLS; sessions are revoked when you log out or reset your
            password.
          </li>
          <li>Passwords are stored only as slow, salted Argon2id hashes.</li>
          <li>
            Integration secrets such as tokens and signing keys are sealed with AES-256-GCM and are
            never shown again after you save them.
          </li>
          <li>Every workspace&apos;s data is isolated from every other workspace.</li>
          <li>
            The addresses you ask us to check are screened, so a monitor or webhook cannot be
            pointed at our own internal network.
          </li>
        </ul>
        <p>
          Found a vulnerability? Write to{' '}
          <a href={`mailto:${site.securityEmail}`}>{site.securityEmail}</a>.
        </p>
      </ProseSection>
      <ProseSection title="Retention">
        <p>
          Check results are kept for the history period of your plan. When you delete your account,
          your data is erased within 30 days, except what the law requires us to keep, such as
          invoices.
        </p>
      </ProseSection>
    </MarketingPage>
  );
}
