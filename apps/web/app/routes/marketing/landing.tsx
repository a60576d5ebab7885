import type { MetaFunction } from 'react-router';
import { ClosingCta } from '@/features/marketing/components/landing/closing-cta';
import { FeatureGrid } from '@/features/marketing/components/landing/feature-grid';
import { Hero } from '@/features/marketing/components/landing/hero';
import { Stats } from '@/features/marketing/components/landing/stats';
import { Testimonials } from '@/features/marketing/components/landing/testimonials';
import { pageMeta, site } from '@/lib/site';
import type { VisitorPageHandle } from '@/lib/visitor-page';

export const meta: MetaFunction = () =>
  pageMeta(
    `${site.name}: ${site.tagline}`,
    'Tocsin checks your websites and APIs as often as every 10 seconds, confirms each failure, and alerts you by phone call, SMS, email, Slack and more within seconds of downtime.',
  );

// Most visitors arrive here: they get static HTML and a few lines of script, not the app.
export const handle: VisitorPageHandle = { visitorPage: true };

export default function LandingPage() {
  return (
    <>
      <Hero />
      <Stats />
      <FeatureGrid />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
