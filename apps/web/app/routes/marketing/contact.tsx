import { Handshake, LifeBuoy, Newspaper, ShieldCheck } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { ContactForm } from '@/features/marketing/components/contact-form';
import { InfoCard, MarketingPage } from '@/features/marketing/components/marketing-page';
import { pageMeta, site } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('Contact', 'Reach Tocsin support, sales, press or security.');

const contacts = [
  {
    title: 'Support',
    icon: LifeBuoy,
    email: site.supportEmail,
    text: 'Questions about your monitors, alerts or account. We answer around the clock, usually within an hour.',
  },
  {
    title: 'Sales',
    icon: Handshake,
    email: site.salesEmail,
    text: 'Enterprise plans, volume pricing, security reviews and custom agreements.',
  },
  {
    title: 'Press',
    icon: Newspaper,
    email: site.pressEmail,
    text: 'Interviews, briefings and brand assets.',
  },
  {
    title: 'Security',
    icon: ShieldCheck,
    email: site.securityEmail,
    text: 'Report a vulnerability. We acknowledge reports within one working day.',
  },
];

export default function ContactPage() {
  return (
    <MarketingPage
      eyebrow="Contact"
      title="Talk to a human"
      lead="Write to us here, or pick the team you need below; each address reaches people, not a ticket robot."
    >
      <div className="mx-auto mb-12 max-w-3xl">
        <ContactForm />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {contacts.map(({ title, icon: Icon, email, text }) => (
          <InfoCard key={title} title={title} icon={<Icon aria-hidden="true" className="size-5" />}>
            <p>{text}</p>
            <a
              href={`mailto:${email}`}
              className="mt-3 inline-block font-medium text-brand-700 hover:underline"
            >
              {email}
            </a>
          </InfoCard>
        ))}
      </div>
    </MarketingPage>
  );
}
