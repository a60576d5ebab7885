import { randomBytes } from 'node:crypto';
import {
  channelConfigSchemas,
  secretFields,
  type Channel,
  type ChannelInput,
  type ChannelKind,
  type UpdateChannelInput,
} from '@tocsin/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Exec } from '../../db/client.js';
import { channels, deliveries } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';
import { e164OrRefuse } from '../../lib/phone.js';
import { recordAudit } from '../audit/index.js';
import { assertChannelRoom, lockWorkspace, type PlanLookup } from '../plans/index.js';
import { parseTargetUrl, TargetRefusedError } from '../../lib/network/target-guard.js';
import { alertRefusal } from './http.js';
import type { ProviderSettings } from './providers.js';
import { unavailableReason } from './registry.js';
import type { SecretBox } from './secrets.js';
import type { ResolveTarget } from '../../lib/network/types.js';

export interface ChannelDeps {
  db: Db;
  secrets: SecretBox;
  providers: ProviderSettings;
  /** The SSRF guard: a channel URL that points inside the network is refused when saved. */
  guard: ResolveTarget;
  /** The workspace's plan, whose limits apply to channels. */
  plan: PlanLookup;
}

type Row = typeof channels.$inferSelect;

/** Splits a validated config into what may be shown and what is sealed. */
function split(kind: ChannelKind, config: Record<string, unknown>) {
  const secret = new Set(secretFields(kind));
  const open: Record<string, unknown> = {};
  const sealed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue;
    (secret.has(key) ? sealed : open)[key] = value;
  }
  return { open, sealed };
}

function toChannel(row: Row, secrets: SecretBox, last?: Channel['lastDelivery']): Channel {
  const set = row.secrets ? Object.keys(secrets.open(row.secrets)) : [];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    isDefault: row.isDefault,
    config: row.config,
    secretsSet: set,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ?? null,
  };
}

function parseConfig(kind: ChannelKind, config: unknown) {
  const parsed = (channelConfigSchemas[kind] as z.ZodType<Record<string, unknown>>).safeParse(
    config,
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: ['config', ...i.path].join('.'),
      message: i.message,
    }));
    throw new ValidationError(issues[0]?.message ?? 'Check the channel settings', issues);
  }
  // A number no provider could text or call is refused now, not at the first alert; the form's
  // own check is only its shape.
  if (kind === 'sms' || kind === 'voice')
    return { ...parsed.data, to: e164OrRefuse(String(parsed.data['to']), 'config.to') };
  return parsed.data;
}

/** A whole config checked (shape, SSRF guard) and split as stored: open fields, sealed secrets. */
export async function storableConfig(
  deps: Pick<ChannelDeps, 'guard' | 'secrets'>,
  kind: ChannelKind,
  given: Record<string, unknown>,
) {
  const config = parseConfig(kind, given);
  await assertUrlsAllowed(deps.guard, config);
  const { open, sealed } = split(kind, config);
  return {
    config: open,
    secrets: Object.keys(sealed).length ? deps.secrets.seal(sealed) : null,
  };
}

/** Every URL field of a config must pass the SSRF guard, as monitors' targets do. */
async function assertUrlsAllowed(guard: ResolveTarget, config: Record<string, unknown>) {
  for (const [field, value] of Object.entries(config)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      await guard(parseTargetUrl(value).hostname);
    } catch (error) {
      if (error instanceof TargetRefusedError) {
        const message = alertRefusal(error);
        throw new ValidationError(message, [{ path: `config.${field}`, message }]);
      }
      // A name that does not resolve yet is accepted; sending reports it.
    }
  }
}

export function assertAvailable(deps: Pick<ChannelDeps, 'providers'>, kind: ChannelKind) {
  const reason = unavailableReason(kind, deps.providers);
  if (reason) throw new ValidationError(reason, [{ path: 'kind', message: reason }]);
}

