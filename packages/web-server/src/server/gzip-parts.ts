import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A cached page is text with slots (the nonce of each response, a diner's name): it is sent gzip-encoded without
 * compressing it again for every request. Each literal part is compressed once, as raw deflate ended by a sync
 * flush — so it ends on a byte boundary and refers to nothing before it —, each slot's few bytes are written as
 * stored blocks, and a gzip header and trailer (the CRC-32 and the length of the whole text) frame them
 * (RFC 1951 §3.2.4, RFC 1952). What a browser inflates is byte for byte the page the parts and slots spell.
 */
export type CompressedPart = { text: Buffer; deflated: Buffer }

/** A literal part of a page, compressed once (at the best level: it is done when the page is stored). */
export function compressPart(text: string): CompressedPart {
  const bytes = Buffer.from(text, 'utf8')
  return {
    text: bytes,
    deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
  }
}

// ID1 ID2, CM = deflate, no flags, no time, no extra flags, OS = Unix
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
// an empty last block (fixed codes, only the end-of-block code)
const LAST_BLOCK = Buffer.from([0x03, 0x00])
const STORED_MAX = 0xffff

/** `bytes` as deflate stored blocks (not last), each at most 65,535 bytes. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX)
    const n = chunk.length
    blocks.push(Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), chunk)
  }
  return blocks
}

/** One gzip member of `pieces` in order: parts compressed by `compressPart`, and slot texts as they are. */
export function gzipOf(pieces: ReadonlyArray<CompressedPart | string>): Buffer {
  const out: Buffer[] = [HEADER]
  let crc = 0
  let length = 0
  for (const piece of pieces) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece.text
    if (bytes.length === 0) continue
    crc = crc32(bytes, crc)
    length += bytes.length
    if (typeof piece === 'string') out.push(...storedBlocks(bytes))
    else out.push(piece.deflated)
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  out.push(LAST_BLOCK, trailer)
  return Buffer.concat(out)
}
