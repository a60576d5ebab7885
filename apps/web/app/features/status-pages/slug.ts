import { STATUS_PAGE_LIMITS } from '@tocsin/contract';

/** An address suggested from a page's name: "Acme Cloud (EU)" -> "acme-cloud-eu". */
export function suggestSlug(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, STATUS_PAGE_LIMITS.slugMax)
    .replace(/^-+|-+$/g, '');
}
