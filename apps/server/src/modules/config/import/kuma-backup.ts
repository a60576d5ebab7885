import { ValidationError } from '../../../lib/errors.js';
import { kumaMonitor, kumaNotification, type KumaData } from './kuma.js';
import { cleanName, int, isRow, parseJson, text, type Row } from './values.js';

const notKuma = (why: string) =>
  new ValidationError(`This is not an Uptime Kuma backup: ${why}`, [
    { path: 'content', message: why },
  ]);

const rowsOf = (value: unknown) => (Array.isArray(value) ? value.filter(isRow) : []);

/**
 * Settings → Backup → Export of Kuma 1.x: `{ version, notificationList, monitorList }`, each
 * monitor as Kuma's Monitor.toJSON() gives it, each notification as its database row.
 */
export function readKumaBackup(content: Buffer): KumaData {
  const backup = parseJson(content, 'an Uptime Kuma backup');
  if (!isRow(backup)) throw notKuma('it is not a JSON object');
  if (!Array.isArray(backup.monitorList)) throw notKuma('it has no monitorList');
  if (backup.notificationList !== undefined && !Array.isArray(backup.notificationList))
    throw notKuma('its notificationList is not a list');

  const monitors = rowsOf(backup.monitorList).map((row) => {
    const ids = isRow(row.notificationIDList)
      ? Object.entries(row.notificationIDList)
          .filter(([, on]) => on === true || on === 1)
          .flatMap(([id]) => (int(id) === undefined ? [] : [int(id)!]))
      : [];
    const tags = rowsOf(row.tags).map((tag: Row) => ({
      name: cleanName(tag.name, 'tag', 255),
      value: text(tag.value) ?? '',
    }));
    return kumaMonitor(row, ids, tags);
  });
  return { monitors, notifications: rowsOf(backup.notificationList).map(kumaNotification) };
}
