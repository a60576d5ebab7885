import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import {
  configChannelSchema,
  configMaintenanceSchema,
  configMonitorSchema,
  configStatusPageSchema,
  DEFAULT_ALERT_RULES,
  secretFields,
  type AlertRules,
  type ConfigAlertRules,
  type ConfigApplyResult,
  type ConfigChannel,
  type ConfigDocument,
  type ConfigMonitor,
  type ConfigObjectKind,
  type ConfigPlanEntry,
  type ConfigStatusPage,
  type MaintenanceWindowInput,
  type MonitorInput,
} from '@tocsin/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import {
  alertRules,
  channels,
  maintenanceWindows,
  monitorState,
  monitors,
  users,
  workspaceMembers,
} from '../../db/schema.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { recordAudit } from '../audit/index.js';
import {
  assertAvailable,
  auditChannel,
  ownChannels,
  storableConfig,
  type ChannelDeps,
} from '../channels/index.js';
import { auditWindow, windowColumns, windowsOf } from '../maintenance/index.js';
import {
  ownGroups,
  auditMonitor,
  monitorFields,
  columnsOf,
  ownMonitors,
  resetState,
  type MonitorDeps,
} from '../monitors/index.js';
import { checkedEvery, takesPushes } from '../checks/index.js';
import {
  assertChannelRoom,
  assertInterval,
  assertMonitorRoom,
  assertStatusPageRoom,
  lockWorkspace,
} from '../plans/index.js';
import { deleteHistory } from '../results/index.js';
import {
  writeLayout,
  pagesOf,
  announce,
  auditPage,
  insertPage,
  savePage,
} from '../status-pages/index.js';
import { loadWorkspace, type WorkspaceIds } from './export.js';

export interface ApplyDeps {
  db: Db;
  bus: EventBus;
  monitors: Pick<MonitorDeps, 'assertTargetAllowed' | 'assertTypeAvailable' | 'plan'>;
  channels: Pick<ChannelDeps, 'secrets' | 'providers' | 'guard'>;
}

export interface ApplyOptions {
  /** Secret values by the environment variable name the document's channels refer to. */
  secrets: Record<string, string>;
  /** Also delete what the document no longer lists. */
  prune: boolean;
  /** Only plan. */
  dryRun: boolean;
}

type Action = ConfigPlanEntry['action'] | 'keep';

/** One object of the plan, with what applying it needs. */
interface Step<T> extends Omit<ConfigPlanEntry, 'action'> {
  action: Action;
  /** The object's place in the document (`monitors[2]`), for errors. */
  at: string;
  id: string | null;
  desired: T | null;
  /** Only its stored key is missing: saved without counting as a change. */
  keyOnly?: boolean;
}

/** The top-level fields (and `alerts.*` ones) whose values differ. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].flatMap((name) => {
    const [a, b] = [before[name], after[name]];
    if (isDeepStrictEqual(a, b)) return [];
    if (name === 'alerts' || name === 'config')
      return changedFields(
        (a ?? {}) as Record<string, unknown>,
        (b ?? {}) as Record<string, unknown>,
      ).map((f) => `${name}.${f}`);
    return [name];
  });
}

/** Parsed again, so what the workspace holds and what the file says compare field by field. */
function normal<T>(schema: z.ZodType, value: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : value;
}

const refused = (at: string, message: string) =>
  new ValidationError(`${at}: ${message}`, [{ path: at, message }]);

/** A window's times as stored: instants to the millisecond, days once each and in order. */
function windowTimes<T extends Record<string, unknown>>(window: T): T {
  const out: Record<string, unknown> = { ...window };
  for (const field of ['startsAt', 'endsAt'])
    if (typeof out[field] === 'string') out[field] = new Date(out[field]).toISOString();
  if (Array.isArray(out['days'])) out['days'] = [...new Set(out['days'] as number[])].sort();
  return out as T;
}

/**
 * Compares a document with the workspace and, unless `dryRun`, makes the workspace match it in
 * one transaction: objects are matched by key (status pages by slug), created, changed, and with
 * `prune` deleted when the document no longer lists them. Applying the same document again
 * changes nothing.
 */
