import type { StatusPage } from '@tocsin/contract';

/** A status page as the API answers it, with `over` changed. */
export function statusPageFixture(over: Partial<StatusPage> = {}): StatusPage {
  return {
    id: 'p1',
    name: 'Acme status',
    slug: 'acme',
    url: 'http://localhost:3000/s/acme',
    customDomain: null,
    domainVerified: false,
    passwordProtected: false,
    componentCount: 0,
    subscriberCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    accentColor: '#2563eb',
    theme: 'system',
    logoUrl: null,
    domainVerifiedAt: null,
    domainRecord: null,
    footerText: '',
    footerLinks: [],
    indexable: true,
    layout: { components: [], sections: [] },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}