async function lastDeliveries(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Channel['lastDelivery']>();
  const rows = await db
    .selectDistinctOn([deliveries.channelId], {
      channelId: deliveries.channelId,
      status: deliveries.status,
      at: sql<Date>`coalesce(${deliveries.deliveredAt}, ${deliveries.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      error: deliveries.lastError,
    })
    .from(deliveries)
    .where(inArray(deliveries.channelId, ids))
    .orderBy(deliveries.channelId, desc(deliveries.createdAt));
  return new Map(
    rows.map((r) => [r.channelId!, { status: r.status, at: r.at.toISOString(), error: r.error }]),
  );
}

/**
 * A channel as the audit log shows it: its public fields, and each secret field under
 * `secret.<field>`, which the log redacts: it says a secret changed, never what it holds.
 * Compared opened, as the sealed text differs on every save.
 */
function auditedFields(row: Row, secrets: SecretBox): Record<string, unknown> {
  const sealed = row.secrets ? secrets.open(row.secrets) : {};
  return {
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    isDefault: row.isDefault,
    ...row.config,
    ...Object.fromEntries(Object.entries(sealed).map(([field, v]) => [`secret.${field}`, v])),
  };
}

export function auditChannel(
  tx: Exec,
  deps: ChannelDeps,
  workspaceId: string,
  action: 'created' | 'updated' | 'deleted',
  before: Row | null,
  after: Row | null,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, workspaceId, {
    action: `channel.${action}`,
    targetType: 'channel',
    targetId: row.id,
    targetName: row.name,
    before: before && auditedFields(before, deps.secrets),
    after: after && auditedFields(after, deps.secrets),
  });
}

/** The workspace's channels: every read and change of one goes through here. */
export const ownChannels = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, channels, workspaceId, 'Channel');

/** The workspace's default channels, oldest first: a new monitor's rules start with them. */
export async function defaultChannelIds(exec: Exec, workspaceId: string) {
  const rows = await exec
    .select({ id: channels.id })
    .from(channels)
    .where(ownChannels(exec, workspaceId).where(eq(channels.isDefault, true)))
    .orderBy(channels.createdAt);
  return rows.map((r) => r.id);
}

/**
 * Refuses channel ids that are not the workspace's (deleted, mistyped or another workspace's,
 * which answer alike), naming the field at `path`.
 */
export async function assertOwnChannels(
  exec: Exec,
  workspaceId: string,
  ids: readonly string[],
  path = 'channelIds',
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await exec
    .select({ id: channels.id })
    .from(channels)
    .where(ownChannels(exec, workspaceId).where(inArray(channels.id, wanted)));
  const known = new Set(found.map((c) => c.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length)
    throw new ValidationError('A chosen channel does not exist (it may have been deleted)', [
      { path, message: `Unknown channel ${missing[0]}` },
    ]);
}

export async function listChannels(deps: ChannelDeps, workspaceId: string) {
  const rows = await deps.db
    .select()
    .from(channels)
    .where(ownChannels(deps.db, workspaceId).where())
    .orderBy(channels.createdAt);
  const last = await lastDeliveries(
    deps.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toChannel(r, deps.secrets, last.get(r.id))) };
}

export async function loadChannel(deps: ChannelDeps, workspaceId: string, id: string) {
  return ownChannels(deps.db, workspaceId).get(id);
}

export async function getChannel(deps: ChannelDeps, workspaceId: string, id: string) {
  const row = await loadChannel(deps, workspaceId, id);
  const last = await lastDeliveries(deps.db, [id]);
  return toChannel(row, deps.secrets, last.get(id));
}

/** A new channel; a webhook without a signing secret gets one, returned this once. */
export async function createChannel(deps: ChannelDeps, workspaceId: string, input: ChannelInput) {
  assertAvailable(deps, input.kind);
  const config = parseConfig(input.kind, input.config);
  let signingSecret: string | undefined;
  if (input.kind === 'webhook' && !config['secret']) {
    signingSecret = `whsec_${randomBytes(32).toString('base64')}`;
    config['secret'] = signingSecret;
  }
  await assertUrlsAllowed(deps.guard, config);
  const { open, sealed } = split(input.kind, config);
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    await assertChannelRoom(tx, await deps.plan(tx, workspaceId), workspaceId);
    const created = await ownChannels(tx, workspaceId).insert({
      id: crypto.randomUUID(),
      kind: input.kind,
      name: input.name,
      isDefault: input.isDefault ?? false,
      config: open,
      secrets: Object.keys(sealed).length ? deps.secrets.seal(sealed) : null,
    });
    await auditChannel(tx, deps, workspaceId, 'created', null, created);
    return created;
  });
  return { ...toChannel(row, deps.secrets), ...(signingSecret ? { signingSecret } : {}) };
}

/**
 * Changes a channel. Secret fields left out (or sent empty) keep their stored values, since the
 * form never has them to send back.
 */
export async function updateChannel(
  deps: ChannelDeps,
  workspaceId: string,
  id: string,
  input: UpdateChannelInput,
) {
  const row = await loadChannel(deps, workspaceId, id);
  const patch: Partial<typeof channels.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.enabled !== undefined) patch.enabled = input.enabled;
  if (input.isDefault !== undefined) patch.isDefault = input.isDefault;
  if (input.config !== undefined) {
    const stored = row.secrets ? deps.secrets.open(row.secrets) : {};
    const given = Object.fromEntries(
      Object.entries(input.config).filter(([, v]) => v !== '' && v !== null && v !== undefined),
    );
    Object.assign(patch, await storableConfig(deps, row.kind, { ...stored, ...given }));
  }
  const updated = await deps.db.transaction(async (tx) => {
    const saved = await ownChannels(tx, workspaceId).update(id, patch);
    await auditChannel(tx, deps, workspaceId, 'updated', row, saved);
    return saved;
  });
  return toChannel(updated, deps.secrets);
}

export async function deleteChannel(deps: ChannelDeps, workspaceId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await ownChannels(tx, workspaceId).remove(id);
    await auditChannel(tx, deps, workspaceId, 'deleted', row, null);
  });
}
