import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { NotFoundError } from '../lib/errors.js';
import { describeEachDatabase } from '../test/harness.js';
import { maintenanceWindows, workspaces } from './schema.js';
import { workspaceRows } from './tenancy.js';

describeEachDatabase('rows of a workspace', (h) => {
  let mine = '';
  let theirs = '';
  let theirWindow = '';
  const rows = (workspaceId: string) =>
    workspaceRows(h().db, maintenanceWindows, workspaceId, 'Maintenance window');
  const window = (name: string) => ({
    id: crypto.randomUUID(),
    name,
    kind: 'once' as const,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2026-01-01T01:00:00Z'),
  });

  beforeAll(async () => {
    [mine, theirs] = [crypto.randomUUID(), crypto.randomUUID()];
    await h()
      .db.insert(workspaces)
      .values([
        { id: mine, name: 'Mine' },
        { id: theirs, name: 'Theirs' },
      ]);
    theirWindow = (await rows(theirs).insert(window('Their window'))).id;
  });

  it('adds a row to the workspace it was opened for', async () => {
    const added = await rows(mine).insert(window('Deploy'));
    expect(added.workspaceId).toBe(mine);
    expect((await rows(mine).get(added.id)).name).toBe('Deploy');
  });

  it("answers another workspace's row as not found when read, changed or removed", async () => {
    await expect(rows(mine).get(theirWindow)).rejects.toThrow(NotFoundError);
    await expect(rows(mine).get(theirWindow)).rejects.toThrow('Maintenance window not found');
    await expect(rows(mine).update(theirWindow, { name: 'Taken' })).rejects.toThrow(NotFoundError);
    await expect(rows(mine).remove(theirWindow)).rejects.toThrow(NotFoundError);
    expect(await rows(mine).removeMany([theirWindow])).toEqual([]);
    // ... and it is still there, unchanged, for its own workspace.
    expect((await rows(theirs).get(theirWindow)).name).toBe('Their window');
  });

  it('lists, changes and removes only the workspace’s own rows', async () => {
    const a = await rows(mine).insert(window('A'));
    const b = await rows(mine).insert(window('B'));
    const listed = await rows(mine).list(eq(maintenanceWindows.kind, 'once'));
    expect(listed.map((row) => row.workspaceId).every((id) => id === mine)).toBe(true);
    expect(listed.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(listed.map((row) => row.id)).not.toContain(theirWindow);

    expect((await rows(mine).update(a.id, { name: 'A2' })).name).toBe('A2');
    const removed = await rows(mine).removeMany([a.id, b.id, theirWindow]);
    expect(removed.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    await expect(rows(mine).remove(a.id)).rejects.toThrow(NotFoundError);
  });
});
