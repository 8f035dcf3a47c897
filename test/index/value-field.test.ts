/**
 * A value field's prefix answers (src/index/value-field.ts `startingWith`), kept while records are
 * rewritten: records get random tokens, prefixes are asked before and between rewrites (so their
 * answers are kept and must be kept exact by each `set`), and every answer must be the records
 * whose current tokens include one starting with the prefix, found by scanning. More prefixes are
 * asked than the field keeps, so dropped answers are worked out again. Each token's records
 * (`matching`) are checked the same way, and some rewrites keep part of a record's tokens.
 */
import { describe, expect, it } from 'vitest';
import { ValueField } from '../../src/index/value-field.js';
import { Prng } from '../../src/generate/prng.js';

const LETTERS = ['a', 'b', 'é', 'ab', 'ba', '1', '😀'];

function run(seed: number) {
  const prng = new Prng(seed, 'value-field');
  const token = () => `nl_${Array.from({ length: 1 + prng.int(5) }, () => LETTERS[prng.int(LETTERS.length)]).join('')}`;
  const tokensOf = () => [...new Set(Array.from({ length: prng.int(4) }, token))];
  const records = new Map<number, string[]>();
  const field = new ValueField();
  for (let rid = 1; rid <= 400; rid++) {
    const tokens = tokensOf();
    records.set(rid, tokens);
    for (const t of tokens) field.load(rid, t);
  }
  field.loaded();
  // Every prefix of every token seen, and some no token has.
  const prefixes = () => {
    const all = new Set(['nl_', 'nl_zz', 'x']);
    for (const tokens of records.values()) for (const t of tokens) for (let n = 3; n <= t.length; n++) all.add(t.slice(0, n));
    return [...all];
  };
  let checks = 0;
  let nonEmpty = 0;
  let most = 0;
  for (let step = 0; step < 30; step++) {
    // By length, one way then the other: the prefixes kept while records were rewritten (the last
    // ones asked) are the first asked at the next step, so their kept answers are the ones checked.
    const asked = prefixes().sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    if (step % 2 === 1) asked.reverse();
    most = Math.max(most, asked.length);
    for (const prefix of asked) {
      const want = [...records].filter(([, tokens]) => tokens.some((t) => t.startsWith(prefix))).map(([rid]) => rid).sort((a, b) => a - b);
      expect(field.startingWith(prefix).toArray(), `step ${step}, prefix ${prefix}`).toEqual(want);
      checks++;
      if (want.length > 0) nonEmpty++;
    }
    for (const t of new Set([...records.values()].flat().slice(0, 40))) {
      const want = [...records].filter(([, ts]) => ts.includes(t)).map(([rid]) => rid).sort((a, b) => a - b);
      expect(field.matching([t]).toArray(), `step ${step}, token ${t}`).toEqual(want);
    }
    for (let n = 0; n < 20; n++) {
      const rid = 1 + prng.int(420);
      // Some rewrites keep part of a record's tokens and add or take away one.
      const kept = (records.get(rid) ?? []).filter(() => prng.int(2) === 0);
      const tokens = prng.int(5) === 0 ? [] : prng.int(2) === 0 ? [...new Set([...kept, ...(prng.int(2) === 0 ? [token()] : [])])] : tokensOf();
      if (tokens.length === 0) records.delete(rid);
      else records.set(rid, tokens);
      field.set(rid, tokens);
    }
  }
  return { checks, nonEmpty, most };
}

describe('value field prefixes', () => {
  it('every prefix answer equals a scan of the current tokens, through rewrites, beyond the kept prefixes', () => {
    for (const seed of [1, 2, 3]) {
      const { checks, nonEmpty, most } = run(seed);
      // More than the field keeps (256): answers are dropped and worked out again.
      expect(most).toBeGreaterThan(512);
      expect(nonEmpty).toBeGreaterThan(checks / 2);
    }
  });
});
