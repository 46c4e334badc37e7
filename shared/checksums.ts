/**
 * Check digits of Turkish identity and tax numbers and of payment card numbers. Shared by the
 * browser (checkout forms) and the embedded Main API, so both accept exactly the same numbers;
 * keep this module free of platform and package imports. Checksums only: a number that passes
 * may still not exist.
 */

/** T.C. Kimlik No: 11 digits, the first not 0; the 10th and 11th are check digits. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // odd * 7 - even can be negative; JavaScript's % keeps the sign.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** Vergi Kimlik No (Revenue Administration algorithm): 10 digits, the last over the first nine. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    const shifted = (digits[index]! + 9 - index) % 10;
    let weighted = (shifted * 2 ** (9 - index)) % 9;
    // The algorithm counts a multiple of 9 as 9, not 0 (only 0 itself stays 0).
    if (shifted !== 0 && weighted === 0) weighted = 9;
    sum += weighted;
  }
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** Luhn (mod 10) check of a card number given as 12–19 digits, the lengths card schemes issue. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
