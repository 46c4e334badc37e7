/**
 * The simulated bank's card knowledge: issuer BINs (bank, scheme, card family, credit or debit,
 * country) and the documented test cards with their behaviour (docs/api/orders-and-payments.md).
 */

export type CardScheme = "visa" | "mastercard" | "amex" | "troy";

export interface BinInfo {
  readonly bin: string;
  readonly bank: string;
  readonly scheme: CardScheme;
  /** The Turkish installment programme the card belongs to (Bonus, World, Maximum …). */
  readonly family: string | null;
  readonly type: "credit" | "debit";
  readonly country: string;
}

const BINS: readonly BinInfo[] = [
  { bin: "454360", bank: "Garanti BBVA", scheme: "visa", family: "Bonus", type: "credit", country: "TR" },
  { bin: "540667", bank: "Yapı Kredi", scheme: "mastercard", family: "World", type: "credit", country: "TR" },
  { bin: "979204", bank: "Ziraat Bankası", scheme: "troy", family: "Bankkart Combo", type: "credit", country: "TR" },
  { bin: "374427", bank: "Garanti BBVA", scheme: "amex", family: "Bonus", type: "credit", country: "TR" },
  { bin: "418342", bank: "Türkiye İş Bankası", scheme: "visa", family: null, type: "debit", country: "TR" },
  { bin: "552879", bank: "Akbank", scheme: "mastercard", family: "Axess", type: "credit", country: "TR" },
  { bin: "400000", bank: "Sample Bank plc", scheme: "visa", family: null, type: "credit", country: "GB" },
];

/** The scheme from the number's prefix (IIN ranges), for cards of banks not in the table. */
export function schemeOf(number: string): CardScheme | undefined {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(9792|65)/.test(number)) return "troy";
  return undefined;
}

/** Issuer information for a card's first six digits; unknown BINs are foreign credit cards. */
export function binInfo(bin: string): BinInfo | undefined {
  if (!/^\d{6}$/.test(bin)) return undefined;
  const known = BINS.find((entry) => entry.bin === bin);
  if (known) return known;
  const scheme = schemeOf(bin);
  return scheme ? { bin, bank: "Foreign issuer", scheme, family: null, type: "credit", country: "XX" } : undefined;
}

export type TestCardBehaviour =
  "approve" | "challenge" | "challenge-fails" | "insufficient-funds" | "lost-card" | "timeout-after-commit";

/** Documented test cards. Any other valid number gets a 3-D Secure challenge, then approval. */
export const TEST_CARDS: Readonly<Record<string, TestCardBehaviour>> = {
  "4543600000000003": "approve",
  "5406670000000009": "challenge",
  "4543600000000102": "challenge-fails",
  "5406670000000504": "insufficient-funds",
  "9792040000000405": "lost-card",
  "4543600000000904": "timeout-after-commit",
  "4183420000000001": "approve",
  "4000000000000002": "challenge",
  "374427000000003": "challenge",
};

export function behaviourOf(number: string): TestCardBehaviour {
  return TEST_CARDS[number] ?? "challenge";
}

/** The one-time code the simulated bank "sends" by SMS for every challenge. */
export const SIMULATED_SMS_CODE = "123456";
