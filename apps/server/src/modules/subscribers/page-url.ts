import type { statusPages } from '../../db/schema.js';

/** A page's public address: its verified domain, else `/s/<slug>` of this instance. */
export const publicPageUrl = (page: typeof statusPages.$inferSelect, publicUrl: string) =>
  page.customDomain && page.domainVerifiedAt
    ? `https://${page.customDomain}`
    : `${publicUrl}/s/${page.slug}`;
