import { IMPORT_LIMITS as L } from '@tocsin/contract';
import { ValidationError } from '../../../lib/errors.js';
import { kumaMonitor, kumaNotification, type KumaData } from './kuma.js';
import { assertAtMost, cleanName, int, isRow, parseJson, text, type Row } from './values.js';

const notKuma = (why: string) =>
  new ValidationError(`This is not an Uptime Kuma backup: ${why}`, [
    { path: 'content', message: why },
  ]);

const rowsOf = (value: unknown) => (Array.isArray(value) ? value.filter(isRow) : []);

/**
 * Settings → Backup → Export of Kuma 1.x: `{ version, notificationList, monitorList }`, each
 * monitor as Kuma's Monitor.toJSON() gives it, each notification as its database row. A backup
 * holding more than an import takes is refused before any monitor is converted.
 */
export function readKumaBackup(content: Buffer): KumaData {
  const backup = parseJson(content, 'an Uptime Kuma backup');
  if (!isRow(backup)) throw notKuma('it is not a JSON object');
  if (!Array.isArray(backup.monitorList)) throw notKuma('it has no monitorList');
  if (backup.notificationList !== undefined && !Array.isArray(backup.notificationList))
    throw notKuma('its notificationList is not a list');
  const monitorRows = rowsOf(backup.monitorList);
  assertAtMost(monitorRows.length, L.monitors, 'monitors');
  assertAtMost(rowsOf(backup.notificationList).length, L.notifications, 'notifications');
  const linksOf = (row: Row) => (isRow(row.notificationIDList) ? row.notificationIDList : {});
  let links = 0;
  let tagCount = 0;
  for (const row of monitorRows) {
    links += Object.keys(linksOf(row)).length;
    tagCount += Array.isArray(row.tags) ? row.tags.length : 0;
  }
  assertAtMost(links, L.links, 'links of monitors to notifications');
  assertAtMost(tagCount, L.links, 'tags of monitors');

  const monitors = monitorRows.map((row) => {
    const ids = Object.entries(linksOf(row))
      .filter(([, on]) => on === true || on === 1)
      .flatMap(([id]) => (int(id) === undefined ? [] : [int(id)!]));
    const tags = new Map<string, { name: string; value: string }>();
    for (const tag of rowsOf(row.tags)) {
      const name = cleanName(tag.name, 'tag', 255);
      const value = text(tag.value) ?? '';
      tags.set(JSON.stringify([name, value]), { name, value });
    }
    return kumaMonitor(row, [...new Set(ids)], [...tags.values()]);
  });
  return { monitors, notifications: rowsOf(backup.notificationList).map(kumaNotification) };
}
