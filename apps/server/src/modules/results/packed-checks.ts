import { checkErrorKinds, type CheckRecord, type CheckStatus } from '@tocsin/contract';

/**
 * The raw checks of one monitor in one minute, packed into bytes: 6 to 16 bytes a check that
 * passed (more phases take more), where a row per check costs PostgreSQL over 100. Layout of one check:
 *
 *   u16   milliseconds since the start of the minute
 *   u8    flags: status (2 bits), has error kind, has message, has dns, connect, tls, ttfb
 *   u8    error kind index                      (if flagged)
 *   var   status code + 1 (0 = none)
 *   var   each present phase, then total, in units of 10 microseconds
 *   var   message length, then its UTF-8 bytes  (if flagged; at most MAX_MESSAGE_BYTES)
 *
 * `var` is an unsigned LEB128 integer. Records are self-delimiting, so two packed runs of the same
 * minute can be joined by plain concatenation (which is how a minute written twice is merged).
 */
const statuses: readonly CheckStatus[] = ['up', 'degraded', 'down'];
const statusIndex = { up: 0, degraded: 1, down: 2 } as const;
const kindIndex = new Map(checkErrorKinds.map((kind, i) => [kind, i]));
const optionalPhases = ['dns', 'connect', 'tls', 'ttfb'] as const;
const HAS_KIND = 1 << 2;
const HAS_MESSAGE = 1 << 3;
const PHASE_FLAG = 1 << 4;
const TICKS_PER_MS = 100;
export const MAX_MESSAGE_BYTES = 500;
/**
 * The most one check can take before its message: offset and flags, error kind, then up to six
 * varints (status code, five phases) of at most 8 bytes each, and the message length.
 */
const MAX_RECORD_BYTES = 3 + 1 + 6 * 8 + 2;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Appends packed checks to a growing buffer. */
export class PackedChecksWriter {
  private bytes = new Uint8Array(64);
  private length = 0;

  constructor(private readonly minuteStartMs: number) {}

  add(check: CheckRecord) {
    const offset = Date.parse(check.checkedAt) - this.minuteStartMs;
    if (!(offset >= 0 && offset < 60_000)) {
      throw new RangeError(`check at ${check.checkedAt} is outside its minute`);
    }
    const message = check.message === null ? null : truncateUtf8(check.message, MAX_MESSAGE_BYTES);
    let flags = statusIndex[check.status];
    if (check.errorKind !== null) flags |= HAS_KIND;
    if (message !== null) flags |= HAS_MESSAGE;
    optionalPhases.forEach((phase, i) => {
      if (check.timings[phase] !== undefined) flags |= PHASE_FLAG << i;
    });
    this.reserve(MAX_RECORD_BYTES + (message?.length ?? 0));
    this.byte(offset >> 8);
    this.byte(offset & 0xff);
    this.byte(flags);
    if (check.errorKind !== null) this.byte(kindIndex.get(check.errorKind) ?? 0);
    this.varint(check.statusCode === null ? 0 : check.statusCode + 1);
    for (const phase of optionalPhases) {
      const ms = check.timings[phase];
      if (ms !== undefined) this.varint(Math.round(ms * TICKS_PER_MS));
    }
    this.varint(Math.round(check.timings.total * TICKS_PER_MS));
    if (message !== null) {
      this.varint(message.length);
      this.bytes.set(message, this.length);
      this.length += message.length;
    }
  }

  get size() {
    return this.length;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.length);
  }

  private reserve(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  private byte(value: number) {
    this.bytes[this.length++] = value;
  }

  private varint(value: number) {
    let v = Math.max(0, Math.floor(value));
    while (v >= 0x80) {
      this.byte((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.byte(v);
  }
}

/** Unpacks the checks of one minute, oldest first. */
export function unpackChecks(minuteStartMs: number, bytes: Uint8Array): CheckRecord[] {
  const checks: CheckRecord[] = [];
  let at = 0;
  const varint = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[at++];
      if (b === undefined) throw new RangeError('packed checks end mid-record');
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
  };
  while (at < bytes.length) {
    const offset = (bytes[at]! << 8) | bytes[at + 1]!;
    const flags = bytes[at + 2]!;
    at += 3;
    const errorKind = flags & HAS_KIND ? (checkErrorKinds[bytes[at++]!] ?? 'internal') : null;
    const code = varint();
    const timings: CheckRecord['timings'] = { total: 0 };
    optionalPhases.forEach((phase, i) => {
      if (flags & (PHASE_FLAG << i)) timings[phase] = varint() / TICKS_PER_MS;
    });
    timings.total = varint() / TICKS_PER_MS;
    let message: string | null = null;
    if (flags & HAS_MESSAGE) {
      const length = varint();
      message = decoder.decode(bytes.subarray(at, at + length));
      at += length;
    }
    checks.push({
      checkedAt: new Date(minuteStartMs + offset).toISOString(),
      status: statuses[flags & 3] ?? 'down',
      errorKind,
      statusCode: code === 0 ? null : code - 1,
      timings,
      message,
    });
  }
  return checks.sort((a, b) => a.checkedAt.localeCompare(b.checkedAt));
}

/** At most `max` bytes of UTF-8, cut on a character boundary. */
function truncateUtf8(text: string, max: number): Uint8Array {
  const bytes = encoder.encode(text);
  if (bytes.length <= max) return bytes;
  let end = max;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end);
}
