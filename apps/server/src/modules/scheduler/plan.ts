/**
 * A monitor's plan: it is due at offset + k * interval for every whole k. The offset comes from
 * its id, so 10,000 monitors on a 10 s interval spread evenly over the 10 s instead of firing
 * together, and every process computes the same times (a restart resumes the same plan).
 */
export function planOffsetMs(monitorId: string, intervalMs: number): number {
  // FNV-1a: fast, well spread, and stable across processes and versions.
  let hash = 0x811c9dc5;
  for (let i = 0; i < monitorId.length; i += 1) {
    hash ^= monitorId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % intervalMs;
}

/** The first time on the plan strictly after `after` (epoch ms). */
export function nextDueAfter(after: number, intervalMs: number, offsetMs: number): number {
  return offsetMs + (Math.floor((after - offsetMs) / intervalMs) + 1) * intervalMs;
}
