import type { MeResponse } from '@tocsin/contract';
import { useDateFormat } from '@/lib/date-format';
import { subscriptionLabels } from '../subscription-labels';
import { AvatarUpload } from './avatar-upload';
import { NameForm } from './name-form';
import { PhoneForm } from './phone-form';

export function ProfileCard({ me }: { me: MeResponse }) {
  const { formatDate } = useDateFormat();
  const { profile, workspace } = me;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const displayName = profile.displayName.trim() || fullName || 'User';
  const rows: [string, string][] = [
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
      <div className="mt-6">
        <AvatarUpload photoURL={profile.photoURL} displayName={displayName} />
      </div>
      <NameForm
        key={`${profile.firstName ?? ''} ${profile.lastName ?? ''}`}
        firstName={profile.firstName ?? ''}
        lastName={profile.lastName ?? ''}
      />
      <PhoneForm phone={profile.phoneNumber || profile.phone || ''} />
    </section>
  );
}
