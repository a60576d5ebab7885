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
  /** Answered on weekdays, 9:00-18:00 Central European Time. */
  phone: { display: '+49 30 5683 7920', href: 'tel:+493056837920' },
  address: ['Tocsin GmbH', 'Oranienstraße 185', '10999 Berlin', 'Germany'],
  social: [
    { label: 'Tocsin on X', name: 'X', href: 'https://x.com/tocsinapp' },
    {
      label: 'Tocsin on LinkedIn',
      name: 'LinkedIn',
      href: 'https://www.linkedin.com/company/tocsin',
    },
    { label: 'Tocsin on GitHub', name: 'GitHub', href: 'https://github.com/tocsin' },
  ],
} as const;

/** Builds the meta descriptors of a page: its own <title> plus a description. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: title.startsWith(site.name) ? title : `${title} | ${site.name}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
