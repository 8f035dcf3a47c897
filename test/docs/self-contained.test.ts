/**
 * The repository stands on its own (docs/contract.md): a clone has nothing beside it, so no file
 * points outside it, and every "docs/contract.md §N" a comment or document cites names a section
 * the contract has.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The repository's tracked text files (what a clone has), less the lockfile's registry addresses. */
const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0')
  .filter((f) => f && f !== 'package-lock.json' && /\.(ts|mts|mjs|cjs|js|md|json|sh|yml|yaml|conf|html|eta)$|^\.ci\//.test(f));
const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

/** Each section number of docs/contract.md, from its `## N. Title` headings. */
const sections = new Set([...texts.get('docs/contract.md')!.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));

describe('the repository stands on its own', () => {
  it('no file cites a document outside the repository', () => {
    const outside = /\.\.\/shared\b|\/work\/shared|decisions(\.md| sections? \d)|catalog-api-v4\.md/;
    const citing = files.filter((f) => f !== 'test/docs/self-contained.test.ts' && outside.test(texts.get(f)!));
    expect(citing).toEqual([]);
    expect(files.length).toBeGreaterThan(300);
  });

  it('every "docs/contract.md §N" names a section of docs/contract.md', () => {
    expect([...sections].sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const wrong: string[] = [];
    let cited = 0;
    for (const [file, text] of texts) {
      // A citation and the section numbers that follow it: "§6", "§6 and §12", "§5, §6, §12".
      for (const match of text.matchAll(/docs\/contract\.md\s*(?:\*\s*|\/\/\s*)?((?:§\d+(?:,\s*|,?\s+and\s+)?)+)/g)) {
        for (const number of match[1]!.matchAll(/§(\d+)/g)) {
          cited += 1;
          if (!sections.has(Number(number[1]))) wrong.push(`${file}: §${number[1]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cited).toBeGreaterThan(300);
  });
});
