/**
 * The card fields' masks (payment step) on the shared mask engine (app/lib/input-mask.ts).
 */
import { unmask } from "~/lib/input-mask";
import { type CardBrand, cardBrand } from "./card-brand";

/** Number groups printed on the card: 4-6-5 on Amex, fours on the others (up to 19 digits). */
export function cardNumberMask(brand: CardBrand): string {
  switch (brand) {
    case "amex":
      return "9999 999999 99999";
    case "mastercard":
    case "troy":
      return "9999 9999 9999 9999";
    default:
      return "9999 9999 9999 9999 999";
  }
}

/** The mask for a card number field, following the brand as the digits arrive. */
export function cardNumberMaskFor(text: string): string {
  return cardNumberMask(cardBrand(unmask(CARD_NUMBER_MASK, text)));
}

/** Until the brand is known: groups of four, as long as any card number may be. */
export const CARD_NUMBER_MASK = cardNumberMask("unknown");
/** Month and year, as printed on the card. */
export const EXPIRY_MASK = "99/99";

/** MM/YY while typing; a pasted expiry with a four-digit year ("12/2030", "122030") keeps its year. */
export function expiryMaskFor(text: string): string {
  return text.replace(/\D/g, "").length >= 6 ? "99/9999" : EXPIRY_MASK;
}
