/**
 * The public page's meta description (docs/api.md "The embed card and the public page"): a
 * product text as one line of plain text, short enough for a search result's snippet. The HTML
 * template escapes it; this only shortens.
 */

/** Search engines show about this many characters of a description. */
export const SUMMARY_LENGTH = 160;

/**
 * `text` with its runs of white space (line breaks, paragraph breaks) made single spaces and, when
 * longer than `max`, cut at the last word boundary before it, with an ellipsis: a snippet that ends
 * in the middle of a word reads as a mistake.
 */
export function summary(text: string, max = SUMMARY_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  // Room for the ellipsis; a cut never splits a character written as two UTF-16 units.
  let cut = plain.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  // The cut is at a boundary when a space follows it; else back to the last space in it.
  const space = plain[cut.length] === ' ' ? cut.length : cut.lastIndexOf(' ');
  // A single word longer than half the snippet is cut where it must be.
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:–—-]+$/, '')}…`;
}
