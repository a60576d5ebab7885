import type { MetaFunction } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { Section } from '@/components/ui/section';
import { EmailCard } from '@/features/account/components/email-card';
import { PasskeysCard } from '@/features/account/components/passkeys-card';
import { PasswordCard } from '@/features/account/components/password-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { TwoFactorCard } from '@/features/account/components/two-factor-card';
import { WorkspaceTwoFactorSwitch } from '@/features/account/components/workspace-two-factor-switch';
import { YourDataCard } from '@/features/account/components/your-data-card';
import { ApiKeysCard } from '@/features/api-keys/components/api-keys-card';
import { ImportCard } from '@/features/import/components/import-card';
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
  const owns = useCan('workspace.own');
  const canImport = useCan('config.write');
  if (!user) return null;
  // A workspace that requires 2FA of a member without it shows them only their own account.
  const locked = user.workspace.requireTwoFactor && !user.profile.twoFactorEnabled;
  return (
    <div className="space-y-8">
      <PageHeading
        title="Settings"
        description="Your profile, how Tocsin alerts you, and how it shows times and looks."
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6 xl:grid-cols-2">
        <ProfileCard me={user} />
        <EmailCard email={user.profile.email} emailVerified={user.profile.emailVerified} />
        <NotificationSettings
          settings={user.settings}
          hasPhone={Boolean(user.profile.phoneNumber || user.profile.phone)}
        />
        <TimeZoneCard timeZone={user.profile.timeZone} />
        <AppearanceCard />
      </div>
      <div className="max-w-5xl">
        <Section title="Security">
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <PasswordCard />
            <TwoFactorCard enabled={user.profile.twoFactorEnabled} />
            <div className="space-y-6 xl:col-span-2">
              <PasskeysCard />
              <SessionsCard />
            </div>
          </div>
        </Section>
      </div>
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        <WorkspaceCard workspace={user.workspace}>
          {owns ? (
            <WorkspaceTwoFactorSwitch
              required={user.workspace.requireTwoFactor}
              ownerHasTwoFactor={user.profile.twoFactorEnabled}
            />
          ) : null}
        </WorkspaceCard>
        {locked ? null : <MembersCard />}
        {canManageKeys && !locked ? <ApiKeysCard /> : null}
      </div>
      {canImport && !locked ? (
        <div className="max-w-5xl">
          <Section title="Import">
            <ImportCard />
          </Section>
        </div>
      ) : null}
      <div className="max-w-5xl">
        <YourDataCard email={user.profile.email} />
      </div>
    </div>
  );
}
