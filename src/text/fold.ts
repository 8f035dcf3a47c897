/**
 * Text folding shared by search indexing, search queries, the name sort key and the tests'
 * reference evaluator, so that every one of them agrees (docs/contract.md §6 and §12).
 */

const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The longest word a search reads, in code points: a longer word is indexed and searched by its
 * beginning (docs/api.md "Search"), so that a token fits every store's index (PostgreSQL keeps a
 * lexeme of at most 2,046 bytes; 100 code points take at most 400).
 */
export const MAX_WORD = 100;

/**
 * The longest sort key, in code points: names are ordered, and brand names told apart, by their
 * first 256 folded characters (docs/api.md "Sorting"), so that a key fits a B-tree entry on every
 * store (PostgreSQL's holds at most 2,704 bytes; 256 code points take at most 1,024).
 */
export const MAX_SORT_KEY = 256;

/** Lower-cased, Unicode NFD, combining marks removed: "Crème Hydratante" -> "creme hydratante". */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/** The first `max` code points of a text (a surrogate pair is never cut). */
function first(text: string, max: number): string {
  // A text of at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  let end = 0;
  for (let points = 0; points < max && end < text.length; points++) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/** The words of a text after folding: runs of letters and digits (docs/contract.md §12), each at most MAX_WORD code points. */
export function words(text: string): string[] {
  const found = fold(text).match(WORD);
  if (!found) return [];
  for (let i = 0; i < found.length; i++) if (found[i]!.length > MAX_WORD) found[i] = first(found[i]!, MAX_WORD);
  return found;
}

/** The key a name sorts by: folded, its first MAX_SORT_KEY code points. */
export function sortKey(text: string): string {
  return first(fold(text), MAX_SORT_KEY);
}
