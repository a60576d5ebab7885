import { z } from 'zod';
import { httpUrlSchema, nameSchema } from './monitors.js';

/**
 * Public status pages: a workspace's page of components (monitors under public names), the
 * incidents and maintenance it writes for the public, its subscribers and its badges.
 */
export const STATUS_PAGE_LIMITS = {
  nameMax: 100,
  slugMin: 3,
  slugMax: 48,
  footerTextMax: 500,
  footerLinksMax: 5,
  footerLinkLabelMax: 60,
  componentsMax: 100,
  sectionsMax: 20,
  componentDescriptionMax: 300,
  /** Automatic mode's delay, at most an hour. */
  delaySecondsMax: 3600,
  titleMax: 200,
  updateBodyMax: 10_000,
  passwordMin: 8,
  passwordMax: 128,
  /** A logo: JPEG, PNG or WebP (SVG is refused: it can carry script). */
  logoMaxBytes: 1024 * 1024,
  domainMax: 253,
} as const;
const L = STATUS_PAGE_LIMITS;

export const statusPageThemes = ['light', 'dark', 'system'] as const;
export type StatusPageTheme = (typeof statusPageThemes)[number];

/** Paths of this instance a slug would shadow or confuse. */
export const reservedStatusSlugs = [
  'api',
  'admin',
  'app',
  'assets',
  'dashboard',
  'login',
  'signup',
  'status',
  'tocsin',
  'www',
] as const;

/** `/s/<slug>`: 3 to 48 lower-case letters, digits and dashes, not at either end. */
export const statusSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(L.slugMin, `The address needs at least ${L.slugMin} characters`)
  .max(L.slugMax, `The address is at most ${L.slugMax} characters`)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    'Use lower-case letters, digits and dashes, starting and ending with a letter or digit',
  )
  .refine(
    (slug) => !(reservedStatusSlugs as readonly string[]).includes(slug),
    'This address is reserved; choose another',
  );

/** #rrggbb. */
export const accentColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb')
  .transform((c) => c.toLowerCase());

/** A host name such as status.example.com: no scheme, no port, no IP address. */
export const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(L.domainMax)
  .regex(
    /^(?=.{4,253}$)(?!-)(?:[a-z0-9-]{1,63}\.)+[a-z][a-z0-9-]{0,62}$/,
    'Enter a host name such as status.example.com, without http:// or a path',
  );

export const statusFooterLinkSchema = z.object({
  label: nameSchema(L.footerLinkLabelMax, 'Enter the text of the link'),
  url: httpUrlSchema,
});
export type StatusFooterLink = z.infer<typeof statusFooterLinkSchema>;

/** A page's settings, as created and as changed (every field). */
export const statusPageInput = z.object({
  name: nameSchema(L.nameMax, 'Enter a name for the page'),
  slug: statusSlugSchema,
  accentColor: accentColorSchema.default('#2563eb'),
  theme: z.enum(statusPageThemes).default('system'),
  customDomain: customDomainSchema.nullable().default(null),
  footerText: z.string().trim().max(L.footerTextMax).default(''),
  footerLinks: z.array(statusFooterLinkSchema).max(L.footerLinksMax).default([]),
  indexable: z.boolean().default(true),
});
export type StatusPageInput = z.input<typeof statusPageInput>;

/** Sets or removes the password visitors must give. */
export const statusPagePasswordInput = z.object({
  password: z
    .string()
    .min(L.passwordMin, `Use at least ${L.passwordMin} characters`)
    .max(L.passwordMax)
    .nullable(),
});

export const statusComponentInput = z.object({
  monitorId: z.string().trim().min(1).max(64),
  publicName: nameSchema(L.nameMax, 'Enter the name visitors see'),
  description: z.string().trim().max(L.componentDescriptionMax).default(''),
  showResponseTime: z.boolean().default(false),
  delaySeconds: z.number().int().min(0).max(L.delaySecondsMax).default(0),
});
export type StatusComponentInput = z.input<typeof statusComponentInput>;

/**
 * The page's layout, replaced as a whole: components at the top, then each section with its
 * components, in order.
 */
export const statusLayoutInput = z.object({
  components: z.array(statusComponentInput).max(L.componentsMax),
  sections: z
    .array(
      z.object({
        name: nameSchema(L.nameMax, 'Enter a name for the section'),
        components: z.array(statusComponentInput).max(L.componentsMax),
      }),
    )
    .max(L.sectionsMax),
});
export type StatusLayoutInput = z.input<typeof statusLayoutInput>;

