/**
 * Check digits of product codes (docs/contract.md §13: writes refuse a code whose check digit is
 * wrong; imports take codes as they are). GS1 (EAN-8, UPC-12, EAN-13, GTIN-14): weights 3 and 1
 * from the right, mod 10, so leading zeros, which integer codes lose, change nothing. PZN-8:
 * weights 1 to 7 over the first seven digits, mod 11; a remainder of 10 is never issued.
 */

/** The GS1 check digit of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (body.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10;
}

/** Whether an EAN or GTIN, given as its integer value, ends in its GS1 check digit. */
export function validGs1(code: number): boolean {
  const text = String(code);
  if (!/^[0-9]{2,14}$/.test(text)) return false;
  return gs1CheckDigit(text.slice(0, -1)) === text.charCodeAt(text.length - 1) - 48;
}

/** Whether a PZN is eight digits ending in its check digit. */
export function validPzn(code: string): boolean {
  if (!/^[0-9]{8}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (code.charCodeAt(i) - 48) * (i + 1);
  return sum % 11 !== 10 && sum % 11 === code.charCodeAt(7) - 48;
}