export async function applyConfig(
  deps: ApplyDeps,
  workspaceId: string,
  desired: ConfigDocument,
  options: ApplyOptions,
): Promise<ConfigApplyResult> {
  const { document: current, ids } = await loadWorkspace(deps.db, workspaceId);
  const storedKeys = await keysStored(deps.db, ids);
  const steps = {
    channels: plan(
      'channel',
      current.channels,
      desired.channels,
      ids.channels,
      storedKeys,
      configChannelSchema,
      (c) => c.key,
      openFields,
    ),
    monitors: plan(
      'monitor',
      current.monitors,
      desired.monitors,
      ids.monitors,
      storedKeys,
      configMonitorSchema,
      (m) => m.key,
    ),
    maintenance: plan(
      'maintenance',
      current.maintenance.map(windowTimes),
      desired.maintenance.map(windowTimes),
      ids.maintenance,
      storedKeys,
      configMaintenanceSchema,
      (w) => String(w['key']),
    ),
    statusPages: plan(
      'statusPage',
      current.statusPages,
      desired.statusPages,
      ids.statusPages,
      null,
      configStatusPageSchema,
      (p) => p.slug,
    ),
  };
  for (const step of steps.monitors)
    if (step.action === 'change' && step.fields.includes('type'))
      throw refused(
        `${step.at}.type`,
        'The type of a monitor cannot change; give the new monitor a key of its own',
      );
  for (const step of steps.channels)
    if (step.action === 'change' && step.fields.includes('kind'))
      throw refused(
        `${step.at}.kind`,
        'The kind of a channel cannot change; give the new channel a key of its own',
      );

  // What the document's references can name: its own objects, and those it leaves in place.
  const kept = <T>(list: Step<T>[], all: Map<string, string>) =>
    new Set([
      ...list.filter((s) => s.action !== 'delete').map((s) => s.key),
      ...(options.prune ? [] : all.keys()),
    ]);
  const channelKeys = kept(steps.channels, ids.channels);
  const monitorKeys = kept(steps.monitors, ids.monitors);
  const memberIds = await membersByEmail(deps.db, workspaceId, desired);
  assertReferences(desired, channelKeys, monitorKeys, memberIds);

  // Secrets: a new channel needs every one; a changed channel keeps those not given.
  const stored = await storedSecrets(deps, workspaceId, ids.channels);
  for (const step of steps.channels) {
    if (step.action === 'delete') continue;
    const given = secretsOf(step.desired!, options.secrets);
    const had = step.id ? (stored.get(step.id) ?? {}) : {};
    for (const field of secretFields(step.desired!.kind)) {
      const reference = step.desired!.config[field] as { env: string } | undefined;
      if (!reference || field in given || field in had) continue;
      if (step.action === 'create')
        throw refused(
          `${step.at}.config.${field}`,
          `Set the environment variable ${reference.env}: it holds the ${field} of channel "${step.key}"`,
        );
    }
    const changed = Object.keys(given).filter((field) => given[field] !== had[field]);
    if (step.action === 'keep' && changed.length) {
      step.action = 'change';
      step.fields = changed.map((f) => `config.${f}`);
    } else if (step.action === 'change')
      step.fields.push(
        ...changed.map((f) => `config.${f}`).filter((f) => !step.fields.includes(f)),
      );
  }

  const entries = [
    ...steps.channels,
    ...steps.monitors,
    ...steps.maintenance,
    ...steps.statusPages,
  ].filter((s) => s.action !== 'keep' && (s.action !== 'delete' || options.prune));
  const result = {
    plan: entries.map(({ action, kind, key, name, fields }) => ({
      action: action as ConfigPlanEntry['action'],
      kind,
      key,
      name,
      fields,
    })),
    applied: false,
  };
  const keyOnly = [...steps.channels, ...steps.monitors, ...steps.maintenance].some(
    (s) => s.keyOnly,
  );
  if (options.dryRun || (entries.length === 0 && !keyOnly)) return result;

  await checkTargets(deps, steps, stored, options.secrets);
  const done = await deps.db.transaction((tx) =>
    write(tx, deps, workspaceId, steps, { ids, stored, memberIds, options, entries }),
  );
  if (done.deletedSeqs.length) await deleteHistory(deps.db, done.deletedSeqs);
  for (const id of done.changedMonitors)
    deps.bus.publish('monitor.changed', { monitorId: id, workspaceId });
  for (const id of done.deletedMonitors)
    deps.bus.publish('monitor.deleted', { monitorId: id, workspaceId });
  if (done.groupsChanged) deps.bus.publish('groups.changed', { workspaceId });
  for (const id of done.pages) announce(deps.bus, workspaceId, id);
  return { ...result, applied: true };
}

