/**
 * Folds text for place search so that Turkish letters and case never stop a match: "İzmir",
 * "izmir", "IZMIR" and "Izmir" all become "izmir"; "Muğla" becomes "mugla", "Şişli" "sisli".
 * Dotted and dotless i are folded before lower-casing, because JavaScript's default lower-casing
 * turns "I" into "i" and "İ" into "i̇" (with a combining dot).
 */
export function foldText(text: string): string {
  return text
    .replace(/[İIı]/g, "i")
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
