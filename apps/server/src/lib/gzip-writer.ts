import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A gzip member's header: deflate, no name or time, written fastest, OS unknown (RFC 1952). */
const HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 4, 255];

export interface GzipWriter {
  /** The compressed bytes of `piece`, the header before the first; fresh, so they can be transferred. */
  write(piece: Uint8Array): Uint8Array<ArrayBuffer>;
  /** The stream's last block and trailer. */
  end(): Uint8Array<ArrayBuffer>;
}

/**
 * One gzip member written a piece at a time, on the thread that calls it. Each piece is deflated
 * on its own and flushed to a byte boundary, and the pieces' blocks follow one another in a
 * single deflate stream (as pigz joins its blocks), so any gzip reader takes the whole. Node's
 * zlib streams would compress on the thread pool, at the process's CPU priority; this compresses
 * where it is called: on the metrics rendering thread, at the lowest.
 */
export function createGzipWriter(level: number = constants.Z_BEST_SPEED): GzipWriter {
  let crc = 0;
  let size = 0;
  let started = false;
  const framed = (deflated: Uint8Array, trailer: number[] = []) => {
    const head = started ? [] : HEADER;
    started = true;
    const out = new Uint8Array(head.length + deflated.length + trailer.length);
    out.set(head);
    out.set(deflated, head.length);
    out.set(trailer, head.length + deflated.length);
    return out;
  };
  const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  return {
    write(piece) {
      crc = crc32(piece, crc);
      size = (size + piece.length) % 2 ** 32;
      return framed(deflateRawSync(piece, { level, finishFlush: constants.Z_SYNC_FLUSH }));
    },
    end() {
      const last = deflateRawSync(new Uint8Array(0), { finishFlush: constants.Z_FINISH });
      return framed(last, [...le32(crc), ...le32(size)]);
    },
  };
}
