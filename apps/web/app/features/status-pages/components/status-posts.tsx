import type { StatusPage, StatusPost } from '@tocsin/contract';
import { CalendarClock, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, FormDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useDeleteStatusPost, useStatusPosts } from '../api/status-posts';
import { IncidentForm } from './incident-form';
import { MaintenanceForm } from './maintenance-form';
import { PostCard } from './post-card';
import { PostEditForm } from './post-edit-form';
import { PostUpdateForm } from './post-update-form';

type Dialog =
  { kind: 'incident' | 'maintenance' } | { kind: 'update' | 'edit' | 'delete'; post: StatusPost };

/** Open posts first (newest first), then the closed ones, newest first. */
export const openFirst = (posts: StatusPost[]) => [
  ...posts.filter((p) => p.closedAt === null),
  ...posts.filter((p) => p.closedAt !== null),
];

/**
 * The page's incidents and maintenance: posting one, adding updates, correcting and deleting
 * them. A role that cannot change the page reads them only.
 */
export function StatusPosts({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  const posts = useStatusPosts(page.id);
  const remove = useDeleteStatusPost(page.id);
  const { toast } = useToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const done = (title: string) => {
    close();
    toast({ type: 'success', title });
  };

  if (posts.isPending) return <PageSpinner label="Loading the incidents" />;
  if (posts.isError) return <LoadError what="the incidents" onRetry={() => void posts.refetch()} />;
  const items = openFirst(posts.data.items);
  const post = dialog && 'post' in dialog ? dialog.post : null;

  return (
    <div className="space-y-4">
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ kind: 'incident' })}>
            <Megaphone aria-hidden="true" className="size-4" />
            Post an incident
          </Button>
          <Button variant="outline" onClick={() => setDialog({ kind: 'maintenance' })}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Schedule maintenance
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState level={3} title="Nothing posted yet">
          Incidents and maintenance posted here show on the public page at once, and its subscribers
          are told.
        </EmptyState>
      ) : (
        <div className="space-y-3">
          {items.map((p) => (
            <PostCard
              key={p.id}
              post={p}
              actions={
                readOnly ? null : (
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Add an update to ${p.title}`}
                      onClick={() => setDialog({ kind: 'update', post: p })}
                    >
                      Add an update
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${p.title}`}
                      onClick={() => setDialog({ kind: 'edit', post: p })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${p.title}`}
                      onClick={() => setDialog({ kind: 'delete', post: p })}
                    >
                      Delete
                    </Button>
                  </div>
                )
              }
            />
          ))}
        </div>
      )}
      <FormDialog
        open={dialog?.kind === 'incident'}
        onOpenChange={close}
        title="Post an incident"
        description="It shows on the public page at once, and the page's subscribers are told."
      >
        <IncidentForm page={page} onDone={() => done('Incident posted')} />
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'maintenance'}
        onOpenChange={close}
        title="Schedule maintenance"
        description="The page announces it, then shows its components under maintenance during the window."
      >
        <MaintenanceForm page={page} onDone={() => done('Maintenance scheduled')} />
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'update'}
        onOpenChange={close}
        title="Add an update"
        description={post ? `To “${post.title}”. The page's subscribers are told.` : ''}
      >
        {post ? <PostUpdateForm post={post} onDone={() => done('Update posted')} /> : null}
      </FormDialog>
      <FormDialog
        open={dialog?.kind === 'edit'}
        onOpenChange={close}
        title="Edit the post"
        description="A correction: subscribers are not told of it."
      >
        {post ? (
          <PostEditForm page={page} post={post} onDone={() => done('Changes saved')} />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={close}
        title={post ? `Delete “${post.title}”?` : 'Delete the post?'}
        description={
          <>
            It and its updates leave the public page and its history. This cannot be undone.
            {remove.isError ? (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                The post was not deleted. Please try again.
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete post"
        pending={remove.isPending}
        onConfirm={() => {
          if (post) remove.mutate(post.id, { onSuccess: () => done('Post deleted') });
        }}
      />
    </div>
  );
}
