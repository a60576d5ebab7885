import { membersOfRules, settingsSchema, type AlertRules } from '@tocsin/contract';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import {
  channels,
  deliveries,
  profiles,
  pushSubscriptions,
  users,
  workspaceMembers,
} from '../../db/schema.js';
import { checkPhone } from '../../lib/phone.js';
import {
  type ProviderSettings,
  channelLabel,
  describeKinds,
  ownChannels,
} from '../channels/index.js';

/** One destination of an alert: a workspace channel, or one member's own contact. */
export interface Target {
  /** Stable per destination: part of the dedup key. */
  key: string;
  kind: (typeof deliveries.$inferInsert)['kind'];
  channelId?: string;
  userId?: string;
  recipient?: string;
  /** For people: "Slack: #ops", "Email to ada@example.com". */
  label: string;
  /** Why nothing can be sent here: recorded as a failed alert instead of queued. */
  unusable?: string;
  /** Whether the incident's delivery log lists it too, failed with that reason. */
  logged?: boolean;
}

/** Workspace members with their contacts and notification settings. */
export async function members(tx: Exec, workspaceId: string) {
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      settings: profiles.settings,
      phoneNumber: profiles.phoneNumber,
      phone: profiles.phone,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.disabled, false)));
  return rows.map((r) => {
    // Numbers stored before sign-up checked them are read as E.164 when they can be.
    const storedPhone = r.phoneNumber || r.phone || '';
    const phone = checkPhone(storedPhone);
    const settings = settingsSchema.safeParse(r.settings);
    return {
      userId: r.userId,
      email: r.email,
      emailVerified: r.emailVerified,
      name: r.name,
      storedPhone,
      phone: phone.ok ? phone.e164 : null,
      settings: settings.success ? settings.data : null,
    };
  });
}

type Member = Awaited<ReturnType<typeof members>>[number];

/** A member's SMS or call, or why it cannot go: no number, or one no provider could reach. */
function phoneTarget(m: Member, kind: 'sms' | 'voice'): Target {
  const what = kind === 'sms' ? 'SMS' : 'Phone call';
  if (m.phone) return personal(m.userId, kind, m.phone, `${what} to ${m.phone}`);
  const label = `${what} to ${m.name}`;
  const why = m.storedPhone
    ? `the phone number in their profile, ${m.storedPhone}, is not a valid number in international form (+ and the country code, like +1 415 555 0123)`
    : 'there is no phone number in their profile';
  return {
    ...personal(m.userId, kind, m.storedPhone, label),
    unusable: `${label} not sent: ${why}.`,
  };
}

/** A member's own email, or why it cannot go: the address was never confirmed. */
export function emailTarget(m: Member): Target {
  const target = personal(m.userId, 'email', m.email, `Email to ${m.email}`);
  if (m.emailVerified) return target;
  return {
    ...target,
    logged: true,
    unusable: `Email to ${m.email} not sent: the email address is not confirmed yet. ${m.name} can confirm it with the link Tocsin mailed, or send a new one from the banner of the dashboard.`,
  };
}

/**
 * Members' own contacts, as each one's settings allow: email, SMS and a call to their phone
 * (when this server has a provider for them), and every browser they subscribed to push. Only
 * `chosen` members when the rules name some; a named person who left the workspace is skipped.
 */
async function memberTargets(
  tx: Exec,
  workspaceId: string,
  providers: ProviderSettings,
  chosen: 'all' | string[],
) {
  const everyone = await members(tx, workspaceId);
  const list = chosen === 'all' ? everyone : everyone.filter((m) => chosen.includes(m.userId));
  const available = new Set(
    describeKinds(providers)
      .filter((k) => k.available)
      .map((k) => k.kind),
  );
  const subscriptions = list.length
    ? await tx
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            list.map((m) => m.userId),
          ),
        )
    : [];
  const targets: Target[] = [];
  for (const m of list) {
    const s = m.settings;
    if (!s) continue;
    if (s.emailNotifications) targets.push(emailTarget(m));
    if (s.smsNotifications && available.has('sms')) targets.push(phoneTarget(m, 'sms'));
    if (s.phoneNotifications && available.has('voice')) targets.push(phoneTarget(m, 'voice'));
    if (s.pushNotifications) {
      for (const sub of subscriptions.filter((x) => x.userId === m.userId))
        targets.push(personal(m.userId, 'push', sub.id, `Push to ${m.name}'s browser`));
    }
  }
  return targets;
}

/** The time zone each of these people chose (null: none), to write their alerts' times in. */
export async function timeZonesOf(tx: Exec, userIds: string[]) {
  const zones = new Map<string, string | null>();
  if (userIds.length === 0) return zones;
  const rows = await tx
    .select({ userId: profiles.userId, timeZone: profiles.timeZone })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
  for (const r of rows) zones.set(r.userId, r.timeZone);
  return zones;
}

export function personal(
  userId: string,
  kind: Target['kind'],
  recipient: string,
  label: string,
): Target {
  return { key: `u:${userId}:${kind}:${recipient}`, kind, userId, recipient, label };
}

export async function channelTargets(
  tx: Exec,
  workspaceId: string,
  ids: string[],
): Promise<Target[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: channels.id, kind: channels.kind, name: channels.name })
    .from(channels)
    .where(
      ownChannels(tx, workspaceId).where(inArray(channels.id, ids), eq(channels.enabled, true)),
    );
  return rows.map((c) => ({
    key: `c:${c.id}`,
    kind: c.kind,
    channelId: c.id,
    label: channelLabel(c),
  }));
}

/** Where the down alerts of a monitor go: the rule's channels, and members' own contacts. */
export async function downTargets(
  tx: Exec,
  providers: ProviderSettings,
  workspaceId: string,
  rules: AlertRules,
) {
  const chosen = membersOfRules(rules);
  const [own, people] = await Promise.all([
    channelTargets(tx, workspaceId, rules.channelIds),
    chosen === 'all' || chosen.length > 0 ? memberTargets(tx, workspaceId, providers, chosen) : [],
  ]);
  return [...own, ...people];
}

/**
 * Every destination that was sent the down alert of an incident, so the recovery reaches each
 * (and PagerDuty and Opsgenie resolve what they opened).
 */
export async function alertedTargets(tx: Exec, incidentId: string): Promise<Target[]> {
  const alerted = await tx
    .selectDistinctOn(
      [deliveries.channelId, deliveries.userId, deliveries.kind, deliveries.recipient],
      {
        kind: deliveries.kind,
        channelId: deliveries.channelId,
        userId: deliveries.userId,
        recipient: deliveries.recipient,
        target: deliveries.target,
      },
    )
    .from(deliveries)
    .where(
      and(
        eq(deliveries.incidentId, incidentId),
        eq(deliveries.event, 'down'),
        // Listed in the log only to say why nothing went (an address not confirmed).
        not(and(eq(deliveries.status, 'failed'), eq(deliveries.attempts, 0))!),
      ),
    );
  return alerted.map((d) => ({
    key: d.channelId ? `c:${d.channelId}` : `u:${d.userId}:${d.kind}:${d.recipient}`,
    kind: d.kind,
    channelId: d.channelId ?? undefined,
    userId: d.userId ?? undefined,
    recipient: d.recipient ?? undefined,
    label: d.target,
  }));
}
