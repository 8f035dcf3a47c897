/**
 * Positions and stream cursors (src/feed/position.ts, cursor.ts): they round-trip, stay short and
 * URL-safe, and every alteration (a character changed, cut short, another store's, another
 * request's) is told apart: not one (422) or another store's (410).
 */
import { describe, expect, it } from 'vitest';
import { CursorWriter, readCursor } from '../../src/feed/cursor.js';
import { decodePosition, encodePosition } from '../../src/feed/position.js';
import { ValidationError } from '../../src/query/errors.js';
import { Prng } from '../../src/generate/prng.js';

const identity = { storeId: '0123456789abcdef', key: 'k'.repeat(64) };

describe('positions', () => {
  it('round-trip, at most 200 URL-safe characters', () => {
    for (const [seq, epoch] of [[0, 0], [1, 0], [123_456_789, 3], [Number.MAX_SAFE_INTEGER, 999]] as const) {
      const text = encodePosition(identity, seq, epoch);
      expect(text).toMatch(/^[A-Za-z0-9._-]{1,200}$/);
      expect(decodePosition(identity, text)).toEqual({ seq, epoch, storeId: identity.storeId });
    }
  });

  it('any one character changed, or the text cut, is not a position; another store\'s is told apart', () => {
    const text = encodePosition(identity, 4242, 1);
    const rng = new Prng(5, 'positions');
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-';
    let other = 0;
    for (let i = 0; i < 2000; i++) {
      const at = rng.int(text.length);
      const changed = text.slice(0, at) + alphabet[rng.int(alphabet.length)] + text.slice(at + 1);
      if (changed === text) continue;
      const decoded = decodePosition(identity, changed);
      expect(typeof decoded === 'string', changed).toBe(true);
      if (decoded === 'other-store') other++;
    }
    expect(other).toBeGreaterThan(0);
    for (let n = 1; n < text.length; n++) expect(decodePosition(identity, text.slice(0, n))).toBe('malformed');
    expect(decodePosition({ ...identity, storeId: 'fedcba9876543210' }, text)).toBe('other-store');
    expect(decodePosition({ ...identity, key: 'x'.repeat(64) }, text)).toBe('malformed');
  });
});

describe('cursors', () => {
  it('round-trip the line\'s place, and refuse another request\'s or an altered one', () => {
    const writer = new CursorWriter(identity, 'AAAAAAAAAAA', 77, 2);
    for (const [segment, index, key, id] of [[0, 0, 'naam', '0040353'], [1, 99_999, null, 12], [0, 5, 1.5e12, 'x'], [0, 1, '\u{2070E}'.repeat(256), 'y']] as const) {
      const cursor = writer.cursor(segment, index, key, id);
      expect(cursor).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(readCursor(identity, 'AAAAAAAAAAA', cursor)).toEqual({ positionSeq: 77, epoch: 2, segment, index, key, id });
      expect(() => readCursor(identity, 'BBBBBBBBBBB', cursor)).toThrow(ValidationError);
      const at = Math.floor(cursor.length / 2);
      const altered = cursor.slice(0, at) + (cursor[at] === 'Q' ? 'R' : 'Q') + cursor.slice(at + 1);
      expect(() => readCursor(identity, 'AAAAAAAAAAA', altered)).toThrow(ValidationError);
      expect(() => readCursor(identity, 'AAAAAAAAAAA', cursor.slice(0, -1))).toThrow(ValidationError);
    }
  });
});
