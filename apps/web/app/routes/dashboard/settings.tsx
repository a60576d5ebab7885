import type { MetaFunction } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { YourDataCard } from '@/features/account/components/your-data-card';
import { ApiKeysCard } from '@/features/api-keys/components/api-keys-card';
import { AppearanceCard } from '@/features/settings/components/appearance-card';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { ProfileCard } from '@/features/settings/components/profile-card';
import { TimeZoneCard } from '@/features/settings/components/time-zone-card';
import { MembersCard } from '@/features/team/components/members-card';
import { WorkspaceCard } from '@/features/team/components/workspace-card';
import { useCan, useSession } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Settings');

export default function SettingsPage() {
  // The dashboard layout renders its pages only once the session has a user.
  const { user } = useSession();
  const canManageKeys = useCan('keys.manage');
  if (!user) return null;
  return (
    <div className="space-y-8">
      <PageHeading
        title="Settings"
        description="Your profile, how Tocsin alerts you, and how it shows times and looks."
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6 xl:grid-cols-2">
        <ProfileCard me={user} />
        <NotificationSettings
          settings={user.settings}
          hasPhone={Boolean(user.profile.phoneNumber || user.profile.phone)}
        />
        <TimeZoneCard timeZone={user.profile.timeZone} />
        <AppearanceCard />
      </div>
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        <WorkspaceCard workspace={user.workspace} />
        <MembersCard />
        {canManageKeys ? <ApiKeysCard /> : null}
        <YourDataCard email={user.profile.email} />
      </div>
    </div>
  );
}
