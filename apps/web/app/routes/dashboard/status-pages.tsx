import type { StatusPage } from '@tocsin/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, type MetaFunction } from 'react-router';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatusPages } from '@/features/status-pages/api/status-pages';
import { CreateStatusPageDialog } from '@/features/status-pages/components/create-status-page-dialog';
import { StatusPageList } from '@/features/status-pages/components/status-page-list';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useCan } from '@/lib/session';

export const meta: MetaFunction = () => pageMeta('Status pages');

/** Where pages are served, as this site's visitors reach it. */
const publicBase = () => `${typeof window === 'undefined' ? '' : window.location.origin}/s/`;

export default function StatusPagesPage() {
  const pages = useStatusPages();
  const canWrite = useCan('status-pages.write');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  const items = pages.data?.items ?? [];
  const limit = pages.data?.limit ?? null;
  const full = limit !== null && items.length >= limit;
  const onCreate = canWrite && !full ? () => setCreating(true) : null;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeading
        title="Status pages"
        description="Public pages that tell your customers whether your services are up, with the monitors you choose under the names you give them."
        actions={
          onCreate && items.length > 0 ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              New status page
            </Button>
          ) : null
        }
      />
      {canWrite && full ? (
        <PlanLimitAlert
          message={`This workspace's plan allows ${limit} status ${limit === 1 ? 'page' : 'pages'}, and ${limit === 1 ? 'it is' : 'all are'} in use: delete one to make another.`}
        />
      ) : null}
      {pages.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : pages.isError ? (
        <LoadError what="the status pages" onRetry={() => void pages.refetch()} />
      ) : (
        <StatusPageList items={items} onCreate={onCreate} />
      )}
      <CreateStatusPageDialog
        open={creating}
        onOpenChange={setCreating}
        publicBase={publicBase()}
        onCreated={(page: StatusPage) => {
          setCreating(false);
          void navigate(paths.dashboard.statusPage(page.id));
        }}
      />
    </div>
  );
}
