import { z } from 'zod';
import { monitorCountsSchema } from './monitor-api.js';
import { nameSchema } from './monitors.js';

export const GROUP_LIMITS = { nameMax: 100 } as const;

/** A group's name: trimmed, 1 to 100 characters, once per workspace (letter case aside). */
export const groupInput = z.object({
  name: nameSchema(GROUP_LIMITS.nameMax, 'Enter a name for the group'),
});
export type GroupInput = z.infer<typeof groupInput>;

/** What a workspace answers when a name is taken: the 409's message. */
export const groupNameTakenMessage = (name: string) =>
  `There is already a group called “${name}”; choose another name`;

/** A folder of monitors, by service or team, with how many of its monitors are in each status. */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  counts: monitorCountsSchema,
  /** Its monitors in every status. */
  total: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupListResponse = z.object({
  /** By name, A-Z. */
  items: z.array(groupSchema),
  /** The monitors in no group, by status. */
  ungrouped: monitorCountsSchema,
});
export type GroupList = z.infer<typeof groupListResponse>;

export const groupIdParams = z.object({ id: z.string().max(64) });
