/**
 * The card scheme from the first digits (IIN ranges), while the visitor is still typing: the form
 * shows the logo, picks the number mask and the security code length. The bank decides; this is
 * a hint, and the server checks the number again.
 */
export type CardBrand = "visa" | "mastercard" | "amex" | "troy" | "maestro" | "unknown";

/** An IIN range: numbers whose first `from.length` digits lie between `from` and `to`. */
type Rule = readonly [brand: CardBrand, from: string, to: string];

/**
 * First rule that a number may still match wins, so narrower claims come before the wide Maestro
 * ranges. Troy's own range is 9792; Troy also issues in 65, a range it shares with Discover by
 * the two networks' agreement, and the simulated bank (services/bank/cards.ts) reads 65 as Troy
 * too. The shop takes no Discover or UnionPay cards: their ranges inside 60–69 are "unknown"
 * rather than mistaken for Maestro.
 */
const RULES: readonly Rule[] = [
  ["visa", "4", "4"],
  ["amex", "34", "34"],
  ["amex", "37", "37"],
  ["mastercard", "51", "55"],
  ["mastercard", "2221", "2720"],
  ["troy", "9792", "9792"],
  ["troy", "65", "65"],
  ["unknown", "6011", "6011"], // Discover
  ["unknown", "644", "649"], // Discover
  ["unknown", "62", "62"], // UnionPay
  ["maestro", "50", "50"],
  ["maestro", "56", "69"],
];

/** Whether every number starting with `prefix` is in the rule's range (`some`: at least one is). */
function covers([, from, to]: Rule, prefix: string, some: boolean): boolean {
  const width = from.length;
  if (prefix.length >= width) {
    const head = prefix.slice(0, width);
    return head >= from && head <= to;
  }
  const low = prefix.padEnd(width, "0");
  const high = prefix.padEnd(width, "9");
  return some ? high >= from && low <= to : low >= from && high <= to;
}

/**
 * The brand of a card number or its beginning (digits; anything else is ignored). "unknown" until
 * the digits typed so far decide: "5" could still be Mastercard or Maestro, "51" is Mastercard.
 */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, "");
  if (digits === "") return "unknown";
  for (const rule of RULES) {
    if (covers(rule, digits, false)) return rule[0];
    if (covers(rule, digits, true)) return "unknown";
  }
  return "unknown";
}
