/**
 * The public pages of the site: prerendered to static HTML at build time, and listed in
 * sitemap.xml. Aliases (/help, /cookies ...) show the same page under another address.
 */
export const publicPages = [
  '/',
  '/pricing',
  '/features',
  '/integrations',
  '/api-docs',
  '/status',
  '/documentation',
  '/help',
  '/community',
  '/webinars',
  '/blog',
  '/case-studies',
  '/about',
  '/careers',
  '/press',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/gdpr',
  '/security',
  '/login',
  '/signup',
  '/forgot-password',
] as const;

/**
 * Public pages that are not prerendered: their forms depend on the session (a signed-in visitor
 * is sent on to the dashboard), and a prerendered form would lose what was typed before the app
 * took over the page.
 */
export const sessionPages = ['/login', '/signup', '/forgot-password'] as const;

/** The pages prerendered to HTML at build time. */
export const prerenderedPages = publicPages.filter(
  (page) => !(sessionPages as readonly string[]).includes(page),
);

/** Where crawlers have no business: the signed-in app and the API. */
export const privatePrefixes = ['/dashboard', '/api/', '/reset-password'] as const;
