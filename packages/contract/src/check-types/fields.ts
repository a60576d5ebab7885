/** The pieces the check types' inputs are built from. */
import { z } from 'zod';
import { quorums, regionNameSchema, REGIONS_MAX } from '../regions.js';

export const MONITOR_LIMITS = {
  nameMax: 100,
  urlMax: 2048,
  intervalMinSeconds: 10,
  intervalMaxSeconds: 24 * 60 * 60,
  timeoutMinSeconds: 1,
  timeoutMaxSeconds: 60,
  headersMax: 50,
  headerNameMax: 256,
  headerValueMax: 8 * 1024,
  bodyMaxBytes: 64 * 1024,
  keywordMaxBytes: 1024,
  tagsMax: 20,
  tagMax: 32,
  expectedStatusMax: 20,
  maxRedirectsMax: 10,
  /** A keyword or JSON check reads at most this much of the body. */
  bodyReadMaxBytes: 1024 * 1024,
} as const;

const L = MONITOR_LIMITS;
const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
export const boundedBytes = (max: number, what: string) =>
  z.string().refine((s) => utf8Bytes(s) <= max, `${what} must be at most ${max} bytes`);

export const httpUrlSchema = z
  .string()
  .trim()
  .max(L.urlMax, `URL must be at most ${L.urlMax} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' }))
  .refine((u) => {
    // Runs even when the URL check above failed; only a parsable URL can carry credentials.
    if (!URL.canParse(u)) return true;
    const parsed = new URL(u);
    return !parsed.username && !parsed.password;
  }, 'Remove the user name and password from the URL; send credentials in a header');

export const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Enter a host name or an IP address');

export const portSchema = z.number().int().min(1).max(65535);

/** "200", "200-299" or "2xx". */
const statusPattern = z
  .string()
  .trim()
  .regex(
    /^([1-5]\d\d(-[1-5]\d\d)?|[1-5]xx)$/,
    'Use a code (200), a range (200-299) or a class (2xx)',
  );

/** A string the schema refused, quoted in its message and cut short when long. */
const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value : '';
  return `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;
};
const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/** A name a person gives (a monitor's, a group's): trimmed, not empty, at most `max` long. */
export const nameSchema = (max: number, emptyMessage?: string) =>
  z
    .string()
    .trim()
    .min(1, emptyMessage)
    .max(max, {
      error: (issue) => `The name is ${lengthOf(issue.input)} characters long; the most is ${max}`,
    });

/** A group's id in a request: absent or null files a monitor in no group. */
export const groupIdSchema = z.string().trim().min(1).max(64);

/** The settings every monitor has, whatever its type. */
export const common = {
  name: nameSchema(L.nameMax),
  intervalSeconds: z.number().int().min(L.intervalMinSeconds).max(L.intervalMaxSeconds).default(60),
  timeoutSeconds: z.number().int().min(L.timeoutMinSeconds).max(L.timeoutMaxSeconds).default(30),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(L.tagMax, {
          error: (issue) => `The tag ${quoted(issue.input)} is longer than ${L.tagMax} characters`,
        }),
    )
    .max(L.tagsMax, `At most ${L.tagsMax} tags`)
    .default([]),
  /** Consecutive failures before a monitor is confirmed down. */
  confirmations: z.number().int().min(1).max(10).default(2),
  /** The regions it is checked from; absent or empty: every region with a live probe. */
  regions: z
    .array(regionNameSchema)
    .max(REGIONS_MAX, `At most ${REGIONS_MAX} regions`)
    .refine((r) => new Set(r).size === r.length, 'Each region can be chosen once')
    .optional(),
  /** How many of its regions must see it fail before it is down (majority when absent). */
  quorum: z.enum(quorums).optional(),
  /** The group it is filed in; null or absent: none. Kept beside the settings, not in them. */
  groupId: groupIdSchema.nullable().optional(),
};

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The request settings of every type that fetches a URL. */
export const httpFields = {
  url: httpUrlSchema,
  method: z.enum(httpMethods).default('GET'),
  headers: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1)
          .max(L.headerNameMax)
          .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Not a valid header name'),
        value: z
          .string()
          .max(L.headerValueMax)
          .regex(/^[^\r\n]*$/, 'Header values cannot span lines'),
      }),
    )
    .max(L.headersMax, `At most ${L.headersMax} headers`)
    .default([]),
  body: boundedBytes(L.bodyMaxBytes, 'The request body').optional(),
  expectedStatus: z.array(statusPattern).min(1).max(L.expectedStatusMax).default(['2xx', '3xx']),
  followRedirects: z.boolean().default(true),
  maxRedirects: z.number().int().min(0).max(L.maxRedirectsMax).default(5),
  verifyTls: z.boolean().default(true),
  /** Answered correctly but slower than this: degraded. */
  degradedThresholdMs: z.number().int().min(1).max(60_000).optional(),
};
