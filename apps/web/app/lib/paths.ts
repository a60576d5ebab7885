/** Every route the UI links to, so a renamed page is one edit and a typo is a type error. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  pricing: '/pricing',
  features: '/features',
  apiDocs: '/api-docs',
  integrations: '/integrations',
  status: '/status',
  about: '/about',
  blog: '/blog',
  careers: '/careers',
  press: '/press',
  contact: '/contact',
  documentation: '/documentation',
  help: '/help',
  community: '/community',
  webinars: '/webinars',
  caseStudies: '/case-studies',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  gdpr: '/gdpr',
  security: '/security',
  dashboard: {
    monitors: '/dashboard',
    newMonitor: '/dashboard/monitors/new',
    monitor: (id: string) => `/dashboard/monitors/${encodeURIComponent(id)}`,
    editMonitor: (id: string) => `/dashboard/monitors/${encodeURIComponent(id)}/edit`,
    analytics: '/dashboard/analytics',
    notifications: '/dashboard/notifications',
    settings: '/dashboard/settings',
    billing: '/dashboard/billing',
    fixSubscription: '/dashboard/fix-subscription',
    testing: '/dashboard/testing',
    incidents: '/dashboard/incidents',
    audit: '/dashboard/audit',
    incident: (id: string) => `/dashboard/incidents/${encodeURIComponent(id)}`,
    maintenance: '/dashboard/maintenance',
    statusPages: '/dashboard/status-pages',
    statusPage: (id: string) => `/dashboard/status-pages/${encodeURIComponent(id)}`,
  },
} as const;

const appAreaPrefixes = ['/dashboard', '/analytics', '/notifications', '/settings', '/billing'];

/** The seed's rule for the signed-in app area, where the header is compact and the footer hidden. */
export function isAppArea(pathname: string): boolean {
  return appAreaPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The footer is hidden on /dashboard paths only (seed section 2). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
