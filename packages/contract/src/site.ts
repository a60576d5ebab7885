/**
 * The public pages of the site: prerendered to static HTML at build time (but for the form pages
 * and the server's own, below), and listed in sitemap.xml. Aliases (/help, /cookies ...) show the same page under another address.
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
 * Public pages that are rendered in the browser rather than prerendered: pages built around a
 * form. A prerendered form can be typed into before the app takes over the page, and what was
 * typed would be lost; the sign-in forms also depend on the session (a signed-in visitor is sent
 * on to the dashboard).
 */
export const formPages = ['/login', '/signup', '/forgot-password', '/contact'] as const;

/**
 * Public pages the server makes itself, in development and production alike: /status is this
 * instance's own status page, made by the status pages' renderer from its live health. The web
 * app neither prerenders nor routes them; its links to them load the page from the server.
 */
export const serverPages = ['/status'] as const;

/** Whether a path of the site is one the server makes rather than the web app. */
export const isServerPage = (path: string) =>
  (serverPages as readonly string[]).includes(path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1'));

/** The pages prerendered to HTML at build time. */
export const prerenderedPages = publicPages.filter(
  (page) => !(formPages as readonly string[]).includes(page) && !isServerPage(page),
);

/** Where crawlers have no business: the signed-in app and the API. */
export const privatePrefixes = [
  '/dashboard',
  '/api/',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
] as const;