/** The channel as compared: secrets are compared by value, apart. */
function openFields(channel: ConfigChannel): ConfigChannel {
  const secret = new Set(secretFields(channel.kind));
  return {
    ...channel,
    config: Object.fromEntries(Object.entries(channel.config).filter(([f]) => !secret.has(f))),
  };
}

/** Each object of the document against the workspace's of the same key, then those left over. */
function plan<T extends { name?: unknown }>(
  kind: ConfigObjectKind,
  currentList: T[],
  desiredList: T[],
  idsByKey: Map<string, string>,
  storedKeys: Set<string> | null,
  schema: z.ZodType,
  keyOf: (item: T) => string,
  compared: (item: T) => T = (item) => item,
): Step<T>[] {
  const section = {
    monitor: 'monitors',
    channel: 'channels',
    maintenance: 'maintenance',
    statusPage: 'statusPages',
  }[kind];
  const currentByKey = new Map(currentList.map((item) => [keyOf(item), item] as const));
  const listed = new Set<string>();
  const steps: Step<T>[] = desiredList.map((item, index) => {
    const key = keyOf(item);
    listed.add(key);
    const base = { kind, key, name: String(item.name), at: `${section}[${index}]`, desired: item };
    const was = currentByKey.get(key);
    if (!was) return { ...base, action: 'create', fields: [], id: null };
    const id = idsByKey.get(key)!;
    const fields = changedFields(compared(normal(schema, was)), compared(item));
    return {
      ...base,
      action: fields.length ? 'change' : 'keep',
      fields,
      id,
      keyOnly: storedKeys !== null && !storedKeys.has(id),
    };
  });
  for (const [key, item] of currentByKey)
    if (!listed.has(key))
      steps.push({
        kind,
        key,
        name: String(item.name),
        at: key,
        action: 'delete',
        fields: [],
        id: idsByKey.get(key)!,
        desired: null,
      });
  return steps;
}

/** The ids of rows whose key is stored (the others are named by their name's key). */
async function keysStored(db: Db, ids: WorkspaceIds) {
  const stored = (
    table: typeof monitors | typeof channels | typeof maintenanceWindows,
    of: Map<string, string>,
  ) =>
    of.size
      ? db
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.id, [...of.values()]), isNotNull(table.configKey)))
      : Promise.resolve([]);
  const rows = await Promise.all([
    stored(monitors, ids.monitors),
    stored(channels, ids.channels),
    stored(maintenanceWindows, ids.maintenance),
  ]);
  return new Set(rows.flat().map((r) => r.id));
}

/** Members named in alert rules, by lowercased email. */
async function membersByEmail(db: Db, workspaceId: string, document: ConfigDocument) {
  const emails = [
    ...new Set(document.monitors.flatMap((m) => m.alerts.members.map((e) => e.toLowerCase()))),
  ];
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id] as const));
}

