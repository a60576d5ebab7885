import { ImportBuilder, type ImportResult } from './builder.js';
import { mapKumaMonitor, type KumaMonitor } from './kuma-monitors.js';
import { mapKumaNotification } from './kuma-notifications.js';
import { bool, bounded, cleanName, field, int, jsonObject, text, type Row } from './values.js';

export interface KumaNotification {
  id: number;
  name: string;
  active: boolean;
  isDefault: boolean;
  /** The provider's settings: the JSON Kuma keeps in the notification's `config`. */
  config: Row;
}

export interface KumaData {
  monitors: KumaMonitor[];
  notifications: KumaNotification[];
}

/** A Kuma monitor from its row or JSON, with the notifications and tags found beside it. */
export function kumaMonitor(
  row: Row,
  notificationIds: number[],
  tags: { name: string; value: string }[],
): KumaMonitor {
  const id = int(row.id) ?? 0;
  return {
    id,
    name: cleanName(row.name, `Monitor ${id}`),
    type: text(row.type) ?? 'unknown',
    active: bool(row.active, true),
    parent: int(row.parent) ?? null,
    fields: row,
    notificationIds,
    tags,
  };
}

/** A Kuma notification from its row or JSON; its config is JSON text in both. */
export function kumaNotification(row: Row): KumaNotification {
  const id = int(row.id) ?? 0;
  const config = jsonObject(row.config) ?? {};
  return {
    id,
    name: cleanName(field(row, 'name') ?? config.name, `Notification ${id}`),
    active: bool(row.active, true),
    isDefault: bool(field(row, 'isDefault', 'is_default') ?? config.isDefault),
    config,
  };
}

/** The groups a monitor is in, outermost first, as Kuma shows them: "Outer / Inner". */
function groupPath(monitor: KumaMonitor, byId: Map<number, KumaMonitor>) {
  const names: string[] = [];
  const seen = new Set<number>();
  let active = true;
  for (let id = monitor.parent; id !== null && !seen.has(id);) {
    seen.add(id);
    const group = byId.get(id);
    if (!group) break;
    names.unshift(group.name);
    active &&= group.active;
    id = group.parent;
  }
  return { name: names.length ? names.join(' / ').slice(0, 100) : null, active };
}

export function convertKuma(data: KumaData): ImportResult {
  const out = new ImportBuilder();

  const channelOf = new Map<number, string>();
  for (const n of data.notifications) {
    const item = `Notification '${n.name}' (${text(n.config.type) ?? 'no provider'})`;
    const mapped = mapKumaNotification(n.config);
    if ('reason' in mapped) {
      out.skip(item, mapped.reason);
      continue;
    }
    const key = out.addChannel(item, {
      kind: mapped.kind,
      name: n.name,
      enabled: n.active,
      isDefault: n.isDefault,
      config: mapped.config,
    });
    if (!key) continue;
    channelOf.set(n.id, key);
    mapped.notes.forEach((reason) => out.skip(item, reason));
  }

  const byId = new Map(data.monitors.map((m) => [m.id, m]));
  const parents = new Set(data.monitors.map((m) => m.parent));
  for (const m of data.monitors) {
    const item = `Monitor '${m.name}' (type ${m.type})`;
    if (m.type === 'group') {
      if (!parents.has(m.id))
        out.skip(item, 'The group has no monitors; Tocsin makes a group with its first monitor');
      if (m.notificationIds.length)
        out.skip(item, "The group's own alerts are not kept: in Tocsin each monitor alerts");
      continue;
    }
    const mapped = mapKumaMonitor(m, (reason) => out.skip(item, reason));
    if (typeof mapped.reason === 'string') {
      out.skip(item, mapped.reason);
      continue;
    }
    const group = groupPath(m, byId);
    const channels = m.notificationIds.flatMap((id) => {
      const key = channelOf.get(id);
      return key ? [key] : [];
    });
    const resend = int(field(m.fields, 'resendInterval', 'resend_interval')) ?? 0;
    const interval = int(m.fields.interval) ?? 60;
    // Kuma resends every N checks while down; Tocsin reminds every M minutes.
    const reminderMinutes =
      resend > 0
        ? bounded('The reminder', Math.round((resend * interval) / 60), 5, 1440, ' minutes', (r) =>
            out.skip(item, r),
          )
        : null;
    out.addMonitor(item, {
      ...mapped,
      group: group.name,
      paused: !m.active || !group.active,
      alerts: {
        channels,
        events: {
          down: true,
          recovery: true,
          degraded: false,
          certificateDays: bool(field(m.fields, 'expiryNotification', 'expiry_notification'))
            ? 14
            : null,
        },
        reminderMinutes,
      },
    });
  }
  return out.result();
}
