/**
 * Text folding shared by search indexing, search queries, the name sort key and the tests'
 * reference evaluator, so that every one of them agrees (decisions sections 6 and 12).
 */

const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased, Unicode NFD, combining marks removed: "Crème Hydratante" -> "creme hydratante". */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/** The words of a text after folding: runs of letters and digits (decisions section 12). */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}
