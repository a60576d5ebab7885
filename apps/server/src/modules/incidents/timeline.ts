import type { TimelineKind } from '@tocsin/contract';
import type { Exec } from '../../db/client.js';
import { mentions, withoutAddress } from '../../db/address-scrub.js';
import { incidentEvents, incidents } from '../../db/schema.js';

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

/**
 * Takes a deleted account's email address out of every incident: the timelines ("Email to ...")
 * and who acknowledged it name the person by `name` instead.
 */
export async function forgetAddressInIncidents(tx: Exec, email: string, name: string) {
  await tx
    .update(incidentEvents)
    .set({ text: withoutAddress(incidentEvents.text, email, name) })
    .where(mentions(incidentEvents.text, email));
  await tx
    .update(incidents)
    .set({ acknowledgedBy: withoutAddress(incidents.acknowledgedBy, email, name) })
    .where(mentions(incidents.acknowledgedBy, email));
}
