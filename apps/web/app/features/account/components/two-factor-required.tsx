import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * Shown instead of a workspace's pages to a member without two-factor authentication while the
 * workspace requires it: the server refuses them everything but their account and workspace list.
 */
export function TwoFactorRequired({ workspaceName }: { workspaceName: string }) {
  return (
    <section
      aria-labelledby="two-factor-required"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-surface p-8 text-center shadow-sm"
    >
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h1 id="two-factor-required" className="mt-4 text-xl font-semibold text-slate-900">
        {workspaceName} requires two-factor authentication
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Its owner asks every member to sign in with a code from an authenticator app as well as the
        password. Turn it on for your account to see the workspace&apos;s monitors, incidents and
        settings again. Until then you can switch to another workspace from the menu.
      </p>
      <Link
        to={`${paths.dashboard.settings}#two-factor`}
        className={buttonClasses({ className: 'mt-6' })}
      >
        Set up two-factor authentication
      </Link>
    </section>
  );
}
