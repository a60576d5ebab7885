import { statusUpdateNames, type StatusPost } from '@tocsin/contract';
import { DateTime } from '@/components/ui/time';
import { badgeClasses } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { impactNames } from '../post-values';

/** A post's kind, status and impact, as pills. */
function PostBadges({ post }: { post: StatusPost }) {
  const open = post.closedAt === null;
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={cn(badgeClasses, 'bg-slate-50 text-slate-700 ring-slate-200')}>
        {post.kind === 'incident' ? 'Incident' : 'Maintenance'}
      </span>
      <span
        className={cn(
          badgeClasses,
          open
            ? 'bg-amber-50 text-amber-800 ring-amber-200'
            : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
        )}
      >
        {statusUpdateNames[post.status]}
      </span>
      {post.kind === 'incident' ? (
        <span className={cn(badgeClasses, 'bg-slate-50 text-slate-700 ring-slate-200')}>
          Impact: {impactNames[post.impact]}
        </span>
      ) : null}
    </span>
  );
}

/** A post as the editor lists it: what it says, what it affects, and each update. */
export function PostCard({ post, actions }: { post: StatusPost; actions?: React.ReactNode }) {
  return (
    <article aria-label={post.title} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h3 className="font-semibold text-slate-900">{post.title}</h3>
          <PostBadges post={post} />
        </div>
        {actions}
      </div>
      {post.scheduledStart && post.scheduledEnd ? (
        <p className="text-sm text-slate-600">
          From <DateTime at={post.scheduledStart} /> to <DateTime at={post.scheduledEnd} />
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {post.components.length
          ? `Affects: ${post.components.map((c) => c.publicName).join(', ')}`
          : 'Affects no component in particular.'}
      </p>
      <ol className="space-y-2 border-l-2 border-slate-200 pl-3" aria-label="Updates">
        {post.updates.map((u) => (
          <li key={u.id} className="text-sm">
            <p className="text-slate-600">
              <span className="font-medium text-slate-900">{statusUpdateNames[u.status]}</span> ·{' '}
              <DateTime at={u.createdAt} />
              {u.author ? ` · ${u.author}` : ''}
            </p>
            <p className="whitespace-pre-wrap text-slate-800">{u.body}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
