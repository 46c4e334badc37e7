/**
 * Input masks (spec section 5). In a pattern `9` takes a digit, `a` a letter of any script
 * (Turkish İ ı Ş ş Ğ ğ Ü ü Ö ö Ç ç included), `*` either; every other character is a literal the
 * mask writes itself. A mask may `prepare` what was typed or pasted before it is fitted, e.g. drop
 * a dialling prefix.
 */
export interface MaskDefinition {
  readonly pattern: string;
  /** Gets the text with digits already folded to 0–9; returns what the tokens should take. */
  readonly prepare?: (input: string) => string;
}
export type Mask = string | MaskDefinition;

const TOKENS: Readonly<Record<string, RegExp>> = { "9": /^\d$/, a: /^\p{L}$/u, "*": /^[\p{L}\d]$/u };

// Digits typed in the scripts of the shop's languages (Arabic, Persian keyboards, Devanagari)
// count as 0–9; full-width ones (Japanese, Chinese, Korean IMEs) are folded by NFKC.
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966];

function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? char : String(code - zero);
}

function definition(mask: Mask): MaskDefinition {
  return typeof mask === "string" ? { pattern: mask } : mask;
}

function isToken(char: string): boolean {
  return char in TOKENS;
}

/**
 * Fits `input` to the mask: characters a token does not take are skipped, literals typed or pasted
 * where the mask has them are kept, and literals are written only once a token after them gets a
 * character, so deleting back over ") " works. The tokens are returned too.
 */
function fit(mask: Mask, input: string): { text: string; tokens: string } {
  const { pattern, prepare } = definition(mask);
  const folded = Array.from(input.normalize("NFKC"), asciiDigit).join("");
  const slots = [...pattern];
  let text = "";
  let tokens = "";
  let pending = "";
  let slot = 0;
  for (const char of prepare ? prepare(folded) : folded) {
    if (slot >= slots.length) break;
    let consumed = false;
    while (slot < slots.length && !isToken(slots[slot]!)) {
      pending += slots[slot];
      slot++;
      if (char === pending.at(-1)) {
        consumed = true;
        break;
      }
    }
    if (consumed || slot >= slots.length) continue;
    if (TOKENS[slots[slot]!]!.test(char)) {
      text += pending + char;
      tokens += char;
      pending = "";
      slot++;
    }
  }
  return { text, tokens };
}

/** The typed or pasted text formatted to the mask; formatted text comes back unchanged. */
export function applyMask(mask: Mask, input: string): string {
  return fit(mask, input).text;
}

/** Only what the visitor typed into the tokens, without the mask's literals. */
export function unmask(mask: Mask, value: string): string {
  return fit(mask, value).tokens;
}

/** How many characters the mask takes. */
export function tokenCount(mask: Mask): number {
  return [...definition(mask).pattern].filter(isToken).length;
}

export function isComplete(mask: Mask, value: string): boolean {
  return unmask(mask, value).length === tokenCount(mask);
}

/**
 * A Turkish mobile number after the fixed "+90" shown in front of the field: (5XX) XXX XX XX.
 * Habits and pastes bring a trunk 0, "+90" or "0090" in front; those are dropped, so
 * "0532 123 45 67" and "+90 532 123 45 67" both become "(532) 123 45 67". That the number starts
 * with 5 is the form's rule (`phoneNumber` in app/lib/phone.ts), not the mask's: a mask that refused a first
 * digit other than 5 would, when the visitor deletes the 5, skip every digit up to the next 5.
 */
export const TR_MOBILE_MASK: MaskDefinition = {
  pattern: "(999) 999 99 99",
  prepare: (input) => {
    const digits = input.replace(/\D/g, "").replace(/^0+/, "");
    return digits.length > 10 && digits.startsWith("90") ? digits.slice(2).replace(/^0+/, "") : digits;
  },
};

/** T.C. Kimlik No. */
export const TCKN_MASK = "99999999999";
/** Vergi Kimlik No of a company. */
export const VKN_MASK = "9999999999";
/** Turkish postal code. */
export const POSTAL_CODE_MASK = "99999";
