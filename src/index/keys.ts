/**
 * Sort keys compared as the stores order them (decisions section 6): numbers by value, text by
 * code point (SQLite's BINARY collation and PostgreSQL's "C" compare UTF-8 bytes, which is code
 * point order), ties broken by id in the same way.
 */
export type Key = string | number;

/** Code point order; JavaScript's `<` compares UTF-16 units, which differs past U+FFFF. */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800..DFFF) stands for a code point above every unit of the BMP.
    const hx = x >= 0xd800 && x <= 0xdfff;
    const hy = y >= 0xd800 && y <= 0xdfff;
    if (hx !== hy) return hx ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

export function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  // Both stores order numbers before text; a column holds one type, so this only orders mixed ids.
  return typeof a === 'number' ? -1 : 1;
}
