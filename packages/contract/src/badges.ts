import { z } from 'zod';
import { uptimeRanges } from './monitor-api.js';

/**
 * Badges and the embeddable widget: a public key names one monitor or one status page, and the
 * SVG badges and the widget reached through it show its status, uptime and response time only.
 */
export const BADGE_LIMITS = {
  /** A custom label: what the left half of a badge says. */
  labelMax: 40,
} as const;

/** The widget's frame, the same in the script that makes it and in the snippet to paste. */
export const WIDGET_FRAME = { width: 280, height: 44, title: 'Service status' } as const;

export const badgeStyles = ['flat', 'flat-square', 'for-the-badge'] as const;
export type BadgeStyle = (typeof badgeStyles)[number];

/** What a badge can say about its monitor or page. */
export const badgeKinds = ['status', 'uptime', 'response'] as const;
export type BadgeKind = (typeof badgeKinds)[number];

/** A badge's addresses on this instance, ready to paste. */
export const badgeSchema = z.object({
  key: z.string(),
  createdAt: z.iso.datetime(),
  urls: z.object({
    status: z.string(),
    uptime: z.string(),
    response: z.string(),
    widget: z.string(),
    widgetScript: z.string(),
  }),
});
export type Badge = z.infer<typeof badgeSchema>;

/** A monitor's or page's badge, or null before one is made (or after it was revoked). */
export const badgeResponse = z.object({ badge: badgeSchema.nullable() });
export type BadgeResponse = z.infer<typeof badgeResponse>;

export const badgePeriodSchema = z.enum(uptimeRanges, {
  error: 'Use period=24h, 7d, 30d or 90d',
});

/** Badges' query: a label of one's own (short, plain text) and a style. */
export const badgeQuery = z.object({
  label: z
    .string()
    .trim()
    .max(BADGE_LIMITS.labelMax, `Use a label of at most ${BADGE_LIMITS.labelMax} characters`)
    .optional(),
  style: z.enum(badgeStyles, { error: 'Use style=flat, flat-square or for-the-badge' }).optional(),
});

/** Uptime and response time badges also take a period, 24 hours by default. */
export const badgePeriodQuery = badgeQuery.extend({ period: badgePeriodSchema.default('24h') });
