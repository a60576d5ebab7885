import type { TimelineKind } from '@tocsin/contract';
import type { Exec } from '../../db/client.js';
import { incidentEvents } from '../../db/schema.js';

/** Adds an entry to an incident's timeline, inside the caller's transaction. */
export async function addTimeline(
  tx: Exec,
  incidentId: string,
  kind: TimelineKind,
  text: string,
  at: Date,
  deliveryId: string | null = null,
) {
  await tx
    .insert(incidentEvents)
    .values({ id: crypto.randomUUID(), incidentId, kind, text, at, deliveryId });
}
