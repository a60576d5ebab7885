import { IMPORT_LIMITS as L } from '@tocsin/contract';
import type { Database, SqlJsStatic } from 'sql.js';
import { AppError, ValidationError } from '../../../lib/errors.js';
import { kumaMonitor, kumaNotification, type KumaData } from './kuma.js';
import { assertAtMost, cleanName, int, text, type Row } from './values.js';

let sqlJs: Promise<SqlJsStatic> | undefined;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The memory SQLite may allocate while it reads the file, beside the file itself: its page cache
 * and the values of a row. A column whose default or generated value is a gigabyte of zeroes is
 * refused with "out of memory" instead of filling the process.
 */
const SQLITE_MEMORY_MB = 64;

const invalid = (message: string) => new ValidationError(message, [{ path: 'content', message }]);

function open(SQL: SqlJsStatic, content: Buffer): Database {
  const bytes = new Uint8Array(content);
  // Kuma keeps its database in WAL mode; read the main file as an ordinary one. Changes still
  // in kuma.db-wal are not in it: stop Kuma (or let it checkpoint) before copying the file.
  if (bytes[18] === 2 && bytes[19] === 2) bytes[18] = bytes[19] = 1;
  try {
    const db = new SQL.Database(bytes);
    db.exec(`PRAGMA hard_heap_limit = ${SQLITE_MEMORY_MB * 2 ** 20}`);
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
  } catch (error) {
    if ((error as Error).message.includes('out of memory')) {
      const message = `This file needs more than ${SQLITE_MEMORY_MB} MB of memory for SQLite to read it, the most Tocsin gives one file: Uptime Kuma's own database needs far less`;
      throw new AppError('payload-too-large', message, [{ path: 'content', message }]);
    }
    throw invalid(`This SQLite file cannot be read: ${(error as Error).message}`);
  } finally {
    statement.free();
  }
};

const countOf = (db: Database, table: string) =>
  Number(rows(db, `SELECT count(*) AS n FROM "${table}"`)[0]!.n);

/**
 * Refuses tables Uptime Kuma never makes: a generated column is an expression SQLite would
 * compute for every row read, as large and as slow as the file's author wants.
 */
function assertPlainColumns(db: Database, table: string) {
  const generated = rows(db, `PRAGMA table_xinfo("${table}")`).filter(
    (column) => column.hidden === 2 || column.hidden === 3,
  );
  if (generated.length)
    throw invalid(
      `This is not an Uptime Kuma database: its ${table} table has generated columns (${generated
        .slice(0, 3)
        .map((column) => String(column.name))
        .join(', ')}), which Uptime Kuma never makes`,
    );
}

/** Each monitor's values, each once by its `id`, in the order first seen. */
class PerMonitor<V> {
  private readonly of = new Map<number, Map<string, V>>();

  add(monitorId: number, id: string, value: V) {
    const values = this.of.get(monitorId) ?? new Map<string, V>();
    this.of.set(monitorId, values);
    if (!values.has(id)) values.set(id, value);
  }

  get(monitorId: number): V[] {
    return [...(this.of.get(monitorId)?.values() ?? [])];
  }
}

/**
 * Kuma's own database file (data/kuma.db of 1.23 or 2.0): the monitor, notification,
 * monitor_notification, tag and monitor_tag tables. Each table's rows are counted before any is
 * read, and a file holding more than an import takes is refused.
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
    const withTags = tables.has('tag') && tables.has('monitor_tag');
    const read = ['monitor', 'notification', 'monitor_notification'].concat(
      withTags ? ['tag', 'monitor_tag'] : [],
    );
    read.forEach((table) => assertPlainColumns(db, table));
    assertAtMost(countOf(db, 'monitor'), L.monitors, 'monitors');
    assertAtMost(countOf(db, 'notification'), L.notifications, 'notifications');
    assertAtMost(
      countOf(db, 'monitor_notification'),
      L.links,
      'links of monitors to notifications',
    );
    if (withTags) {
      assertAtMost(countOf(db, 'tag'), L.links, 'tags');
      assertAtMost(countOf(db, 'monitor_tag'), L.links, 'tags of monitors');
    }

    const notificationsOf = new PerMonitor<number>();
    for (const r of rows(db, 'SELECT monitor_id, notification_id FROM monitor_notification')) {
      const monitorId = int(r.monitor_id);
      const notificationId = int(r.notification_id);
      if (monitorId === undefined || notificationId === undefined) continue;
      notificationsOf.add(monitorId, String(notificationId), notificationId);
    }
    const tagsOf = new PerMonitor<{ name: string; value: string }>();
    if (withTags) {
      // A tag's name by its id, the first row of an id kept: a join would give a monitor's tag
      // once for every row of the tag table sharing that id.
      const tagNames = new Map<number, string>();
      for (const r of rows(db, 'SELECT id, name FROM tag ORDER BY rowid')) {
        const id = int(r.id);
        if (id !== undefined && !tagNames.has(id)) tagNames.set(id, cleanName(r.name, 'tag', 255));
      }
      for (const r of rows(db, 'SELECT monitor_id, tag_id, value FROM monitor_tag ORDER BY id')) {
        const monitorId = int(r.monitor_id);
        const name = tagNames.get(int(r.tag_id) ?? NaN);
        if (monitorId === undefined || name === undefined) continue;
        const value = text(r.value) ?? '';
        tagsOf.add(monitorId, JSON.stringify([name, value]), { name, value });
      }
    }

    const monitors = rows(db, 'SELECT * FROM monitor ORDER BY id').map((row) => {
      const id = int(row.id) ?? 0;
      return kumaMonitor(row, notificationsOf.get(id), tagsOf.get(id));
    });
    const notifications = rows(db, 'SELECT * FROM notification ORDER BY id').map(kumaNotification);
    return { monitors, notifications };
  } finally {
    db.close();
  }
}
