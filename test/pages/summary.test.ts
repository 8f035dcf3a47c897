/**
 * The public page's meta description (src/pages/summary.ts, docs/api.md "The embed card and the
 * public page"): one line, at most 160 characters, cut between words.
 */
import { describe, expect, it } from 'vitest';
import { summary } from '../../src/pages/summary.js';

describe('summary', () => {
  it('keeps a short text whole, on one line', () => {
    expect(summary('  Soothing cream.\n\nFor dry   skin. ')).toBe('Soothing cream. For dry skin.');
    expect(summary('x'.repeat(160))).toBe('x'.repeat(160));
    expect(summary('')).toBe('');
  });

  it('cuts a long text at the last word boundary, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const cut = summary(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words[cut.length - 1]).toBe(' ');
    // A word that ends exactly at the cut is kept.
    const exact = `${'a'.repeat(159)} b`;
    expect(summary(exact)).toBe(`${'a'.repeat(159)}…`);
    // No dangling punctuation before the ellipsis.
    expect(summary(`${'word '.repeat(30)}end, ${'more '.repeat(10)}`, 156)).not.toMatch(/[,\s]…$/);
  });

  it('cuts a word longer than half the snippet where it must, never inside a character of two units', () => {
    expect(summary('y'.repeat(400))).toBe(`${'y'.repeat(159)}…`);
    const emoji = `${'z'.repeat(158)}😀${'z'.repeat(10)}`;
    expect(summary(emoji)).toBe(`${'z'.repeat(158)}…`);
  });
});
