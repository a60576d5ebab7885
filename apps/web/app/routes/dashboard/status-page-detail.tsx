import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { BadgeEmbeds } from '@/components/badges/badge-embeds';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Section } from '@/components/ui/section';
import { PageSpinner } from '@/components/ui/spinner';
import { useDiscardUnsaved } from '@/components/unsaved-changes';
import { listMonitorsQueryOptions } from '@/features/monitors/api/list-monitors';
import { useDeleteStatusPage, useStatusPage } from '@/features/status-pages/api/status-pages';
import { CustomDomain } from '@/features/status-pages/components/custom-domain';
import { LayoutEditor } from '@/features/status-pages/components/layout-editor';
import { PageLogo } from '@/features/status-pages/components/page-logo';
import { PagePassword } from '@/features/status-pages/components/page-password';
import { PageSettingsForm } from '@/features/status-pages/components/page-settings-form';
import { StatusPosts } from '@/features/status-pages/components/status-posts';
import { Subscribers } from '@/features/status-pages/components/subscribers';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useCan } from '@/lib/session';

export const meta: MetaFunction = () => pageMeta('Status page');

/** The monitors a component may show: the first 100 by name, the API's largest page. */
const monitorChoices = { sort: 'name', order: 'asc', page: 1, pageSize: 100 } as const;

export default function StatusPageDetail() {
  const { id = '' } = useParams();
  const page = useStatusPage(id);
  const monitors = useQuery(listMonitorsQueryOptions(monitorChoices));
  const readOnly = !useCan('status-pages.write');
  const remove = useDeleteStatusPage();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const discardUnsaved = useDiscardUnsaved();

  if (page.isPending) return <PageSpinner label="Loading the status page" />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404)
      return (
        <div className="max-w-xl space-y-4">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Status page not found
          </h1>
          <p className="text-sm text-slate-600">
            It may have been deleted, or it belongs to another workspace.
          </p>
          <Link to={paths.dashboard.statusPages} className="text-sm font-medium text-brand-700">
            Back to the status pages
          </Link>
        </div>
      );
    return <LoadError what="the status page" onRetry={() => void page.refetch()} />;
  }
  const data = page.data;
  const choices = (monitors.data?.items ?? []).map((m) => ({ id: m.id, name: m.name }));

  return (
    <div className="max-w-4xl space-y-10">
      <div className="space-y-3">
        <Link
          to={paths.dashboard.statusPages}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Status pages
        </Link>
        <PageHeading
          title={data.name}
          description={
            <a
              href={data.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              {data.url}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          }
          actions={
            readOnly ? null : (
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete page
              </Button>
            )
          }
        />
        {readOnly ? (
          <p className="text-sm text-slate-600">
            Your role can read this page&apos;s settings but not change them.
          </p>
        ) : null}
      </div>
      <Section title="Components">
        {monitors.isPending ? (
          <PageSpinner label="Loading the monitors" />
        ) : (
          <LayoutEditor page={data} monitors={choices} readOnly={readOnly} />
        )}
      </Section>
      <Section title="Incidents and maintenance">
        <StatusPosts page={data} readOnly={readOnly} />
      </Section>
      <Section title="Settings">
        <PageSettingsForm page={data} readOnly={readOnly} />
      </Section>
      <Section title="Logo">
        <PageLogo page={data} readOnly={readOnly} />
      </Section>
      <Section title="Password">
        <PagePassword page={data} readOnly={readOnly} />
      </Section>
      <Section title="Custom domain">
        <CustomDomain page={data} readOnly={readOnly} />
      </Section>
      <Section title="Subscribers">
        <Subscribers pageId={data.id} readOnly={readOnly} />
      </Section>
      <Section title="Badges">
        <BadgeEmbeds
          owner={{ kind: 'status-page', id: data.id }}
          what="status page"
          canChange={!readOnly}
        />
      </Section>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${data.name}?`}
        description={
          <>
            The page at {data.url} stops answering, and its components, logo, incidents and
            subscribers are deleted. This cannot be undone.
            {remove.isError ? (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                The page was not deleted. Please try again.
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete page"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              // The page is gone, and any change to it that was not saved with it.
              discardUnsaved();
              void navigate(paths.dashboard.statusPages);
            },
          })
        }
      />
    </div>
  );
}
