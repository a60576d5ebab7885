import type { MeResponse } from '@tocsin/contract';
import { Avatar } from '@/components/ui/avatar';
import { useDateFormat } from '@/lib/date-format';
import { subscriptionLabels } from '../subscription-labels';
import { PhoneForm } from './phone-form';

export function ProfileCard({ me }: { me: MeResponse }) {
  const { formatDate } = useDateFormat();
  const { profile, workspace } = me;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const displayName = profile.displayName.trim() || fullName || 'User';
  const rows: [string, string][] = [
    ['Name', fullName || displayName],
    ['Email', profile.email],
    ['Workspace', workspace.name],
    ['Plan', subscriptionLabels[profile.subscriptionStatus]],
    ['Member since', formatDate(profile.createdAt)],
  ];

  return (
    <section
      aria-labelledby="profile"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <Avatar photoURL={profile.photoURL} displayName={displayName} className="size-14 text-lg" />
        <div className="min-w-0">
          <h2 id="profile" className="truncate text-lg font-semibold text-slate-900">
            {displayName}
          </h2>
          <p className="truncate text-sm text-slate-500">{profile.email}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd className="mt-1 truncate text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <PhoneForm phone={profile.phoneNumber || profile.phone || ''} />
    </section>
  );
}
