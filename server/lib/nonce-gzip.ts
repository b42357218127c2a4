import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page carries a script nonce that each response must replace with its own, which used to
 * mean compressing the whole page again for every visitor. Deflate lets a stream be built from
 * pieces: each stretch of the page between two nonces is compressed once, by its own compressor
 * (so it refers to nothing before it) and ended with a sync flush (so it ends on a byte boundary);
 * each response then strings those pieces together with its nonce as small uncompressed blocks, and
 * wraps them in a gzip header and trailer. The CRC is computed as the pieces go by, without ever
 * copying the page.
 */
export interface NoncePage {
  /** The compressed stretches of the page, one more than there are nonces. */
  pieces: Buffer[];
  /** The uncompressed stretches, for the CRC and the plain body. */
  plain: Buffer[];
  /** Length of the page without its nonces. */
  plainLength: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

/** Splits `body` around every occurrence of `nonce` and compresses each stretch once. */
export function prepareNoncePage(body: Buffer, nonce: string): NoncePage {
  const marker = Buffer.from(nonce, 'latin1');
  const plain: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    plain.push(body.subarray(from, at));
    from = at + marker.length;
  }
  plain.push(body.subarray(from));
  const pieces = plain.map((stretch) =>
    stretch.length === 0 ? Buffer.alloc(0) : deflateRawSync(stretch, { finishFlush: zlib.Z_SYNC_FLUSH }),
  );
  return { pieces, plain, plainLength: plain.reduce((sum, stretch) => sum + stretch.length, 0) };
}

/** A stored (uncompressed) deflate block holding `bytes`, which must be at most 65,535 long. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0; // not the last block; stored; the rest of the byte is padding
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The page with `nonce` in every place, gzip-compressed, from its prepared pieces. */
export function gzipWithNonce(page: NoncePage, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'latin1');
  if (value.length > MAX_STORED) throw new RangeError('A nonce this long cannot be stored in one block.');
  const nonceBlock = storedBlock(value);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = crc32(value, crc);
    }
    parts.push(piece);
    crc = crc32(page.plain[index]!, crc);
  });
  parts.push(FINAL_BLOCK);
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.plainLength + value.length * (page.pieces.length - 1)) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** The page with `nonce` in every place, uncompressed. */
export function plainWithNonce(page: NoncePage, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  page.plain.forEach((stretch, index) => {
    if (index > 0) parts.push(value);
    parts.push(stretch);
  });
  return Buffer.concat(parts);
}
