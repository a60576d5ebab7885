import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A gzip member's header: deflate, no name or time, written fastest, OS unknown (RFC 1952). */
const HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 4, 255];
/** Text deflated at a time: each call sets up a compressor of its own, ~0.3 MB of state. */
const PIECE_BYTES = 256 * 1024;

export interface GzipWriter {
  /** Takes text, or UTF-8 bytes (copied); they go to `out` gzipped each time a piece is full. */
  write(chunk: string | Uint8Array): void;
  /**
   * Sends the piece begun, up to a byte boundary, and tells where the stream stands: a writer
   * made with that `after` goes on from there, after the same bytes sent again.
   */
  flush(): GzipPoint;
  /** Sends what is left, the stream's last block and its trailer. */
  end(): void;
}

/** Where a stream stands after a flush: the checksum and length of the text so far. */
export interface GzipPoint {
  crc: number;
  size: number;
}

const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/**
 * Text gzipped as one member, a piece at a time, on the thread that calls it. The text is
 * encoded as UTF-8 into one reused buffer; each full piece is deflated on its own and flushed to
 * a byte boundary, and the pieces' blocks follow one another in a single deflate stream (as pigz
 * joins its blocks), so any gzip reader takes the whole. Node's zlib streams would compress on
 * the thread pool, at the process's CPU priority; this compresses where it is called: on the
 * metrics rendering thread, at the lowest. The bytes given to `out` are fresh each time, so they
 * can be transferred to another thread.
 */
export function createGzipWriter(
  out: (bytes: Uint8Array<ArrayBuffer>) => void,
  {
    level = constants.Z_BEST_SPEED,
    pieceBytes = PIECE_BYTES,
    after,
  }: {
    level?: number;
    pieceBytes?: number;
    /** Goes on from this point of a stream whose start (header included) is sent already. */
    after?: GzipPoint;
  } = {},
): GzipWriter {
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(pieceBytes);
  let used = 0;
  let crc = after?.crc ?? 0;
  let size = after?.size ?? 0;
  let started = after !== undefined;
  const send = (deflated: Uint8Array, trailer: number[] = []) => {
    const head = started ? [] : HEADER;
    started = true;
    const bytes = new Uint8Array(head.length + deflated.length + trailer.length);
    bytes.set(head);
    bytes.set(deflated, head.length);
    bytes.set(trailer, head.length + deflated.length);
    out(bytes);
  };
  const flush = () => {
    if (used === 0) return;
    const piece = buffer.subarray(0, used);
    crc = crc32(piece, crc);
    size = (size + used) % 2 ** 32;
    used = 0;
    send(deflateRawSync(piece, { level, finishFlush: constants.Z_SYNC_FLUSH }));
  };
  return {
    write(chunk) {
      if (typeof chunk !== 'string') {
        for (let from = 0; from < chunk.length;) {
          const n = Math.min(chunk.length - from, buffer.length - used);
          buffer.set(chunk.subarray(from, from + n), used);
          used += n;
          from += n;
          if (used === buffer.length) flush();
        }
        return;
      }
      for (let rest = chunk; ;) {
        const { read, written } = encoder.encodeInto(rest, buffer.subarray(used));
        used += written;
        if (read === rest.length) return;
        // Full: a character that did not fit starts the next piece.
        flush();
        rest = rest.slice(read);
      }
    },
    flush() {
      flush();
      // The header at least, so that a writer going on from here need not send it.
      if (!started) send(new Uint8Array(0));
      return { crc, size };
    },
    end() {
      flush();
      send(deflateRawSync(new Uint8Array(0), { finishFlush: constants.Z_FINISH }), [
        ...le32(crc),
        ...le32(size),
      ]);
    },
  };
}
