import { promises as dns } from 'node:dns';
import { statusDomainRecord } from '@tocsin/contract';
import { ValidationError } from '../../lib/errors.js';
import { pagesOf, showPage, takenBy } from './pages.js';
import { announce, auditPage, domainTaken, lockNames, type StatusPageDeps } from './service.js';

/** How long one lookup waits for an answer, and how often it is tried. */
const LOOKUP = { timeout: 3_000, tries: 2 };

/** Answers that mean "no such record", as opposed to a lookup that failed. */
const NO_RECORD = new Set<string>([dns.NODATA, dns.NOTFOUND]);

/** The TXT values at `name`, each record's chunks joined; [] when there is none. */
async function txtValues(servers: string[] | null, name: string) {
  const resolver = new dns.Resolver(LOOKUP);
  if (servers) resolver.setServers(servers);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'an unknown error';
    if (NO_RECORD.has(code)) return [];
    throw new ValidationError(
      `The DNS lookup of the TXT record ${name} failed (${code}). Try again in a few minutes.`,
    );
  }
}

const quoted = (values: string[]) => values.map((v) => `"${v.slice(0, 200)}"`).join(', ');

/**
 * Looks up the page's TXT record and marks its custom domain verified when the record holds the
 * page's token; otherwise says which record was expected and what was found. The first page to
 * verify a domain holds it: other pages claiming it can no longer verify it (409).
 */
export async function verifyDomain(
  deps: StatusPageDeps & { dnsServers: string[] | null },
  workspaceId: string,
  pageId: string,
) {
  const page = await pagesOf(deps.db, workspaceId).get(pageId);
  if (!page.customDomain)
    throw new ValidationError('Set a custom domain for this page before checking it.', [
      { path: 'customDomain', message: 'Enter a custom domain first' },
    ]);
  const domain = page.customDomain;
  if (await takenBy(deps.db, 'customDomain', domain, page.id)) throw domainTaken(domain);
  const record = statusDomainRecord(domain, page.domainToken);
  const found = await txtValues(deps.dnsServers, record.name);
  if (!found.includes(record.value)) {
    const seen = found.length
      ? `it holds ${quoted(found)} instead`
      : 'no TXT record was found there';
    throw new ValidationError(
      `The domain is not verified: a TXT record ${record.name} with the value "${record.value}" was expected, and ${seen}. DNS changes can take a few minutes to appear.`,
    );
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockNames(tx, [`domain:${domain}`]);
    const was = await pagesOf(tx, workspaceId).get(pageId);
    // The domain may have changed while the lookup ran: only the domain looked up is verified.
    if (was.customDomain !== domain) return was;
    // Another page may have verified it meanwhile.
    if (await takenBy(tx, 'customDomain', domain, pageId)) throw domainTaken(domain);
    const saved = await pagesOf(tx, workspaceId).update(pageId, { domainVerifiedAt: new Date() });
    await auditPage(tx, workspaceId, 'domain-verified', was, saved);
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}
