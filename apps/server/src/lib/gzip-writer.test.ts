import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { gunzipSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGzipWriter } from './gzip-writer.js';

/** Every piece through one writer, then its end, as one stream. */
function gzipped(pieces: Uint8Array[]) {
  const gz = createGzipWriter();
  return Buffer.concat([...pieces.map((p) => gz.write(p)), gz.end()]);
}

describe('the gzip writer', () => {
  const text = Array.from(
    { length: 30_000 },
    (_, i) => `tocsin_monitor_up{monitor_id="m${i}"} 1\n`,
  );
  const pieces = [0, 7_000, 7_001, 21_000].map((from, i, all) =>
    Buffer.from(text.slice(from, all[i + 1] ?? text.length).join('')),
  );
  const whole = Buffer.concat(pieces);

  it('writes one gzip member that zlib and GNU gzip read back whole, checksum and length included', () => {
    const stream = gzipped(pieces);
    expect(gunzipSync(stream).equals(whole)).toBe(true);
    const gnu = execFileSync('gzip', ['-dc'], { input: stream, maxBuffer: 10 * whole.length });
    expect(gnu.equals(whole)).toBe(true);
    // One deflate stream between the header and the trailer, not several members joined.
    expect(inflateRawSync(stream.subarray(10, -8)).equals(whole)).toBe(true);
    expect(stream.length).toBeLessThan(whole.length / 10);
  });

  it('takes empty pieces, incompressible ones, and no piece at all', () => {
    const noise = randomBytes(200_000);
    const mixed = [new Uint8Array(0), noise, new Uint8Array(0), Buffer.from('the end ✓')];
    expect(gunzipSync(gzipped(mixed)).equals(Buffer.concat(mixed))).toBe(true);
    expect(gunzipSync(gzipped([])).length).toBe(0);
  });

  it('gives each piece bytes of its own, which can be handed to another thread', () => {
    const gz = createGzipWriter();
    const first = gz.write(pieces[0]!);
    const second = gz.write(pieces[1]!);
    expect(first.buffer).not.toBe(second.buffer);
    expect(first.byteOffset).toBe(0);
    expect(first.byteLength).toBe(first.buffer.byteLength);
    structuredClone(first, { transfer: [first.buffer] });
  });
});
