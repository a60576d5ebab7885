import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { useLiveAlertEvents } from '@/features/alerts/use-live-alert-events';
import { PersonalTests } from '@/features/testing/components/personal-tests';
import { SendTestAlert } from '@/features/testing/components/send-test-alert';
import { UrlCheck } from '@/features/testing/components/url-check';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Alert testing');

export default function TestingPage() {
  // delivery.updated events move the test delivery along faster than the one-second poll.
  useLiveAlertEvents();
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeading
        title="Alert testing"
        description="Make sure your alerts reach you before a real outage does: send a test through any channel or to your own email, push and SMS and watch it arrive, or check a URL from the Tocsin server right now."
      />
      <Section
        title="Send a test alert"
        description="Goes through the channel exactly like a real alert, marked as a test. Failed attempts are retried, and each one is listed with its error."
      >
        <SendTestAlert />
      </Section>
      <Section
        title="Test your own alerts"
        description="Monitors that notify workspace members directly (the default) reach you on your own email, browser push and SMS, as your notification settings allow. Send yourself a test the same way."
      >
        <PersonalTests />
      </Section>
      <Section
        title="Check a URL now"
        description="Runs one check without creating a monitor, to see what Tocsin sees from its side."
      >
        <UrlCheck />
      </Section>
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
