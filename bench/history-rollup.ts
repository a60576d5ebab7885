// How long the history maintenance keeps the embedded database busy each hour and each day at
// 10,000 monitors: summing an hour of minutes (600,000 rows) into hours, and a day of hours into
// days, plus the index upkeep that precedes them. Run with nothing else heavy running:
//   npx tsx bench/history-rollup.ts [monitors=10000] [hours=3]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { workspaces } from '../apps/server/src/db/schema.js';
import {
  DAY_MS,
  HOUR_MS,
  refreshTimeIndexes,
  rollUp,
} from '../apps/server/src/modules/results/rollups.js';
import { insertHttpMonitors, scalar, seedMinutes } from './fixtures.js';
import { median } from './stats.js';

const N = Number(process.argv[2] ?? 10_000);
const HOURS = Number(process.argv[3] ?? 3);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-rollup-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const { db } = database;
const workspaceId = crypto.randomUUID();
await db.insert(workspaces).values({ id: workspaceId, name: 'Rollup' });
const seqs = (await insertHttpMonitors(db, workspaceId, N, (i) => `https://example.com/${i}`)).map(
  (m) => m.seq,
);

// HOURS whole hours of minutes ending before the current hour, as the server would have stored.
const nowMs = Date.now();
const lastHour = Math.floor(nowMs / HOUR_MS) - 1;
let at = performance.now();
await seedMinutes(db, seqs, (lastHour - HOURS + 1) * 60, (lastHour + 1) * 60);
console.error(
  `seeded ${N * HOURS * 60} minute rows in ${((performance.now() - at) / 1000).toFixed(0)} s`,
);
await db.execute(
  sql`insert into rollup_marks (level, until) values ('hour', ${lastHour - HOURS + 1})`,
);

at = performance.now();
await refreshTimeIndexes(db, true);
const upkeepMs = performance.now() - at;

// One rollUp call per hour, as the maintenance does when an hour closes.
const hourMs: number[] = [];
for (let h = lastHour - HOURS + 1; h <= lastHour; h += 1) {
  at = performance.now();
  const { hours } = await rollUp(db, (h + 1) * HOUR_MS + 3 * 60_000);
  hourMs.push(performance.now() - at);
  if (hours !== 1) throw new Error(`expected one hour rolled, got ${hours}`);
}
const hourRows = await scalar(db, sql`select count(*)::text as v from check_hours`);

// A whole day of hours for every monitor: copies of the rolled hours, then the day is summed.
const day = Math.floor(lastHour / 24) - 1;
await db.execute(sql`delete from check_hours`);
await seedHoursOfDay(day);
await db.execute(sql`delete from rollup_marks`);
await db.execute(sql`insert into rollup_marks (level, until) values ('hour', ${(day + 1) * 24})`);
await db.execute(sql`insert into rollup_marks (level, until) values ('day', ${day})`);
await refreshTimeIndexes(db, true);
at = performance.now();
const { days } = await rollUp(db, (day + 1) * DAY_MS + 3 * 60_000);
const dayMs = performance.now() - at;
if (days !== 1) throw new Error(`expected one day rolled, got ${days}`);
const dayRows = await scalar(db, sql`select count(*)::text as v from check_days`);

async function seedHoursOfDay(d: number) {
  // Minutes of one hour, summed per monitor, stand for each of the day's 24 hours.
  const source = (lastHour - HOURS + 1) * 60;
  await db.execute(sql`
    insert into check_hours
      (monitor_seq, hour, down_ms, observed_ms, checks, failures, degraded, hist, min_ms, max_ms)
    select monitor_seq, ${d * 24}::int + h, sum(down_ms)::int, sum(observed_ms)::int,
      sum(checks)::int, sum(failures)::int, sum(degraded)::int, max(hist), max(min_ms), max(max_ms)
    from check_minutes, generate_series(0, 23) as h
    where minute >= ${source} and minute < ${source + 60}
    group by monitor_seq, h`);
}

await database.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`${os.cpus().length} CPUs; ${N} monitors; embedded database`);
console.log(
  `index upkeep      ${upkeepMs.toFixed(0)} ms (BRIN summaries of new pages, ANALYZE; once an hour)`,
);
console.log(
  `one hour rolled   median ${median(hourMs).toFixed(0)} ms (${hourMs.map((v) => v.toFixed(0)).join(', ')}): ${N * 60} minute rows into ${hourRows / HOURS} hour rows`,
);
console.log(
  `one day rolled    ${dayMs.toFixed(0)} ms: ${N * 24} hour rows into ${dayRows} day rows`,
);