/** Every key the document names must be an object it lists or leaves in place. */
function assertReferences(
  document: ConfigDocument,
  channelKeys: Set<string>,
  monitorKeys: Set<string>,
  members: Map<string, string>,
) {
  const names = (list: string[], known: Set<string>, at: string, what: string) =>
    list.forEach((key, i) => {
      if (!known.has(key)) throw refused(`${at}[${i}]`, `No ${what} has the key "${key}"`);
    });
  document.monitors.forEach((m, i) => {
    const at = `monitors[${i}].alerts`;
    names(m.alerts.channels, channelKeys, `${at}.channels`, 'channel');
    if (m.alerts.escalation)
      names(m.alerts.escalation.channels, channelKeys, `${at}.escalation.channels`, 'channel');
    m.alerts.members.forEach((email, j) => {
      if (!members.has(email.toLowerCase()))
        throw refused(`${at}.members[${j}]`, `${email} is not a member of this workspace`);
    });
  });
  document.maintenance.forEach((w, i) =>
    names(w.monitors, monitorKeys, `maintenance[${i}].monitors`, 'monitor'),
  );
  document.statusPages.forEach((p, i) => {
    const seen = new Set<string>();
    const check = (monitor: string, at: string) => {
      if (!monitorKeys.has(monitor)) throw refused(at, `No monitor has the key "${monitor}"`);
      if (seen.has(monitor))
        throw refused(at, `Monitor "${monitor}" is on the page twice: keep one component for it`);
      seen.add(monitor);
    };
    p.components.forEach((c, j) => check(c.monitor, `statusPages[${i}].components[${j}].monitor`));
    p.sections.forEach((s, k) =>
      s.components.forEach((c, j) =>
        check(c.monitor, `statusPages[${i}].sections[${k}].components[${j}].monitor`),
      ),
    );
  });
}

/** The stored secrets of the workspace's channels, opened. */
async function storedSecrets(
  deps: ApplyDeps,
  workspaceId: string,
  channelIds: Map<string, string>,
) {
  const rows = channelIds.size
    ? await deps.db
        .select({ id: channels.id, secrets: channels.secrets })
        .from(channels)
        .where(
          ownChannels(deps.db, workspaceId).where(inArray(channels.id, [...channelIds.values()])),
        )
    : [];
  return new Map(
    rows.map((r) => [r.id, r.secrets ? deps.channels.secrets.open(r.secrets) : {}] as const),
  );
}

/** The secret values the document's channel refers to that were given. */
function secretsOf(channel: ConfigChannel, secrets: Record<string, string>) {
  const given: Record<string, unknown> = {};
  for (const field of secretFields(channel.kind)) {
    const reference = channel.config[field] as { env: string } | undefined;
    if (reference && secrets[reference.env] !== undefined && secrets[reference.env] !== '')
      given[field] = secrets[reference.env];
  }
  return given;
}

/** A channel's whole config: its open fields, the secrets given, else those it had. */
function channelConfig(channel: ConfigChannel, given: Record<string, unknown>, had: object) {
  const secret = new Set(secretFields(channel.kind));
  const open = Object.fromEntries(Object.entries(channel.config).filter(([f]) => !secret.has(f)));
  return { ...had, ...open, ...given };
}

/** The settings of a document's monitor as the monitors' own API takes them. */
function monitorSettings(monitor: ConfigMonitor): MonitorInput {
  const { key: _key, group: _group, paused: _paused, alerts: _alerts, ...settings } = monitor;
  return settings;
}

/** With `at` before what a check of one object says, so the file's place is named. */
async function at<T>(where: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ValidationError)
      throw new ValidationError(
        `${where}: ${error.message}`,
        (error.issues ?? [{ path: '', message: error.message }]).map((issue) => ({
          path: issue.path ? `${where}.${issue.path}` : where,
          message: issue.message,
        })),
      );
    throw error;
  }
}

