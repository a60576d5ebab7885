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
          Tocsin sets only strictly necessary cookies, all HttpOnly so scripts cannot read them: the
          session cookie that keeps you signed in, which ends when you log out; when you sign in
          without &ldquo;Remember me&rdquo;, one that ends the session with the browser; with
          two-factor authentication on, one that carries a sign-in to its code step for at most 10
          minutes, and, only if you tick &ldquo;Remember this device for 30 days&rdquo;, one that
          skips the code on that browser for 30 days. Your theme preference is kept in your
          browser&apos;s local storage. We use no advertising or cross-site tracking cookies, so
          there is nothing to consent to.
        </p>
      </ProseSection>
      <ProseSection id="gdpr" title="Your rights under the GDPR">
        <p>
          You can see and correct your profile under Settings, export your data and delete your
          account yourself, as described below. To object to a use of your data, or for anything the
          dashboard does not do, write to{' '}
          <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>. We answer within 30 days,
          and you may also complain to your data protection authority.
        </p>
      </ProseSection>
      <ProseSection id="your-data" title="Exporting your data">
        <p>
          Under Settings → Your data, <strong>Export my data</strong> makes a JSON file of your
          profile and settings, your inbox, and, for each workspace you own, its members, monitors
          with their settings and alert rules, channels, maintenance windows, incidents with their
          timelines, daily uptime and response-time summaries, API key names and scopes, and audit
          log. Channel secrets (bot tokens, API keys, webhook URLs that carry a key), heartbeat push
          URLs, API keys themselves and raw check results are left out. The file is made in the
          background; we email you a link that works for 7 days, and only while you are signed in as
          yourself. You can make one export every 15 minutes.
        </p>
      </ProseSection>
      <ProseSection id="deletion" title="Deleting your account">
        <p>
          Under Settings → Your data, <strong>Delete account</strong> asks for your password again
          and for your email address typed out. It then deletes, at once: your profile, photo,
          sign-in methods, second factors, sessions (every device is signed out), exports, inbox and
          push subscriptions, and every workspace no one else is a member of, with all its monitors,
          check history, incidents, channels and API keys. The paid plan of each workspace deleted
          is cancelled at our card payment provider at the same moment. We email you a confirmation,
          and the same address can sign up again afterwards as a new account.
        </p>
        <p>
          A workspace you are the only owner of while others are members is not deleted: make one of
          them owner first (or remove them), and until then the account cannot be deleted. In
          workspaces other people keep, your membership ends, and their audit log keeps the entries
          of what you did there, under the name you had, including one saying you left. Your email
          address goes at once from everything Tocsin keeps: the links and notes kept to confirm or
          change it, invitations sent to it, and the audit logs, incident timelines and inboxes of
          the workspaces others keep, which name you instead. API keys you created stop working.
          Invoices stay with the card payment provider as the law requires, and messages you sent
          through the contact form, and status page subscriptions, are kept separately from your
          account.
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
          Each check&apos;s raw result is kept for the history period of your plan; the hourly and
          daily summaries made from them are kept as long as the monitor exists. Everything of a
          monitor goes when it, its workspace or your account is deleted (see above).
        </p>
      </ProseSection>
    </MarketingPage>
  );
}
