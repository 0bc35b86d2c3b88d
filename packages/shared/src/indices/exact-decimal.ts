/**
 * Exact decimal arithmetic for index values (issue 33): values travel and are stored as decimal
 * strings ('1523.45'), and every computation is a fraction of BigInts, rounded once at the end. No
 * float ever touches a value, so every copy of the server computes the same figures.
 */

/** A fraction num/den with den > 0 (not necessarily reduced). */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** At most 12 integer digits and 8 decimals, optional minus sign, '.' as the decimal point. */
const DECIMAL = /^(-?)(\d{1,12})(?:\.(\d{1,8}))?$/;

export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

/** The exact value of a decimal string; throws on anything else (callers check with isDecimal). */
export function parseDecimal(text: string): Ratio {
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal: "${text}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const num = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  return { num, den: 10n ** BigInt(fraction.length) };
}

/** The canonical text of a decimal: no leading zeros, no trailing decimal zeros, no '-0'. */
export function normalizeDecimal(text: string): string {
  const { num, den } = parseDecimal(text);
  const places = den.toString().length - 1;
  return trimZeros(roundRatio({ num, den }, places));
}

function trimZeros(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

export const ONE: Ratio = { num: 1n, den: 1n };

export function multiply(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** a / b; throws when b is zero. */
export function divide(a: Ratio, b: Ratio): Ratio {
  if (b.num === 0n) throw new Error('division by zero');
  const sign = b.num < 0n ? -1n : 1n;
  return { num: a.num * b.den * sign, den: a.den * b.num * sign };
}

export function subtract(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.den - b.num * a.den, den: a.den * b.den };
}

export function add(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

/** a compared with b: -1, 0 or 1. */
export function compare(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The fraction as a decimal string with exactly `places` decimals, rounded half away from zero
 * (the way published figures are rounded): 2.345 → '2.35', -2.345 → '-2.35'.
 */
export function roundRatio(value: Ratio, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = value.num < 0n !== value.den < 0n && value.num !== 0n;
  const num = value.num < 0n ? -value.num : value.num;
  const den = value.den < 0n ? -value.den : value.den;
  const scaled = num * scale;
  let units = scaled / den;
  if ((scaled % den) * 2n >= den) units += 1n;
  const digits = units.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** 1 + percent/100, exactly: a monthly rate of '2.7' is the factor 1.027. */
export function percentFactor(percent: string): Ratio {
  const p = parseDecimal(percent);
  return { num: p.den * 100n + p.num, den: p.den * 100n };
}

/** (factor − 1) × 100, rounded to `places` decimals: the factor 1.3125 is '31.3' at one place. */
export function factorToPercent(factor: Ratio, places: number): string {
  return roundRatio(multiply(subtract(factor, ONE), { num: 100n, den: 1n }), places);
}