/** The checks that look outside the database (SSRF guard, available types), before writing. */
async function checkTargets(
  deps: ApplyDeps,
  steps: { monitors: Step<ConfigMonitor>[]; channels: Step<ConfigChannel>[] },
  stored: Map<string, Record<string, unknown>>,
  secrets: Record<string, string>,
) {
  const monitorChecks = steps.monitors
    .filter((s) => s.action === 'create' || s.action === 'change')
    .map((s) => async () => {
      const settings = monitorSettings(s.desired!);
      await at(s.at, async () => {
        if (s.action === 'create') await deps.monitors.assertTypeAvailable(settings.type);
        await deps.monitors.assertTargetAllowed(settings);
      });
    });
  const channelChecks = steps.channels
    .filter((s) => s.action === 'create' || s.action === 'change')
    .map((s) => async () => {
      const channel = s.desired!;
      await at(s.at, async () => {
        if (s.action === 'create') assertAvailable(deps.channels, channel.kind);
        await storableConfig(
          deps.channels,
          channel.kind,
          channelConfig(channel, secretsOf(channel, secrets), s.id ? (stored.get(s.id) ?? {}) : {}),
        );
      });
    });
  await fewAtATime([...monitorChecks, ...channelChecks]);
}

/** Runs the tasks eight at a time: each may wait on DNS. */
async function fewAtATime(queue: (() => Promise<void>)[]) {
  await Promise.all(
    Array.from({ length: Math.min(8, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    }),
  );
}

/**
 * The monitors of an imported document this instance will not check (an address its SSRF guard
 * refuses, such as a LAN device's, or a type it does not offer), taken out with the reason: one
 * of them should not keep a whole Uptime Kuma install from moving over.
 */
export async function withoutRefusedMonitors(
  deps: ApplyDeps,
  document: ConfigDocument,
): Promise<{ document: ConfigDocument; refused: { item: string; reason: string }[] }> {
  const refused = new Map<string, string>();
  await fewAtATime(
    document.monitors.map((monitor) => async () => {
      try {
        const settings = monitorSettings(monitor);
        await deps.monitors.assertTypeAvailable(settings.type);
        await deps.monitors.assertTargetAllowed(settings);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.set(monitor.key, error.message);
      }
    }),
  );
  return {
    document: { ...document, monitors: document.monitors.filter((m) => !refused.has(m.key)) },
    refused: document.monitors
      .filter((m) => refused.has(m.key))
      .map((m) => ({ item: `Monitor '${m.name}'`, reason: refused.get(m.key)! })),
  };
}

interface WriteContext {
  ids: WorkspaceIds;
  stored: Map<string, Record<string, unknown>>;
  memberIds: Map<string, string>;
  options: ApplyOptions;
  entries: Step<unknown>[];
}

/** The plan, written in the caller's transaction. */
async function write(
  tx: Tx,
  deps: ApplyDeps,
  workspaceId: string,
  steps: {
    channels: Step<ConfigChannel>[];
    monitors: Step<ConfigMonitor>[];
    maintenance: Step<ConfigDocument['maintenance'][number]>[];
    statusPages: Step<ConfigStatusPage>[];
  },
  { ids, stored, memberIds, options, entries }: WriteContext,
) {
  await lockWorkspace(tx, workspaceId);
  const planInForce = await deps.monitors.plan(tx, workspaceId);
  // Rows made in one transaction would share its time: a millisecond apart, they keep the
  // document's order wherever the workspace lists them oldest first.
  const start = Date.now();
  let made = 0;
  const createdAt = () => new Date(start + made++);
  const pruning = (list: Step<unknown>[]) =>
    options.prune ? list.filter((s) => s.action === 'delete') : [];
  const done = {
    changedMonitors: [] as string[],
    deletedMonitors: [] as string[],
    deletedSeqs: [] as number[],
    groupsChanged: false,
    pages: [] as string[],
  };

  // Deletions first, so what they free counts for what is added.
  for (const step of pruning(steps.statusPages)) {
    const row = await pagesOf(tx, workspaceId).remove(step.id!);
    await auditPage(tx, workspaceId, 'deleted', row, null);
    done.pages.push(row.id);
  }
  for (const step of pruning(steps.maintenance)) {
    const row = await windowsOf(tx, workspaceId).remove(step.id!);
    await auditWindow(tx, workspaceId, 'deleted', row, null);
  }
  const goneMonitors = await ownMonitors(tx, workspaceId).removeMany(
    pruning(steps.monitors).map((s) => s.id!),
  );
  for (const row of goneMonitors) {
    await auditMonitor(tx, workspaceId, 'deleted', row, { before: monitorFields(row) });
    done.deletedMonitors.push(row.id);
    done.deletedSeqs.push(row.seq);
  }
  for (const step of pruning(steps.channels)) {
    const row = await ownChannels(tx, workspaceId).remove(step.id!);
    await auditChannel(tx, deps.channels as ChannelDeps, workspaceId, 'deleted', row, null);
  }

  // Channels, so monitors' rules can name them.
  const channelIds = new Map(ids.channels);
  for (const step of steps.channels) {
    if (step.action === 'delete') continue;
    const channel = step.desired!;
    const configKey = { configKey: step.key };
    if (step.action === 'keep') {
      if (step.keyOnly) await ownChannels(tx, workspaceId).update(step.id!, configKey);
      continue;
    }
    const had = step.id ? (stored.get(step.id) ?? {}) : {};
    let config = channelConfig(channel, secretsOf(channel, options.secrets), had);
    if (channel.kind === 'webhook' && !config['secret'])
      config = { ...config, secret: `whsec_${randomBytes(32).toString('base64')}` };
    const columns = {
      name: channel.name,
      enabled: channel.enabled,
      isDefault: channel.default,
      ...(await at(step.at, () => storableConfig(deps.channels, channel.kind, config))),
      ...configKey,
    };
    if (step.action === 'create') {
      await assertChannelRoom(tx, planInForce, workspaceId);
      const row = await ownChannels(tx, workspaceId).insert({
        id: crypto.randomUUID(),
        createdAt: createdAt(),
        kind: channel.kind,
        ...columns,
      });
      channelIds.set(step.key, row.id);
      await auditChannel(tx, deps.channels as ChannelDeps, workspaceId, 'created', null, row);
    } else {
      const before = await ownChannels(tx, workspaceId).get(step.id!);
      const row = await ownChannels(tx, workspaceId).update(step.id!, columns);
      await auditChannel(tx, deps.channels as ChannelDeps, workspaceId, 'updated', before, row);
    }
  }

  // Groups by name, made when missing.
  const groups = new Map(
    (await ownGroups(tx, workspaceId).list()).map((g) => [g.name, g.id] as const),
  );
  const groupOf = async (name: string | null) => {
    if (name === null) return null;
    if (!groups.has(name)) {
      const row = await ownGroups(tx, workspaceId).insert({ id: crypto.randomUUID(), name });
      groups.set(name, row.id);
      done.groupsChanged = true;
    }
    return groups.get(name)!;
  };

  const rulesOf = (alerts: ConfigAlertRules): AlertRules => ({
    ...DEFAULT_ALERT_RULES,
    channelIds: alerts.channels.map((key) => channelIds.get(key)!),
    notifyMembers: alerts.notifyMembers,
    memberIds: alerts.notifyMembers
      ? []
      : alerts.members.map((email) => memberIds.get(email.toLowerCase())!),
    events: alerts.events,
    reminderMinutes: alerts.reminderMinutes,
    escalation: alerts.escalation && {
      afterMinutes: alerts.escalation.afterMinutes,
      channelIds: alerts.escalation.channels.map((key) => channelIds.get(key)!),
    },
  });

  const adding = steps.monitors.filter((s) => s.action === 'create' && !s.desired!.paused).length;
  if (adding) await assertMonitorRoom(tx, planInForce, workspaceId, adding);
  const monitorIds = new Map(ids.monitors);
  const pausing: { id: string; paused: boolean }[] = [];
  for (const step of steps.monitors) {
    if (step.action === 'delete') continue;
    const monitor = step.desired!;
    if (step.action === 'keep') {
      if (step.keyOnly)
        await ownMonitors(tx, workspaceId).update(step.id!, { configKey: step.key });
      continue;
    }
    const settings = monitorSettings(monitor);
    await at(step.at, () => Promise.resolve(assertInterval(planInForce, checkedEvery(settings))));
    const columns = {
      ...columnsOf(settings),
      groupId: await groupOf(monitor.group),
      paused: monitor.paused,
      configKey: step.key,
    };
    const rules = rulesOf(monitor.alerts);
    if (step.action === 'create') {
      const id = crypto.randomUUID();
      const row = await ownMonitors(tx, workspaceId).insert({
        id,
        createdAt: createdAt(),
        ...columns,
        pushToken: takesPushes(settings) ? randomBytes(24).toString('base64url') : null,
      });
      await tx
        .insert(monitorState)
        .values({ monitorId: id, ...(monitor.paused && { status: 'paused' as const }) });
      await tx.insert(alertRules).values({ monitorId: id, rules });
      await auditMonitor(tx, workspaceId, 'created', row, { after: monitorFields(row) });
      monitorIds.set(step.key, id);
      done.changedMonitors.push(id);
    } else {
      const before = await ownMonitors(tx, workspaceId).get(step.id!);
      const row = await ownMonitors(tx, workspaceId).update(step.id!, {
        ...columns,
        intervalBeforePlan: null,
        pausedByPlan: monitor.paused === before.paused ? before.pausedByPlan : false,
      });
      await tx
        .insert(alertRules)
        .values({ monitorId: row.id, rules })
        .onConflictDoUpdate({ target: alertRules.monitorId, set: { rules } });
      await auditMonitor(tx, workspaceId, 'updated', row, {
        before: monitorFields(before),
        after: monitorFields(row),
      });
      if (before.paused !== row.paused) pausing.push({ id: row.id, paused: row.paused });
      done.changedMonitors.push(row.id);
    }
  }
  for (const paused of [true, false]) {
    const switched = pausing.filter((p) => p.paused === paused).map((p) => p.id);
    if (switched.length) await resetState(tx, switched, paused);
  }

  for (const step of steps.maintenance) {
    if (step.action === 'delete') continue;
    const window = step.desired!;
    if (step.action === 'keep') {
      if (step.keyOnly) await windowsOf(tx, workspaceId).update(step.id!, { configKey: step.key });
      continue;
    }
    const { key: _key, monitors: keys, ...times } = window;
    const values = {
      ...windowColumns({ ...times, monitorIds: [] } as unknown as MaintenanceWindowInput, [
        ...new Set(keys.map((key) => monitorIds.get(key)!)),
      ]),
      configKey: step.key,
    };
    if (step.action === 'create') {
      const row = await windowsOf(tx, workspaceId).insert({
        id: crypto.randomUUID(),
        createdAt: createdAt(),
        ...values,
      });
      await auditWindow(tx, workspaceId, 'created', null, row);
    } else {
      const before = await windowsOf(tx, workspaceId).get(step.id!);
      const row = await windowsOf(tx, workspaceId).update(step.id!, values);
      await auditWindow(tx, workspaceId, 'updated', before, row);
    }
  }

  for (const step of steps.statusPages) {
    if (step.action === 'delete' || step.action === 'keep') continue;
    const { components, sections, ...settings } = step.desired!;
    let page;
    if (step.action === 'create') {
      await assertStatusPageRoom(tx, planInForce, workspaceId);
      page = await at(step.at, () => insertPage(tx, workspaceId, settings, createdAt()));
    } else page = await at(step.at, () => savePage(tx, workspaceId, step.id!, settings));
    const component = (c: (typeof components)[number]) => {
      const { monitor, ...shown } = c;
      return { monitorId: monitorIds.get(monitor)!, ...shown };
    };
    await at(step.at, () =>
      writeLayout(tx, workspaceId, page, {
        components: components.map(component),
        sections: sections.map((s) => ({ name: s.name, components: s.components.map(component) })),
      }),
    );
    done.pages.push(page.id);
  }

  await recordAudit(tx, workspaceId, {
    action: 'config.applied',
    targetType: 'workspace',
    targetId: workspaceId,
    before: null,
    after: {
      created: entries.filter((e) => e.action === 'create').map((e) => `${e.kind} ${e.key}`),
      changed: entries.filter((e) => e.action === 'change').map((e) => `${e.kind} ${e.key}`),
      deleted: entries.filter((e) => e.action === 'delete').map((e) => `${e.kind} ${e.key}`),
    },
  });
  return done;
}
