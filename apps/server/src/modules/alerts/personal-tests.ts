import type { PersonalTest, PersonalTestPath } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { type ProviderSettings, unavailableReason } from '../channels/index.js';
import { members, personal, type Target } from './targets.js';
import { queueTest, type TestAlertDeps } from './test-alert.js';

/**
 * A test of the path every monitor alerts by default: the person's own email, browser push and
 * SMS, as their notification settings and profile allow, and as this server can send.
 */
interface Destination {
  test: PersonalTest;
  targets: Target[];
  /** "your email": what the test message says it is for. */
  for: string;
}

const off = (what: string) => `${what} alerts are turned off in your notification settings.`;

function refused(
  path: PersonalTestPath,
  target: string | null,
  reason: string,
  fix: PersonalTest['fix'],
): Omit<Destination, 'for'> {
  return { test: { path, target, available: false, reason, fix }, targets: [] };
}

function usable(path: PersonalTestPath, target: string, targets: Target[]) {
  return { test: { path, target, available: true, reason: null, fix: null }, targets };
}

async function destinations(
  exec: Exec,
  providers: ProviderSettings,
  workspaceId: string,
  userId: string,
): Promise<Destination[]> {
  const me = (await members(exec, workspaceId)).find((m) => m.userId === userId);
  if (!me) throw new NotFoundError('You are not a member of this workspace');
  const settings = me.settings;
  const unreadable = 'Your notification settings could not be read; save them again in Settings.';

  const email = !settings
    ? refused('email', me.email, unreadable, 'settings')
    : !settings.emailNotifications
      ? refused('email', me.email, off('Email'), 'settings')
      : !me.emailVerified
        ? refused(
            'email',
            me.email,
            'Your email address is not confirmed yet, so no alert is mailed to it: open the link Tocsin mailed you, or choose Resend in the banner at the top of the dashboard.',
            null,
          )
        : usable('email', me.email, [
            personal(me.userId, 'email', me.email, `Email to ${me.email}`),
          ]);

  const browsers = await exec
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const count = `${browsers.length} browser${browsers.length === 1 ? '' : 's'}`;
  const push = !settings
    ? refused('push', null, unreadable, 'settings')
    : !settings.pushNotifications
      ? refused('push', null, off('Browser push'), 'settings')
      : browsers.length === 0
        ? refused(
            'push',
            null,
            'No browser is subscribed to push yet: turn on push in your notification settings, in each browser that should receive alerts.',
            'settings',
          )
        : usable(
            'push',
            count,
            browsers.map((b) => personal(me.userId, 'push', b.id, `Push to ${me.name}'s browser`)),
          );

  const sms = unavailableReason('sms', providers)
    ? refused(
        'sms',
        me.phone,
        'This server has no SMS provider: an administrator must connect a Twilio or Vonage account to it.',
        'administrator',
      )
    : !settings
      ? refused('sms', me.phone, unreadable, 'settings')
      : !settings.smsNotifications
        ? refused('sms', me.phone, off('SMS'), 'settings')
        : !me.phone
          ? refused(
              'sms',
              null,
              me.storedPhone
                ? `The phone number in your profile, ${me.storedPhone}, is not in international form (+ and the country code, like +1 415 555 0123).`
                : 'There is no phone number in your profile.',
              'settings',
            )
          : usable('sms', me.phone, [personal(me.userId, 'sms', me.phone, `SMS to ${me.phone}`)]);

  return [
    { ...email, for: 'your email' },
    { ...push, for: 'your browser push' },
    { ...sms, for: 'your SMS' },
  ];
}

/** Each of the person's own paths, with whether a test can go there and, if not, why. */
export async function personalTests(deps: TestAlertDeps, workspaceId: string, userId: string) {
  const list = await destinations(deps.db, deps.providers, workspaceId, userId);
  return { items: list.map((d) => d.test) };
}

/**
 * Queues a test alert to one of the person's own paths (each subscribed browser, for push),
 * through the outbox and dispatcher that send real alerts; refuses one that cannot work, saying
 * why.
 */
export async function sendPersonalTest(
  deps: TestAlertDeps,
  workspaceId: string,
  userId: string,
  path: PersonalTestPath,
) {
  const list = await destinations(deps.db, deps.providers, workspaceId, userId);
  const chosen = list.find((d) => d.test.path === path)!;
  if (!chosen.test.available) {
    const reason = chosen.test.reason!;
    throw new ValidationError(reason, [{ path: 'path', message: reason }]);
  }
  const items = [];
  for (const target of chosen.targets)
    items.push(
      await queueTest(deps, workspaceId, target, {
        for: chosen.for,
        about: `${chosen.for}, ${target.kind === 'push' ? 'this browser' : target.recipient}`,
        viewPath: '/dashboard/testing',
      }),
    );
  deps.wake();
  return { items };
}
