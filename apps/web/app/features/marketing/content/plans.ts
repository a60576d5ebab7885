import { paths } from '@/lib/paths';

/**
 * The plans as marketed. The seed names the tiers but not their prices or limits; these are ours,
 * and move into @tocsin/contract once billing enforces them.
 */
export interface Plan {
  id: 'starter' | 'pro' | 'enterprise';
  name: string;
  price: string;
  period?: string;
  description: string;
  highlights: string[];
  cta: { label: string; to: string };
  popular?: boolean;
}

export const plans: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$19',
    period: '/month',
    description: 'For a small business or a side project that needs to know when it is down.',
    highlights: [
      '20 monitors',
      'Checks every 60 seconds',
      'Email, SMS and push alerts',
      'Checks from 5 regions',
      '1 status page',
      '3 months of history',
    ],
    cta: { label: 'Start Free Trial', to: paths.signup },
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$49',
    period: '/month',
    description: 'For teams that run production services and share on-call duty.',
    highlights: [
      '100 monitors',
      'Checks every 30 seconds',
      'Phone call alerts',
      'Slack, Teams, PagerDuty and webhooks',
      'Checks from every region',
      '5 status pages',
      '1 year of history',
      '10 team members',
    ],
    cta: { label: 'Start Free Trial', to: paths.signup },
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    description: 'For companies with many services, strict uptime targets and compliance needs.',
    highlights: [
      'Unlimited monitors',
      'Checks every 10 seconds',
      '99.99% uptime SLA',
      'SOC 2 report and security review',
      'Single sign-on and audit log',
      'Dedicated support engineer, 24/7',
    ],
    cta: { label: 'Contact Sales', to: paths.contact },
  },
];
