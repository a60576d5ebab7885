import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { gunzipSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGzipWriter } from './gzip-writer.js';

/** Every text through one writer, then its end: the bytes sent, and how many times. */
function gzipped(texts: string[], pieceBytes?: number) {
  const sent: Uint8Array<ArrayBuffer>[] = [];
  const gz = createGzipWriter((bytes) => sent.push(bytes), { pieceBytes });
  for (const text of texts) gz.write(text);
  gz.end();
  return { stream: Buffer.concat(sent), sent };
}

describe('the gzip writer', () => {
  const lines = Array.from(
    { length: 30_000 },
    (_, i) => `tocsin_monitor_up{monitor_id="m${i}"} 1\n`,
  );
  const texts = [0, 7_000, 7_001, 21_000].map((from, i, all) =>
    lines.slice(from, all[i + 1] ?? lines.length).join(''),
  );
  const whole = Buffer.from(texts.join(''));

  it('writes one gzip member that zlib and GNU gzip read back whole, checksum and length included', () => {
    const { stream, sent } = gzipped(texts);
    expect(gunzipSync(stream).equals(whole)).toBe(true);
    const gnu = execFileSync('gzip', ['-dc'], { input: stream, maxBuffer: 10 * whole.length });
    expect(gnu.equals(whole)).toBe(true);
    // One deflate stream between the header and the trailer, not several members joined.
    expect(inflateRawSync(stream.subarray(10, -8)).equals(whole)).toBe(true);
    expect(stream.length).toBeLessThan(whole.length / 10);
    // ~1.1 MB of text: sent as each 256 KB piece fills, not all at the end.
    expect(sent.length).toBeGreaterThanOrEqual(5);
  });

  it('splits UTF-8 text between pieces at any byte, and takes empty text and no text at all', () => {
    const text = ['', 'naïve ✓ 🚀 '.repeat(50), '', 'the end'];
    for (const pieceBytes of [4, 5, 7, 64]) {
      const { stream, sent } = gzipped(text, pieceBytes);
      expect(gunzipSync(stream).toString('utf8')).toBe(text.join(''));
      expect(sent.length).toBeGreaterThan(10);
    }
    expect(gunzipSync(gzipped([]).stream).length).toBe(0);
  });

  it('takes UTF-8 bytes as it takes text, copied as they were when written, mixed with text', () => {
    const texts = ['naïve ✓ 🚀 '.repeat(3), 'plain\n', '', '🚀'];
    const reused = new Uint8Array(64);
    const sent: Uint8Array[] = [];
    const gz = createGzipWriter((bytes) => sent.push(bytes), { pieceBytes: 5 });
    for (const text of texts) {
      const { written } = new TextEncoder().encodeInto(text, reused);
      gz.write(reused.subarray(0, written));
      // The caller's buffer is written over once the writer returns.
      reused.fill(0);
      gz.write('between ');
    }
    gz.end();
    expect(gunzipSync(Buffer.concat(sent)).toString('utf8')).toBe(
      texts.map((t) => `${t}between `).join(''),
    );
  });

  it('takes text that does not compress', () => {
    const noise = randomBytes(300_000).toString('latin1');
    expect(gunzipSync(gzipped([noise]).stream).toString('utf8')).toBe(noise);
  });

  it('sends bytes of their own each time, which can be handed to another thread', () => {
    const { sent } = gzipped(texts);
    expect(new Set(sent.map((b) => b.buffer)).size).toBe(sent.length);
    for (const bytes of sent) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
    }
    structuredClone(sent[0], { transfer: [sent[0]!.buffer] });
  });

  it('goes on after a flush from bytes sent again, with other text each time', () => {
    const start: Uint8Array[] = [];
    const first = createGzipWriter((bytes) => start.push(bytes), { pieceBytes: 1_000 });
    first.write(texts[0]!);
    const point = first.flush();
    for (const rest of [texts[1]!, texts[3]!, '']) {
      const more: Uint8Array[] = [];
      const next = createGzipWriter((bytes) => more.push(bytes), { after: point });
      next.write(rest);
      next.end();
      const stream = Buffer.concat([...start, ...more]);
      expect(gunzipSync(stream).toString()).toBe(texts[0]! + rest);
      expect(execFileSync('gzip', ['-dc'], { input: stream, maxBuffer: 1e8 }).toString()).toBe(
        texts[0]! + rest,
      );
    }
    // Flushed before any text: the header alone, and a stream that goes on from it.
    const header: Uint8Array[] = [];
    const empty = createGzipWriter((bytes) => header.push(bytes)).flush();
    const more: Uint8Array[] = [];
    const next = createGzipWriter((bytes) => more.push(bytes), { after: empty });
    next.write('text');
    next.end();
    expect(gunzipSync(Buffer.concat([...header, ...more])).toString()).toBe('text');
  });
});
