import { z } from 'zod';
import {
  incidentUpdateStatuses,
  maintenanceUpdateStatuses,
  STATUS_PAGE_LIMITS,
  statusImpacts,
  statusPostKinds,
  statusUpdateStatuses,
} from './status-pages.js';

/**
 * Incidents and maintenance a workspace writes for the public on a status page, and their
 * updates. A post's status is that of its latest update.
 */
const L = STATUS_PAGE_LIMITS;
const id = z.string().trim().min(1).max(64);

export const statusPostTitleSchema = z
  .string()
  .trim()
  .min(1, 'Give the post a title')
  .max(L.titleMax, `The title is at most ${L.titleMax} characters`);

/** Markdown; the public page renders it through a sanitiser. */
export const statusPostBodySchema = z
  .string()
  .trim()
  .min(1, 'Write what visitors should know')
  .max(L.updateBodyMax, {
    error: (issue) =>
      `The text is ${String((issue.input as string).length)} characters long; the most is ${L.updateBodyMax}`,
  });

const componentIds = z
  .array(id)
  .max(L.componentsMax)
  .refine((ids) => new Set(ids).size === ids.length, 'Each component can be chosen once');

const when = z.iso.datetime({ offset: true, message: 'Enter a date and time' });

/** The statuses an update of each kind of post may have; the last one of each closes it. */
export const postStatusesOf = {
  incident: incidentUpdateStatuses,
  maintenance: maintenanceUpdateStatuses,
} as const;
export const finalPostStatus = { incident: 'resolved', maintenance: 'completed' } as const;

export const statusIncidentInput = z.object({
  kind: z.literal('incident'),
  title: statusPostTitleSchema,
  impact: z.enum(statusImpacts),
  /** Components of the page the incident affects. */
  componentIds: componentIds.default([]),
  status: z.enum(incidentUpdateStatuses).default('investigating'),
  body: statusPostBodySchema,
  /** The automatic incident of the workspace it is written from. */
  incidentId: id.nullable().default(null),
});

export const statusMaintenanceInput = z
  .object({
    kind: z.literal('maintenance'),
    title: statusPostTitleSchema,
    componentIds: componentIds.default([]),
    scheduledStart: when,
    scheduledEnd: when,
    status: z.enum(maintenanceUpdateStatuses).default('scheduled'),
    body: statusPostBodySchema,
  })
  .refine((m) => Date.parse(m.scheduledEnd) > Date.parse(m.scheduledStart), {
    message: 'The maintenance must end after it starts',
    path: ['scheduledEnd'],
  });

/** A new incident or maintenance with its first update. */
export const statusPostInput = z.discriminatedUnion('kind', [
  statusIncidentInput,
  statusMaintenanceInput,
]);
export type StatusPostInput = z.input<typeof statusPostInput>;
export type StatusIncidentInput = z.input<typeof statusIncidentInput>;
export type StatusMaintenanceInput = z.input<typeof statusMaintenanceInput>;

/** An incident written from an automatic one: title, impact and components are filled in. */
export const statusPostFromIncidentInput = z.object({ incidentId: id });

/** A new update; its status must be one of the post's kind. */
export const statusPostUpdateInput = z.object({
  status: z.enum(statusUpdateStatuses),
  body: statusPostBodySchema,
});
export type StatusPostUpdateInput = z.input<typeof statusPostUpdateInput>;

/** Changes a post's title, impact, components or window; only the fields sent change. */
export const statusPostChangeInput = z
  .object({
    title: statusPostTitleSchema,
    impact: z.enum(statusImpacts),
    componentIds,
    scheduledStart: when,
    scheduledEnd: when,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change')
  .refine(
    (v) =>
      !v.scheduledStart ||
      !v.scheduledEnd ||
      Date.parse(v.scheduledEnd) > Date.parse(v.scheduledStart),
    { message: 'The maintenance must end after it starts', path: ['scheduledEnd'] },
  );
export type StatusPostChangeInput = z.input<typeof statusPostChangeInput>;

export const statusPostListQuery = z.object({
  /** open: incidents not resolved and maintenance not completed; closed: the others. */
  state: z.enum(['open', 'closed']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const statusPostUpdateSchema = z.object({
  id: z.string(),
  status: z.enum(statusUpdateStatuses),
  body: z.string(),
  /** Who wrote it; null for an API key or a person since removed. */
  author: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type StatusPostUpdate = z.infer<typeof statusPostUpdateSchema>;

export const statusPostSchema = z.object({
  id: z.string(),
  pageId: z.string(),
  kind: z.enum(statusPostKinds),
  title: z.string(),
  impact: z.enum(statusImpacts),
  status: z.enum(statusUpdateStatuses),
  incidentId: z.string().nullable(),
  scheduledStart: z.iso.datetime().nullable(),
  scheduledEnd: z.iso.datetime().nullable(),
  components: z.array(z.object({ id: z.string(), publicName: z.string() })),
  /** Newest first. */
  updates: z.array(statusPostUpdateSchema),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type StatusPost = z.infer<typeof statusPostSchema>;

export const statusPostListResponse = z.object({ items: z.array(statusPostSchema) });
export type StatusPostListResponse = z.infer<typeof statusPostListResponse>;

/** The status pages that show an automatic incident's monitor, and what they say of it. */
export const incidentStatusPagesResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      /** The page's components showing the monitor. */
      components: z.array(z.object({ id: z.string(), publicName: z.string() })),
      /** Posts already written on the page from this incident, newest first. */
      posts: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          status: z.enum(statusUpdateStatuses),
          closedAt: z.iso.datetime().nullable(),
        }),
      ),
    }),
  ),
});
export type IncidentStatusPages = z.infer<typeof incidentStatusPagesResponse>;
