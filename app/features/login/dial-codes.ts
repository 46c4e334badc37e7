/** Country calling codes for the phone login, Türkiye first, then by how often travellers use them. */
export const DIAL_CODES = [
  { country: "TR", code: "+90", flag: "🇹🇷" },
  { country: "DE", code: "+49", flag: "🇩🇪" },
  { country: "GB", code: "+44", flag: "🇬🇧" },
  { country: "NL", code: "+31", flag: "🇳🇱" },
  { country: "FR", code: "+33", flag: "🇫🇷" },
  { country: "AT", code: "+43", flag: "🇦🇹" },
  { country: "BE", code: "+32", flag: "🇧🇪" },
  { country: "CH", code: "+41", flag: "🇨🇭" },
  { country: "IT", code: "+39", flag: "🇮🇹" },
  { country: "ES", code: "+34", flag: "🇪🇸" },
  { country: "PT", code: "+351", flag: "🇵🇹" },
  { country: "SE", code: "+46", flag: "🇸🇪" },
  { country: "DK", code: "+45", flag: "🇩🇰" },
  { country: "NO", code: "+47", flag: "🇳🇴" },
  { country: "RU", code: "+7", flag: "🇷🇺" },
  { country: "UA", code: "+380", flag: "🇺🇦" },
  { country: "AZ", code: "+994", flag: "🇦🇿" },
  { country: "GE", code: "+995", flag: "🇬🇪" },
  { country: "AE", code: "+971", flag: "🇦🇪" },
  { country: "SA", code: "+966", flag: "🇸🇦" },
  { country: "QA", code: "+974", flag: "🇶🇦" },
  { country: "IR", code: "+98", flag: "🇮🇷" },
  { country: "IQ", code: "+964", flag: "🇮🇶" },
  { country: "EG", code: "+20", flag: "🇪🇬" },
  { country: "US", code: "+1", flag: "🇺🇸" },
  { country: "JP", code: "+81", flag: "🇯🇵" },
  { country: "KR", code: "+82", flag: "🇰🇷" },
  { country: "CN", code: "+86", flag: "🇨🇳" },
  { country: "IN", code: "+91", flag: "🇮🇳" },
] as const;

export function dialCodeOf(country: string): string | undefined {
  return DIAL_CODES.find((entry) => entry.country === country)?.code;
}

/** "+905321234567" → "+90 532 123 45 67" (Turkish numbers); other numbers as given. */
export function formatPhone(e164: string): string {
  const turkish = /^\+90(5\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return turkish ? `+90 ${turkish[1]} ${turkish[2]} ${turkish[3]} ${turkish[4]}` : e164;
}

/** The E.164 form of a national number typed after a dial code ("0532 123 45 67" → "+905321234567"). */
export function toE164(dialCode: string, national: string): string | undefined {
  const digits = national.replace(/[\s().-]/g, "").replace(/^0+/, "");
  if (!/^\d{4,14}$/.test(digits)) return undefined;
  const number = `${dialCode}${digits}`;
  if (!/^\+[1-9]\d{7,14}$/.test(number)) return undefined;
  if (dialCode === "+90" && !/^\+905\d{9}$/.test(number)) return undefined;
  return number;
}

/** The calling code an E.164 number starts with (the longest that matches). */
export function dialEntryOf(e164: string): (typeof DIAL_CODES)[number] | undefined {
  return [...DIAL_CODES].sort((a, b) => b.code.length - a.code.length).find((entry) => e164.startsWith(entry.code));
}
