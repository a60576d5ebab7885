import { WIDGET_FRAME, type Badge } from '@tocsin/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useBadge, useCreateBadge, useRevokeBadge, type BadgeOwner } from '@/lib/badges';
import { CopySnippet } from './copy-snippet';

/** The badges of a badge's key, as the card shows them and the snippets name them. */
function badgeImages(badge: Badge) {
  return [
    { name: 'Status', alt: 'Status', url: badge.urls.status },
    { name: 'Uptime over 30 days', alt: 'Uptime (30 days)', url: badge.urls.uptime },
    { name: 'Average response time over 24 hours', alt: 'Response time', url: badge.urls.response },
  ];
}

function widgetSnippets(badge: Badge) {
  const { width, height, title } = WIDGET_FRAME;
  return {
    script: `<script src="${badge.urls.widgetScript}" async></script>`,
    iframe: `<iframe src="${badge.urls.widget}" title="${title}" width="${width}" height="${height}" style="border:0" loading="lazy"></iframe>`,
  };
}

/**
 * A monitor's or status page's badges and widget: made on demand, shown with snippets to paste
 * elsewhere, revoked with a confirmation. `owner` is the monitor or page; people who may not
 * change it (`canChange` false) see the badges and snippets only.
 */
export function BadgeEmbeds({
  owner,
  what,
  canChange,
}: {
  owner: BadgeOwner;
  /** "monitor" or "status page", in the card's sentences. */
  what: string;
  canChange: boolean;
}) {
  const query = useBadge(owner);
  const create = useCreateBadge(owner);
  const { toast } = useToast();

  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) {
    return (
      <Alert tone="error">The badges could not be loaded. Reload the page to try again.</Alert>
    );
  }
  const { badge } = query.data;
  const intro = `Badges show this ${what}'s status, uptime and response time on other sites, such as a README or a wiki, and the widget shows its status and 24-hour uptime in a small frame. They show nothing else: no name, address or settings.`;

  if (!badge) {
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 p-5">
        <p className="text-sm text-slate-600">{intro}</p>
        {canChange ? (
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onError: () =>
                  toast({ type: 'error', title: 'The badges were not made. Please try again.' }),
              })
            }
          >
            Create badges
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            This {what} has no badges yet. A member of the workspace can make them.
          </p>
        )}
      </div>
    );
  }

  const widget = widgetSnippets(badge);
  return (
    <div className="space-y-5 rounded-xl border border-slate-200 p-5">
      <p className="text-sm text-slate-600">{intro}</p>
      <ul className="space-y-4">
        {badgeImages(badge).map((image) => (
          <li key={image.url} className="space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-sm font-medium text-slate-900">{image.name}</h3>
              <img src={image.url} alt={`${image.alt} badge`} height={20} />
            </div>
            <CopySnippet label={`${image.name}: Markdown`} text={`![${image.alt}](${image.url})`} />
            <CopySnippet
              label={`${image.name}: HTML`}
              text={`<img src="${image.url}" alt="${image.alt}">`}
            />
          </li>
        ))}
      </ul>
      <div className="space-y-2">
        <h3 className="text-sm font-medium text-slate-900">Widget</h3>
        <p className="text-sm text-slate-600">
          Paste the script where the widget should appear, or the frame if the page allows no
          scripts from other sites.
        </p>
        <CopySnippet label="Widget: script" text={widget.script} />
        <CopySnippet label="Widget: frame" text={widget.iframe} />
      </div>
      {canChange ? <RevokeBadges owner={owner} what={what} /> : null}
    </div>
  );
}

function RevokeBadges({ owner, what }: { owner: BadgeOwner; what: string }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeBadge(owner);
  const { toast } = useToast();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Revoke badges
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revoke these badges?"
        description={`Every copy of these badges and of the widget, wherever it was pasted, will show "not found" within a minute. Badges made later for this ${what} get new addresses.`}
        confirmLabel="Revoke badges"
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast({ type: 'success', title: 'The badges were revoked' });
            },
            onError: () =>
              toast({ type: 'error', title: 'The badges were not revoked. Please try again.' }),
          })
        }
      />
    </>
  );
}
