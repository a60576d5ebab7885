import {
  CONFIG_VERSION,
  keyFromName,
  secretFields,
  secretVariable,
  type AlertRules,
  type ConfigAlertRules,
  type ConfigChannel,
  type ConfigDocument,
  type ConfigMaintenance,
  type ConfigMonitor,
  type ConfigStatusPage,
  type StatusComponent,
} from '@tocsin/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import {
  alertRules,
  channels,
  maintenanceWindows,
  monitorGroups,
  monitors,
  statusPages,
  users,
} from '../../db/schema.js';
import { workspaceRows, type OwnedTable } from '../../db/tenancy.js';
import { storedRules } from '../alerts/index.js';
import { loadLayout } from '../status-pages/index.js';

/**
 * Keys for rows in the order given: the key a document gave each (stored when it was applied),
 * else its name made into a key, unique among them.
 */
export function keysOf<T extends { id: string; name: string; configKey?: string | null }>(
  rows: readonly T[],
) {
  const taken = new Set(rows.flatMap((row) => (row.configKey ? [row.configKey] : [])));
  return new Map(
    rows.map((row) => [row.id, row.configKey ?? keyFromName(row.name, taken)] as const),
  );
}

/** The workspace's objects by the key a document names them with. */
export interface WorkspaceIds {
  monitors: Map<string, string>;
  channels: Map<string, string>;
  maintenance: Map<string, string>;
  /** By slug. */
  statusPages: Map<string, string>;
}

const reversed = (keys: Map<string, string>) =>
  new Map([...keys].map(([id, key]) => [key, id] as const));

const byCreation = <T extends { createdAt: Date; id: string }>(a: T, b: T) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * The workspace as a configuration document: every monitor, channel, maintenance window and
 * status page, naming each other by keys made from their names. Secrets are never written: each
 * is a reference to the environment variable its value is given by when the document is applied.
 */
export async function exportWorkspace(exec: Exec, workspaceId: string) {
  return (await loadWorkspace(exec, workspaceId)).document;
}

/** The workspace as a document, and the ids of the objects it names. */
export async function loadWorkspace(
  exec: Exec,
  workspaceId: string,
): Promise<{ document: ConfigDocument; ids: WorkspaceIds }> {
  const own = <T extends OwnedTable>(table: T) =>
    workspaceRows(exec, table, workspaceId, 'Row').where();
  const [monitorRows, channelRows, windowRows, groupRows, pageRows] = await Promise.all([
    exec.select().from(monitors).where(own(monitors)),
    exec.select().from(channels).where(own(channels)),
    exec.select().from(maintenanceWindows).where(own(maintenanceWindows)),
    exec.select().from(monitorGroups).where(own(monitorGroups)),
    exec
      .select()
      .from(statusPages)
      .where(own(statusPages))
      .orderBy(asc(statusPages.createdAt), asc(statusPages.id)),
  ]);
  monitorRows.sort(byCreation);
  channelRows.sort(byCreation);
  windowRows.sort(byCreation);

  const monitorKeys = keysOf(monitorRows);
  const channelKeys = keysOf(channelRows);
  const windowKeys = keysOf(windowRows);
  const groupNames = new Map(groupRows.map((g) => [g.id, g.name]));

  const ruleRows = monitorRows.length
    ? await exec
        .select()
        .from(alertRules)
        .where(
          inArray(
            alertRules.monitorId,
            monitorRows.map((m) => m.id),
          ),
        )
    : [];
  const rulesOf = new Map(ruleRows.map((r) => [r.monitorId, storedRules(r.rules)]));
  const memberIds = [...new Set(ruleRows.flatMap((r) => r.rules.memberIds ?? []))];
  const emails = new Map(
    memberIds.length
      ? (
          await exec
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, memberIds))
        ).map((u) => [u.id, u.email])
      : [],
  );
  // A rule can still name a channel or member removed since; the document leaves it out.
  const channelsNamed = (ids: readonly string[]) =>
    ids.flatMap((id) => (channelKeys.has(id) ? [channelKeys.get(id)!] : []));

  const documentRules = (rules: AlertRules): ConfigAlertRules => ({
    channels: channelsNamed(rules.channelIds),
    notifyMembers: rules.notifyMembers,
    members: rules.notifyMembers
      ? []
      : rules.memberIds.flatMap((id) => (emails.has(id) ? [emails.get(id)!] : [])),
    events: rules.events,
    reminderMinutes: rules.reminderMinutes,
    escalation: rules.escalation && {
      afterMinutes: rules.escalation.afterMinutes,
      channels: channelsNamed(rules.escalation.channelIds),
    },
  });

  const monitorDocs = monitorRows.map((row): ConfigMonitor => {
    const { groupId: _groupId, ...settings } = row.config;
    return {
      key: monitorKeys.get(row.id)!,
      ...settings,
      name: row.name,
      // The interval its owner chose, where the plan raised it for now.
      intervalSeconds: row.intervalBeforePlan ?? settings.intervalSeconds,
      group: row.groupId ? (groupNames.get(row.groupId) ?? null) : null,
      paused: row.paused && !row.pausedByPlan,
      alerts: documentRules(rulesOf.get(row.id) ?? storedRules(null)),
    };
  });

  const channelDocs = channelRows.map((row): ConfigChannel => {
    const key = channelKeys.get(row.id)!;
    const secrets = Object.fromEntries(
      secretFields(row.kind).map((field) => [field, { env: secretVariable(key, field) }]),
    );
    return {
      key,
      kind: row.kind,
      name: row.name,
      enabled: row.enabled,
      default: row.isDefault,
      config: { ...row.config, ...secrets },
    };
  });

  const windowDocs = windowRows.map((row): ConfigMaintenance => {
    const common = {
      key: windowKeys.get(row.id)!,
      name: row.name,
      monitors: row.monitorIds.flatMap((id) => (monitorKeys.has(id) ? [monitorKeys.get(id)!] : [])),
    };
    return row.kind === 'once'
      ? {
          ...common,
          kind: 'once',
          startsAt: row.startsAt!.toISOString(),
          endsAt: row.endsAt!.toISOString(),
        }
      : {
          ...common,
          kind: 'weekly',
          days: row.days ?? [],
          startTime: row.startTime!,
          durationMinutes: row.durationMinutes!,
          timeZone: row.timeZone!,
        };
  });

  const componentDoc = (c: StatusComponent) => ({
    monitor: monitorKeys.get(c.monitorId)!,
    publicName: c.publicName,
    description: c.description,
    showResponseTime: c.showResponseTime,
    delaySeconds: c.delaySeconds,
  });
  const pageDocs = await Promise.all(
    pageRows.map(async (row): Promise<ConfigStatusPage> => {
      const layout = await loadLayout(exec, workspaceId, row.id);
      return {
        name: row.name,
        slug: row.slug,
        accentColor: row.accentColor,
        theme: row.theme,
        customDomain: row.customDomain,
        footerText: row.footerText,
        footerLinks: row.footerLinks,
        indexable: row.indexable,
        components: layout.components.map(componentDoc),
        sections: layout.sections.map((s) => ({
          name: s.name,
          components: s.components.map(componentDoc),
        })),
      };
    }),
  );

  return {
    document: {
      version: CONFIG_VERSION,
      monitors: monitorDocs,
      channels: channelDocs,
      maintenance: windowDocs,
      statusPages: pageDocs,
    },
    ids: {
      monitors: reversed(monitorKeys),
      channels: reversed(channelKeys),
      maintenance: reversed(windowKeys),
      statusPages: new Map(pageRows.map((row) => [row.slug, row.id] as const)),
    },
  };
}
