/** "+90" and "(532) 123 45 67" → "+905321234567"; other countries: their code and the digits. */
export function phoneNumber(dialCode: string, number: string): string | null {
  if (!/^\+\d{1,4}$/.test(dialCode)) return null;
  const digits = number.replace(/\D/g, "").replace(/^0+/, "");
  const full = `${dialCode}${dialCode === "+90" ? digits.replace(/^90(?=5)/, "") : digits}`;
  if (dialCode === "+90") return /^\+905\d{9}$/.test(full) ? full : null;
  return /^\+[1-9]\d{7,14}$/.test(full) ? full : null;
}
