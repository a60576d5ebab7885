import { z } from 'zod';

/** A region's name as probes register it: `eu`, `us-east`, `office`. */
export const regionNameSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{0,31}$/,
    'A region is a lowercase name of at most 32 letters, digits and dashes, such as eu or us-east',
  );

/** How many of a monitor's regions must see it fail for it to be down. */
export const quorums = ['any', 'majority', 'all'] as const;
export type Quorum = (typeof quorums)[number];

/** At most this many regions per monitor. */
export const REGIONS_MAX = 16;

/**
 * GET /api/v1/regions: the regions whose probes have reported in the last day. A region is live
 * while one of its probes reported within the last `liveSeconds`; its monitors are checked from
 * the other regions meanwhile.
 */
export const regionSchema = z.object({
  name: regionNameSchema,
  live: z.boolean(),
  /** Probes of the region that reported recently. */
  probes: z.number().int().nonnegative(),
  lastSeenAt: z.iso.datetime().nullable(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionsResponse = z.object({
  /** False on a single server: it checks everything itself and has no regions. */
  enabled: z.boolean(),
  liveSeconds: z.number().int().positive(),
  regions: z.array(regionSchema),
});
export type RegionsResponse = z.infer<typeof regionsResponse>;
