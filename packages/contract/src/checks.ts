import { z } from 'zod';
import { monitorTypes } from './monitors.js';
import { regionNameSchema } from './regions.js';

export const checkStatuses = ['up', 'degraded', 'down'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

/** Why a check failed or degraded; one word a filter, a chart and an alert can all use. */
export const checkErrorKinds = [
  'refused-target', // the SSRF guard refused the address (private, loopback, link-local ...)
  'dns', // the name did not resolve (NXDOMAIN, SERVFAIL, no address)
  'connect', // connection refused or unreachable
  'reset', // the peer closed or reset the connection mid-way
  'timeout', // the check ran out of time (connect, headers, body or total)
  'tls', // handshake failed or the certificate is not valid for the host
  'http-status', // the status code is not one of the expected ones
  'redirects', // too many redirects, a loop, or a redirect to a refused target
  'body-too-large', // the response exceeded what a check reads
  'keyword', // the keyword was missing (or present when it must be absent)
  'json-query', // the JSON did not parse, or the expression did not give the expected value
  'dns-mismatch', // the records did not contain the expected value
  'cert-expiring', // the certificate expires within the threshold
  'ping-loss', // ICMP packets were lost
  'slow', // answered correctly but above the degraded threshold
  'heartbeat-missed', // no ping arrived within period + grace
  'internal', // Tocsin itself failed to run the check
] as const;
export type CheckErrorKind = (typeof checkErrorKinds)[number];

/** Milliseconds spent in each phase; phases a check type does not have are absent. */
export const phaseTimingsSchema = z.object({
  dns: z.number().nonnegative().optional(),
  connect: z.number().nonnegative().optional(),
  tls: z.number().nonnegative().optional(),
  ttfb: z.number().nonnegative().optional(),
  total: z.number().nonnegative(),
});
export type PhaseTimings = z.infer<typeof phaseTimingsSchema>;

/** A chain holds the leaf, its intermediates and the root: more than this is a broken server. */
export const CERTIFICATE_CHAIN_MAX = 5;
/** Longer subject or issuer names are clipped: they are for reading, not matching. */
export const CERTIFICATE_NAME_MAX = 256;

/** One certificate of the chain a server presented, leaf first. */
export const chainCertificateSchema = z.object({
  subject: z.string().max(CERTIFICATE_NAME_MAX),
  issuer: z.string().max(CERTIFICATE_NAME_MAX),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
});
export type ChainCertificate = z.infer<typeof chainCertificateSchema>;

export const certificateInfoSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
  daysRemaining: z.number(),
  fingerprint256: z.string(),
  altNames: z.array(z.string()),
  /** The chain verified against the trust store and the name matched the host. */
  trusted: z.boolean(),
  trustError: z.string().nullable(),
  /** Leaf first, then each issuer the server sent or the trust store supplied; absent in older results. */
  chain: z.array(chainCertificateSchema).max(CERTIFICATE_CHAIN_MAX).optional(),
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

/** What one region saw of a check run from several. */
export const regionResultSchema = z.object({
  region: regionNameSchema,
  /** Null when no probe of the region answered in time: it counts neither way. */
  status: z.enum(checkStatuses).nullable(),
  errorKind: z.enum(checkErrorKinds).nullable(),
  message: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  timings: phaseTimingsSchema.nullable(),
  checkedAt: z.iso.datetime().nullable(),
});
export type RegionResult = z.infer<typeof regionResultSchema>;

/** The one shape every check type returns. */
export const checkResultSchema = z.object({
  status: z.enum(checkStatuses),
  errorKind: z.enum(checkErrorKinds).nullable(),
  message: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  timings: phaseTimingsSchema,
  bytesRead: z.number().int().nonnegative(),
  /** The address actually connected to, after the SSRF guard. */
  remoteAddress: z.string().nullable(),
  checkedAt: z.iso.datetime(),
  certificate: certificateInfoSchema.nullable(),
  /** Type-specific facts: DNS records found, ping round trips and loss, redirect chain ... */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Checked from several regions: what each saw; the fields above are the deciding region's. */
  regions: z.array(regionResultSchema).optional(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

/** What a DNS check found, in its result's `details`. */
export const dnsDetailsSchema = z.object({
  recordType: z.string(),
  /** As answered; MX as "priority exchange", a TXT record's chunks joined. */
  records: z.array(z.string()),
  /** The resolver the monitor names; null: the server's own. */
  resolver: z.string().nullable(),
});
export type DnsDetails = z.infer<typeof dnsDetailsSchema>;

/** What a ping check measured, in its result's `details`; round trips in milliseconds. */
export const pingDetailsSchema = z.object({
  sent: z.number().int(),
  received: z.number().int(),
  /** Percent of the packets sent, 0-100. */
  loss: z.number(),
  min: z.number().nullable(),
  avg: z.number().nullable(),
  max: z.number().nullable(),
});
export type PingDetails = z.infer<typeof pingDetailsSchema>;

/** Whether this server can run checks of a type, as the channel kinds say it of theirs. */
export const checkTypeAvailabilitySchema = z.object({
  type: z.enum(monitorTypes),
  /** False when this server lacks what the type needs (ping needs iputils-ping and ICMP). */
  available: z.boolean(),
  /** Why not, e.g. "the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)" */
  reason: z.string().nullable(),
});
export type CheckTypeAvailability = z.infer<typeof checkTypeAvailabilitySchema>;

/** Every monitor type, in the order of `monitorTypes`. */
export const checkTypesResponse = z.object({ items: z.array(checkTypeAvailabilitySchema) });
export type CheckTypesResponse = z.infer<typeof checkTypesResponse>;