/** What a component shows now. */
export const componentStatuses = [
  'operational',
  'degraded',
  'partial-outage',
  'major-outage',
  'maintenance',
] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

export const statusPostKinds = ['incident', 'maintenance'] as const;
export type StatusPostKind = (typeof statusPostKinds)[number];

/** How much an incident affects: none (a notice), minor, major, critical. */
export const statusImpacts = ['none', 'minor', 'major', 'critical'] as const;
export type StatusImpact = (typeof statusImpacts)[number];

export const incidentUpdateStatuses = [
  'investigating',
  'identified',
  'monitoring',
  'resolved',
] as const;
export const maintenanceUpdateStatuses = ['scheduled', 'in-progress', 'completed'] as const;
export const statusUpdateStatuses = [
  ...incidentUpdateStatuses,
  ...maintenanceUpdateStatuses,
] as const;
export type StatusUpdateStatus = (typeof statusUpdateStatuses)[number];

export const statusUpdateNames: Record<StatusUpdateStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
  scheduled: 'Scheduled',
  'in-progress': 'In progress',
  completed: 'Completed',
};

export const subscriberKinds = ['email', 'webhook', 'push'] as const;
export type SubscriberKind = (typeof subscriberKinds)[number];

/** Where every stored logo is served from: `${STATUS_LOGO_PATH}/{pageId}/{hash}`. */
export const STATUS_LOGO_PATH = '/api/v1/status-logos';
export const STATUS_LOGO_TOO_LARGE =
  'The logo is larger than 1 MB: choose a smaller one, or save it at a lower quality first.';
export const STATUS_LOGO_WRONG_TYPE =
  'Choose a JPEG, PNG or WebP image for the logo (SVG is not taken: it can carry scripts).';
/** The box a logo is fitted into, keeping its proportions (twice the size it is shown at). */
export const STATUS_LOGO_BOX = { width: 640, height: 160 } as const;

/** The DNS record that proves a custom domain is the workspace's. */
export const statusDomainRecord = (domain: string, token: string) => ({
  type: 'TXT' as const,
  name: `_tocsin-challenge.${domain}`,
  value: `tocsin-verify=${token}`,
});

export const statusComponentSchema = z.object({
  id: z.string(),
  monitorId: z.string(),
  /** The monitor's own name, as the workspace knows it (never shown to the public). */
  monitorName: z.string(),
  publicName: z.string(),
  description: z.string(),
  showResponseTime: z.boolean(),
  delaySeconds: z.number().int(),
});
export type StatusComponent = z.infer<typeof statusComponentSchema>;

export const statusLayoutSchema = z.object({
  components: z.array(statusComponentSchema),
  sections: z.array(
    z.object({ id: z.string(), name: z.string(), components: z.array(statusComponentSchema) }),
  ),
});
export type StatusLayout = z.infer<typeof statusLayoutSchema>;

/** A page as the list shows it. */
export const statusPageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The public address: `${PUBLIC_URL}/s/<slug>`. */
  url: z.string(),
  customDomain: z.string().nullable(),
  domainVerified: z.boolean(),
  passwordProtected: z.boolean(),
  componentCount: z.number().int(),
  /** Subscribers who confirmed. */
  subscriberCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type StatusPageSummary = z.infer<typeof statusPageSummarySchema>;

/** A page with every setting and its layout; the password itself is never sent back. */
export const statusPageSchema = statusPageSummarySchema.extend({
  accentColor: z.string(),
  theme: z.enum(statusPageThemes),
  logoUrl: z.string().nullable(),
  domainVerifiedAt: z.iso.datetime().nullable(),
  /** The TXT record to create for the custom domain; null without one. */
  domainRecord: z
    .object({ type: z.literal('TXT'), name: z.string(), value: z.string() })
    .nullable(),
  footerText: z.string(),
  footerLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  indexable: z.boolean(),
  layout: statusLayoutSchema,
  updatedAt: z.iso.datetime(),
});
export type StatusPage = z.infer<typeof statusPageSchema>;

export const statusPageListResponse = z.object({
  items: z.array(statusPageSummarySchema),
  /** How many pages the plan allows; null: no limit. */
  limit: z.number().int().nullable(),
});
export type StatusPageListResponse = z.infer<typeof statusPageListResponse>;
