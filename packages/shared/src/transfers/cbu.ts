/**
 * The check digits of a CBU or CVU (BCRA): 22 digits in two blocks. The first 8 are the bank (3),
 * the branch (4) and a check digit over the 7 before it, weighted 7,1,3,9,7,1,3; the other 14 are
 * the account (13) and a check digit over them, weighted 3,9,7,1,3,9,7,1,3,9,7,1,3. Each check
 * digit is (10 − weighted sum mod 10) mod 10. A CVU (a wallet's account) has the same form.
 */
const FIRST_WEIGHTS = [7, 1, 3, 9, 7, 1, 3] as const;
const SECOND_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether 22 digits carry both valid check digits. */
export function hasValidCbuCheckDigits(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false;
  const first = cbu.slice(0, 8);
  const second = cbu.slice(8);
  return (
    checkDigit(first, FIRST_WEIGHTS) === Number(first[7]) &&
    checkDigit(second, SECOND_WEIGHTS) === Number(second[13])
  );
}
