import type { StatusPageSummary } from '@tocsin/contract';
import { ExternalLink, Globe, Lock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Card, Table, Th } from '@/components/ui/table';
import { paths } from '@/lib/paths';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "status.acme.com, verified", "status.acme.com, waiting for its DNS record", or "None". */
function domainState(page: StatusPageSummary) {
  if (!page.customDomain) return 'None';
  return `${page.customDomain}, ${page.domainVerified ? 'verified' : 'not verified yet'}`;
}

function PublicLink({ page }: { page: StatusPageSummary }) {
  return (
    <a
      href={page.url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline [overflow-wrap:anywhere]"
    >
      {page.url.replace(/^https?:\/\//, '')}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function PageName({ page }: { page: StatusPageSummary }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Link
        to={paths.dashboard.statusPage(page.id)}
        className="font-medium text-slate-900 hover:underline"
      >
        {page.name}
      </Link>
      {page.passwordProtected ? (
        <Lock aria-label="Protected by a password" className="size-3.5 text-slate-500" />
      ) : null}
    </span>
  );
}

/** The workspace's status pages, or what a page is and the way to make one. */
export function StatusPageList({
  items,
  onCreate,
}: {
  items: StatusPageSummary[];
  /** Null for a role that cannot create pages, or when the plan has no room. */
  onCreate: (() => void) | null;
}) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Globe}
        title="No status pages yet"
        actions={
          onCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              New status page
            </Button>
          ) : null
        }
      >
        A status page shows your customers whether your services are up, under your name, at an
        address of this site or on your own domain. You choose which monitors it shows and what they
        are called.
      </EmptyState>
    );
  }
  return (
    <Table
      caption="Status pages"
      head={
        <>
          <Th>Name</Th>
          <Th>Public address</Th>
          <Th>Components</Th>
          <Th>Custom domain</Th>
        </>
      }
      cards={items.map((page) => (
        <Card key={page.id}>
          <PageName page={page} />
          <div className="mt-1 text-sm">
            <PublicLink page={page} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {plural(page.componentCount, 'component')} · Domain: {domainState(page)}
          </p>
        </Card>
      ))}
    >
      {items.map((page) => (
        <tr key={page.id}>
          <td className="px-4 py-3">
            <PageName page={page} />
          </td>
          <td className="px-4 py-3">
            <PublicLink page={page} />
          </td>
          <td className="px-4 py-3 text-slate-700">{plural(page.componentCount, 'component')}</td>
          <td className="px-4 py-3 text-slate-700">{domainState(page)}</td>
        </tr>
      ))}
    </Table>
  );
}
