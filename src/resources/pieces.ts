/**
 * A response body as the pieces it is made of: stored documents (bytes, sent as they are) and
 * the computed JSON around them (strings). Joined once into one buffer, so a result costs one
 * copy of its document and no buffer of its own for each computed piece.
 */

/**
 * Pieces of a body. Strings must be ASCII: every computed piece is (numbers, JSON punctuation,
 * and URLs whose ids are percent-encoded and whose base is normalized to ASCII, src/config.ts),
 * so a string's length is its byte length.
 */
export type Pieces = Array<Buffer | string>;

/** Where a joined body is written: a buffer of at least `size` bytes. */
export type BodyAlloc = (size: number) => Buffer;

/** Joins the pieces into a buffer from `alloc`; the result is exactly the body's bytes. */
export function joinPieces(pieces: Pieces, alloc: BodyAlloc = Buffer.allocUnsafe): Buffer {
  let size = 0;
  for (const piece of pieces) size += piece.length;
  const out = alloc(size);
  let at = 0;
  for (const piece of pieces) {
    at += typeof piece === 'string' ? out.write(piece, at, 'latin1') : piece.copy(out, at);
  }
  return out.length === size ? out : out.subarray(0, size);
}
