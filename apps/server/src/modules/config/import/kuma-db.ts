import type { Database, SqlJsStatic } from 'sql.js';
import { ValidationError } from '../../../lib/errors.js';
import { kumaMonitor, kumaNotification, type KumaData } from './kuma.js';
import { cleanName, int, text, type Row } from './values.js';

let sqlJs: Promise<SqlJsStatic> | undefined;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

const invalid = (message: string) => new ValidationError(message, [{ path: 'content', message }]);

function open(SQL: SqlJsStatic, content: Buffer): Database {
  const bytes = new Uint8Array(content);
  // Kuma keeps its database in WAL mode; read the main file as an ordinary one. Changes still
  // in kuma.db-wal are not in it: stop Kuma (or let it checkpoint) before copying the file.
  if (bytes[18] === 2 && bytes[19] === 2) bytes[18] = bytes[19] = 1;
  try {
    const db = new SQL.Database(bytes);
    db.exec('SELECT count(*) FROM sqlite_master');
    return db;
  } catch (error) {
    throw invalid(`This SQLite file cannot be read: ${(error as Error).message}`);
  }
}

const rows = (db: Database, sql: string): Row[] => {
  const statement = db.prepare(sql);
  try {
    const out: Row[] = [];
    while (statement.step()) out.push(statement.getAsObject());
    return out;
  } finally {
    statement.free();
  }
};

/**
 * Kuma's own database file (data/kuma.db of 1.23 or 2.0): the monitor, notification,
 * monitor_notification, tag and monitor_tag tables.
 */
export async function readKumaDb(content: Buffer): Promise<KumaData> {
  if (content.length === 0) throw invalid('The file is empty');
  if (content.length < 100 || !content.subarray(0, 16).equals(SQLITE_HEADER))
    throw invalid('This is not an SQLite database file (kuma.db)');
  // Loaded with the first import of a kuma.db: a server that never reads one never holds it.
  sqlJs ??= import('sql.js').then(({ default: initSqlJs }) => initSqlJs());
  const db = open(await sqlJs, content);
  try {
    const tables = new Set(
      rows(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name)),
    );
    const missing = ['monitor', 'notification', 'monitor_notification'].filter(
      (table) => !tables.has(table),
    );
    if (missing.length)
      throw invalid(
        `This is not an Uptime Kuma database: it has no ${missing.join(', ')} table${missing.length > 1 ? 's' : ''}`,
      );

    const notificationsOf = new Map<number, number[]>();
    for (const r of rows(db, 'SELECT monitor_id, notification_id FROM monitor_notification')) {
      const monitorId = int(r.monitor_id);
      const notificationId = int(r.notification_id);
      if (monitorId === undefined || notificationId === undefined) continue;
      notificationsOf.set(monitorId, [...(notificationsOf.get(monitorId) ?? []), notificationId]);
    }
    const tagsOf = new Map<number, { name: string; value: string }[]>();
    if (tables.has('tag') && tables.has('monitor_tag'))
      for (const r of rows(
        db,
        'SELECT mt.monitor_id, mt.value, tag.name FROM monitor_tag mt JOIN tag ON tag.id = mt.tag_id ORDER BY mt.id',
      )) {
        const monitorId = int(r.monitor_id);
        if (monitorId === undefined) continue;
        const tag = { name: cleanName(r.name, 'tag', 255), value: text(r.value) ?? '' };
        tagsOf.set(monitorId, [...(tagsOf.get(monitorId) ?? []), tag]);
      }

    const monitors = rows(db, 'SELECT * FROM monitor ORDER BY id').map((row) => {
      const id = int(row.id) ?? 0;
      return kumaMonitor(row, notificationsOf.get(id) ?? [], tagsOf.get(id) ?? []);
    });
    const notifications = rows(db, 'SELECT * FROM notification ORDER BY id').map(kumaNotification);
    return { monitors, notifications };
  } finally {
    db.close();
  }
}
