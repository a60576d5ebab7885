import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../lib/errors.js';
import type { Exec } from './client.js';

/** A table whose rows belong to one workspace each: the tenant's data. */
export type OwnedTable = PgTable & { id: PgColumn; workspaceId: PgColumn };

type Row<T extends OwnedTable> = T['$inferSelect'];

/**
 * The one way a service reaches rows of a tenant-owned table: every read, change and removal
 * below is limited to `workspaceId`, and a row of another workspace answers exactly as a row that
 * does not exist ("not found"), so no caller can forget the filter or tell the two apart.
 */
export function workspaceRows<T extends OwnedTable>(
  exec: Exec,
  table: T,
  workspaceId: string,
  what: string,
) {
  /** The workspace's rows that also meet `conditions`: a WHERE for queries of their own. */
  const where = (...conditions: (SQL | undefined)[]): SQL =>
    and(eq(table.workspaceId, workspaceId), ...conditions)!;
  const byId = (id: string) => where(eq(table.id, id));
  const missing = () => new NotFoundError(`${what} not found`);
  // Selecting from a generic table is beyond drizzle's types; the rows are the table's own.
  const source: PgTable = table;

  return {
    where,

    /** The row with this id, or NotFoundError. */
    async get(id: string): Promise<Row<T>> {
      const [row] = (await exec.select().from(source).where(byId(id))) as Row<T>[];
      if (!row) throw missing();
      return row;
    },

    /** The rows that meet `conditions`, in no set order. */
    list(...conditions: (SQL | undefined)[]): Promise<Row<T>[]> {
      return exec
        .select()
        .from(source)
        .where(where(...conditions));
    },

    /** Adds a row to the workspace: the workspace id is set here, never by the caller. */
    async insert(values: Omit<T['$inferInsert'], 'workspaceId'>): Promise<Row<T>> {
      const [row] = (await exec
        .insert(table)
        .values({ ...values, workspaceId } as T['$inferInsert'])
        .returning()) as Row<T>[];
      return row!;
    },

    /** Changes the row with this id and returns it as stored, or NotFoundError. */
    async update(id: string, values: PgUpdateSetSource<T>): Promise<Row<T>> {
      const [row] = (await exec.update(table).set(values).where(byId(id)).returning()) as Row<T>[];
      if (!row) throw missing();
      return row;
    },

    /** Removes the row with this id, or NotFoundError. */
    async remove(id: string): Promise<Row<T>> {
      const [row] = (await exec.delete(table).where(byId(id)).returning()) as Row<T>[];
      if (!row) throw missing();
      return row;
    },

    /** Removes those of `ids` that are the workspace's; answers the ones removed. */
    async removeMany(ids: string[]): Promise<Row<T>[]> {
      if (ids.length === 0) return [];
      return await exec
        .delete(table)
        .where(where(inArray(table.id, ids)))
        .returning();
    },
  };
}
