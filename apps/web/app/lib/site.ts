/** Facts about Tocsin shown on several pages; one place to change them. */
export const site = {
  name: 'Tocsin',
  tagline: 'Uptime monitoring and instant downtime alerts',
  supportEmail: 'support@tocsin.app',
  salesEmail: 'sales@tocsin.app',
  pressEmail: 'press@tocsin.app',
  privacyEmail: 'privacy@tocsin.app',
  securityEmail: 'security@tocsin.app',
  careersEmail: 'careers@tocsin.app',
} as const;

/** Builds the meta descriptors of a page: its own <title> plus a description. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: title.startsWith(site.name) ? title : `${title} | ${site.name}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
