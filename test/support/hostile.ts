/**
 * Hostile input, generated from a seed: JSON values of every type and size that a client could
 * send by mistake or on purpose (injection text, control characters, lone surrogates, prototype
 * keys, huge and odd numbers, deep nesting, long lists), mutations of valid request bodies at a
 * random place, and raw bodies that are not JSON at all. For the fuzz test (test/http/fuzz.test.ts).
 */
import { type Rng } from './rng.js';

/** Values that read like SQL: stored by a write, they come back in later answers as any stored text does. */
export const SQL_LIKE = ['\' OR 1=1 --', '"; DROP TABLE products; --', '1; SELECT pg_sleep(10)', ') UNION SELECT * FROM api_keys --'];

const STRINGS = [
  '', ' ', 'a', 'active', 'ASC', 'nl', 'en-GB', '0', '-1', '1e400', 'NaN', 'null', 'true', '[]', '{}', ...SQL_LIKE,
  '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e\u0645\u0631\u062d\u0628\u0627', '💊🧴', 'Ä'.normalize('NFD'),
  '../../../etc/passwd', '%00', '%zz', '<script>alert(1)</script>', '${process.exit()}', '{{7*7}}', '\\', '\n\r\t',
  '__proto__', 'constructor', 'prototype', 'x'.repeat(600), 'é'.repeat(5_000), '*', '%', '_', 'paracet', '"',
];

const NUMBERS = [0, -0, 1, -1, 7, 10, 50, 99, 100, 250, 251, 0.5, -0.5, 1e-300, 1e308, -1e308, 2 ** 31, 2 ** 53, 2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1735689600, 253_402_300_800, 9_999_999_999_999];

const KEYS = ['filter', 'sorting', 'page', 'no', 'size', 'and', 'or', 'not', 'id', 'status', 'search', 'query', 'locale', 'type',
  'direction', 'from', 'until', 'brand', 'name', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  'valueOf', '', ' ', '$where', 'flag', 'email', 'profile', 'subscription', 'organization', 'x'.repeat(300)];

export function hostileValue(rng: Rng, depth = 0): unknown {
  const roll = rng.int(depth > 3 ? 6 : 10);
  switch (roll) {
    case 0: return null;
    case 1: return rng.chance(0.5);
    case 2: case 3: return rng.pick(NUMBERS);
    case 4: case 5: return rng.pick(STRINGS);
    // Long lists of scalars (past the list limits).
    case 6: return Array.from({ length: rng.pick([0, 1, 2, 3, 1_001, 2_500]) }, () => (rng.chance(0.9) ? rng.pick(NUMBERS) : rng.pick(STRINGS)));
    case 7: return Array.from({ length: rng.int(4) }, () => hostileValue(rng, depth + 1));
    case 8: return nested(rng, rng.pick([5, 33, 200]));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = rng.int(4); i >= 0; i--) object[rng.pick(KEYS)] = hostileValue(rng, depth + 1);
      // A member named __proto__ that JSON.parse would make an own property.
      return rng.chance(0.2) ? JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(object).slice(1)}`.replace(', }', '}')) : object;
    }
  }
}

/** `{"and": [{"and": [...]}]}` or `[[[...]]]` nested `levels` deep. */
function nested(rng: Rng, levels: number): unknown {
  let value: unknown = rng.chance(0.5) ? { status: 'active' } : 1;
  const asFilter = rng.chance(0.5);
  for (let i = 0; i < levels; i++) value = asFilter ? { [rng.pick(['and', 'or', 'not'])]: rng.chance(0.5) ? [value] : value } : [value];
  return value;
}

/** A deep copy of `body` with one to three changes at random places: a value replaced, a member dropped or added. */
export function mutate(rng: Rng, body: unknown): unknown {
  let result = structuredClone(body);
  for (let changes = 1 + rng.int(3); changes > 0; changes--) result = mutateOnce(rng, result);
  return result;
}

function mutateOnce(rng: Rng, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || rng.chance(0.15)) return hostileValue(rng);
  if (Array.isArray(value)) {
    if (value.length === 0 || rng.chance(0.2)) return [...value, hostileValue(rng)];
    const i = rng.int(value.length);
    const copy = [...value];
    copy[i] = mutateOnce(rng, copy[i]);
    return copy;
  }
  const object = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(object);
  const roll = rng.int(10);
  if (keys.length === 0 || roll === 0) object[rng.pick(KEYS)] = hostileValue(rng);
  else if (roll === 1) delete object[rng.pick(keys)];
  else {
    const key = rng.pick(keys);
    object[key] = mutateOnce(rng, object[key]);
  }
  return object;
}

/** Raw bodies that are not a JSON object: broken JSON, other encodings, a byte-order mark. */
export function hostileText(rng: Rng): string | Buffer {
  const options: Array<() => string | Buffer> = [
    () => '{"filter": {"status": "active"}',
    () => '{"filter": {"status": "active"},}',
    () => '{filter: 1}',
    () => "{'filter': 1}",
    () => 'NaN',
    () => '"a string"',
    () => '42',
    () => 'null',
    () => '[]',
    () => '\ufeff{"filter": {}}',
    () => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    () => `{"filter": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    () => `{"a": 1, "a": 2, "filter": {"status": "active", "status": "inactive"}}`,
    () => `{"filter": {"id": "${'9'.repeat(400)}"}, "page": {"no": 1e999, "size": 10}}`,
    () => ' \n\t ',
    () => '\u0000',
    () => 'x'.repeat(1_100_000),
  ];
  return rng.pick(options)();
}

/** A query string's value: a valid-looking one, a hostile string, or a malformed escape. */
export function hostileParam(rng: Rng, valid: string): string {
  const roll = rng.int(6);
  if (roll === 0) return percentEncoded(valid);
  if (roll === 1) return rng.pick(['%zz', '%', '%00', '%C0%AF', '%ED%A0%80', '', '+', '%20']);
  if (roll === 2) return 'x'.repeat(rng.pick([65, 2_000, 9_000]));
  const value = hostileValue(rng);
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? 'null';
  return rng.chance(0.8) ? percentEncoded(text) : text.replace(/[#&\s]/g, '');
}

/** Every UTF-8 byte percent-encoded (a lone surrogate as U+FFFD, as a browser would send it). */
const percentEncoded = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
