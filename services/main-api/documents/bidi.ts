/**
 * The visual order of one line of a right-to-left document (Arabic), a reduced form of the Unicode
 * bidirectional algorithm for what documents print: Arabic words with numbers, codes, Latin names,
 * e-mail addresses and amounts inside. Latin text and numbers (with the separators, signs and
 * currency symbols that belong to them) keep their left-to-right order as islands; everything
 * else reads right to left, islands included: the line's runs are laid out from the right.
 */

/** A piece of the line in its reading direction; `text` is in logical (typed) order. */
export interface DirectionalRun {
  readonly text: string;
  readonly rtl: boolean;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Digits, Arabic-Indic ones included: numbers read left to right in every script. */
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
/** Combining marks (Arabic vowel signs, accents) go with the letter they sit on. */
const MARK = /\p{M}/u;
/** A single separator inside a number: 10:00, 1.234,56, 12/05, and the spaces of a phone number. */
const NUMBER_SEPARATOR = /[.,:/ \u066b\u066c]/u;
/** Signs that cling to a number beside them: ₺1.234, 20%, %20, −5. */
const NUMBER_SIGN = /[\p{Sc}%\u066a\u2030+\-\u2212]/u;

type Kind = "rtl" | "ltr" | "number" | "neutral";

const kindOf = (character: string): Kind =>
  DIGIT.test(character) ? "number" : RIGHT_TO_LEFT.test(character) ? "rtl" : LETTER.test(character) ? "ltr" : "neutral";

/**
 * The line's runs in logical order. A line without right-to-left letters is one left-to-right
 * run (a name, an address, a phone number: as `dir="auto"` shows it). Otherwise the line reads
 * right to left with left-to-right islands: Latin words (and the spaces and signs between them),
 * numbers after a Latin word ("Visa •••• 4242"), and numbers on their own with their inner
 * separators and signs ("10:00", "₺1.234,56", "0850 333 44 55"); two numbers apart ("2026, 10:00")
 * are two islands.
 */
export function directionalRuns(line: string): DirectionalRun[] {
  const characters = Array.from(line);
  const kinds = characters.map(kindOf);
  characters.forEach((character, i) => {
    if (MARK.test(character)) kinds[i] = kinds[i - 1] ?? "neutral";
  });
  if (!kinds.includes("rtl")) return line ? [{ text: line, rtl: false }] : [];
  // A number after a Latin word (nothing right-to-left between) reads as part of it.
  let lastLetter: Kind = "rtl";
  kinds.forEach((kind, i) => {
    if (kind === "rtl" || kind === "ltr") lastLetter = kind;
    else if (kind === "number" && lastLetter === "ltr") kinds[i] = "ltr";
  });
  // Brackets read with what they enclose when it is Latin after Latin ("Kredi kartı (Visa 4242)"),
  // otherwise with the line ("رقم الهوية (TCKN)": the brackets face the Arabic words).
  const open: number[] = [];
  characters.forEach((character, i) => {
    if (character === "(" || character === "[") open.push(i);
    else if ((character === ")" || character === "]") && open.length > 0) {
      const start = open.pop()!;
      const inside = kinds.slice(start + 1, i);
      const before = kinds.slice(0, start).findLast((kind) => kind === "rtl" || kind === "ltr");
      const kind = !inside.includes("rtl") && inside.includes("ltr") && before === "ltr" ? "ltr" : "rtl";
      kinds[start] = kind;
      kinds[i] = kind;
    }
  });
  const ltr = kinds.map((kind) => kind === "ltr" || kind === "number");
  /** Where one island ends and the next begins though nothing right-to-left stands between. */
  const breaks = new Set<number>();
  for (let i = 0; i < characters.length; i++) {
    if (!ltr[i]) continue;
    let next = i + 1;
    while (next < characters.length && kinds[next] === "neutral") next++;
    if (next >= characters.length || !ltr[next] || next === i + 1) continue;
    const between = characters.slice(i + 1, next);
    const joins =
      kinds[i] === "ltr" && kinds[next] === "ltr"
        ? true
        : kinds[i] === "number" && kinds[next] === "number"
          ? between.length === 1 && NUMBER_SEPARATOR.test(between[0]!)
          : false;
    if (joins) for (let k = i + 1; k < next; k++) ltr[k] = true;
  }
  // Signs right beside a number belong to it.
  for (let i = 0; i < characters.length; i++) {
    if (ltr[i] || !NUMBER_SIGN.test(characters[i]!)) continue;
    if (kinds[i - 1] === "number" || kinds[i + 1] === "number") ltr[i] = true;
  }
  // Islands that touch without a joining separator (a Latin word then a number) stay apart.
  for (let i = 1; i < characters.length; i++) {
    const kind = kinds[i]!;
    const before = kinds[i - 1]!;
    if (ltr[i] && ltr[i - 1] && kind !== "neutral" && before !== "neutral" && kind !== before) breaks.add(i);
  }
  const runs: { text: string; rtl: boolean }[] = [];
  characters.forEach((character, i) => {
    const rtl = !ltr[i];
    const last = runs.at(-1);
    if (last && last.rtl === rtl && !breaks.has(i)) last.text += character;
    else runs.push({ text: character, rtl });
  });
  return runs;
}

const MIRRORED: Readonly<Record<string, string>> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

/** A right-to-left run's characters as they stand from left to right, brackets mirrored. */
export function visualRightToLeft(text: string): string {
  return Array.from(text)
    .reverse()
    .map((character) => MIRRORED[character] ?? character)
    .join("");
}
