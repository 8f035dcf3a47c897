/**
 * Identification codes with real check digits: EAN-13/EAN-8 (GS1 mod 10) and PZN (mod 11). GS1
 * prefixes follow the markets (54 Belgium, 40-44 Germany, 30-37 France, 87 Netherlands); prefix 0
 * is a US/Canada UPC written as an EAN-13, whose value is below 10^12 (a leading zero, spec: eanGtin13
 * "may start with zeros") and which doubles as the product's 12-digit eanGtin12.
 */
import { Weighted, type Prng } from '../prng.js';
import { pad } from '../text.js';
import { gs1CheckDigit } from '../../domain/codes.js';

export { gs1CheckDigit } from '../../domain/codes.js';

const EAN_PREFIXES = new Weighted<string>([
  ['54', 42], ['40', 7], ['42', 7], ['43', 4], ['30', 4], ['34', 4], ['37', 4], ['87', 10], ['0', 12], ['76', 3], ['80', 3],
]);

function digits(rng: Prng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += rng.int(10);
  return out;
}

/** A 13-digit EAN as a string (it may start with zeros). */
export function ean13(rng: Prng): string {
  const prefix = EAN_PREFIXES.pick(rng);
  const body = prefix + digits(rng, 12 - prefix.length);
  return body + gs1CheckDigit(body);
}

export function ean8(rng: Prng): string {
  const body = (rng.chance(0.3) ? '0' : '5') + digits(rng, 6);
  return body + gs1CheckDigit(body);
}

/** PZN-8: weights 1..7 over the first seven digits, mod 11; a remainder of 10 is not issued. */
export function pzn(rng: Prng): string {
  for (;;) {
    const body = digits(rng, 7);
    let sum = 0;
    for (let i = 0; i < 7; i++) sum += (body.charCodeAt(i) - 48) * (i + 1);
    if (sum % 11 !== 10) return body + (sum % 11);
  }
}

/** A Belgian CTI-extended code: the 7-digit name code, a dash, the 2-digit package number. */
export function cti(nameCti: string, packageNumber: number): string {
  return `${nameCti}-${pad(packageNumber, 2)}`;
}

export function nameCti(rng: Prng): string {
  return pad(rng.range(1, 3_999_999), 7);
}
