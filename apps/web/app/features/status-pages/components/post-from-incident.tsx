import { statusUpdateNames } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { incidentStatusPagesQueryOptions, usePostFromIncident } from '../api/status-posts';

/**
 * "Post to status page" on an automatic incident: the pages that show its monitor, each with
 * the posts already written from it, or a button that writes one in a click (named after the
 * page's component, never the monitor's target).
 */
export function PostFromIncident({
  incidentId,
  canWrite,
}: {
  incidentId: string;
  canWrite: boolean;
}) {
  const pages = useQuery(incidentStatusPagesQueryOptions(incidentId));
  const post = usePostFromIncident(incidentId);

  if (pages.isPending) return <PageSpinner label="Loading the status pages" />;
  if (pages.isError)
    return <LoadError what="the status pages" onRetry={() => void pages.refetch()} />;
  if (pages.data.items.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No status page shows this monitor. Add it to a page to tell its visitors about incidents.
      </p>
    );
  return (
    <div className="space-y-3">
      {post.isError ? (
        <Alert>
          The incident was not posted
          {isApiError(post.error) && post.error.message ? `: ${post.error.message}` : '.'}
        </Alert>
      ) : null}
      <ul className="space-y-3">
        {pages.data.items.map((page) => (
          <li
            key={page.id}
            aria-label={page.name}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
          >
            <div className="space-y-1 text-sm">
              <p className="font-medium text-slate-900">{page.name}</p>
              <p className="text-slate-600">
                Shown as {page.components.map((c) => c.publicName).join(', ')}
              </p>
              {page.posts.map((p) => (
                <p key={p.id}>
                  <Link
                    to={paths.dashboard.statusPage(page.id)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {p.title}
                  </Link>{' '}
                  <span className="text-slate-600">({statusUpdateNames[p.status]})</span>
                </p>
              ))}
              <a
                href={page.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                {page.url}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
            {canWrite && page.posts.every((p) => p.closedAt !== null) ? (
              <Button
                loading={post.isPending && post.variables === page.id}
                onClick={() => post.mutate(page.id)}
              >
                <Megaphone aria-hidden="true" className="size-4" />
                Post to {page.name}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
