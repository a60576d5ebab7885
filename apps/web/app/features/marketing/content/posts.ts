export interface Post {
  slug: string;
  title: string;
  kind: 'Guide' | 'Engineering' | 'Case study';
  summary: string;
  body: string[];
}

/** Short articles shown in full on the blog page; /case-studies shows the same list. */
export const posts: Post[] = [
  {
    slug: 'choosing-a-check-interval',
    title: 'How often should you check your site?',
    kind: 'Guide',
    summary: 'Shorter intervals catch shorter outages, but not every page needs 10-second checks.',
    body: [
      'An outage shorter than your check interval can go unnoticed. With 5-minute checks, a 3-minute checkout failure may never show up in your reports, even though customers hit it.',
      'Use the shortest interval for what earns money or wakes people up: checkout, login, your public API. Marketing pages and internal tools are usually fine at one to five minutes. Heartbeat monitors for nightly jobs only need to match the job schedule.',
    ],
  },
  {
    slug: 'confirming-downtime',
    title: 'Why we confirm downtime from a second region',
    kind: 'Engineering',
    summary:
      'A single failed request is often the network, not your site. Here is how we tell them apart.',
    body: [
      'When a check fails, Tocsin does not alert straight away. It re-checks at once from other regions. If they fail too, the outage is real and alerts go out; if they succeed, the failure is logged but nobody is woken up.',
      'This costs a few seconds at most and removes most false alarms. Over time, an on-call team that trusts its alerts reacts faster to the ones that matter.',
    ],
  },
  {
    slug: 'retailer-checkout-outage',
    title: 'Eleven minutes: how an online retailer caught a checkout outage at 3 a.m.',
    kind: 'Case study',
    summary:
      'A failed payment-provider certificate, a phone call, and a fix before the morning rush.',
    body: [
      'A keyword monitor on the checkout page started failing when an expired certificate broke the payment step. The failure was confirmed from three regions within 20 seconds, and Tocsin called the on-call engineer.',
      'The certificate was renewed eleven minutes later. The team has since added TLS certificate monitors that warn 21 days before any certificate expires, so the next renewal happens in office hours.',
    ],
  },
];
