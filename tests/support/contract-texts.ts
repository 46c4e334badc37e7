/**
 * The texts of the contracts a payment step shows (the pre-information form and the distance-sales
 * contract, each in its collapsible region), without React's text separators.
 */
export function contractTexts(html: string): string[] {
  return [
    ...html.replaceAll("<!-- -->", "").matchAll(/<div class="agreement__text"[^>]*>([\s\S]*?)<\/div><\/details>/g),
  ].map((match) => match[1]!);
}

/** A contract with nothing left blank: no "……" and no `{{slot}}` the checkout did not fill. */
export const unfilled = (text: string) => text.includes("……") || /\{\{\s*\w+\s*\}\}/.test(text);

/** The binding Turkish text a contract shows under its translation (pages in other languages), or undefined. */
export function bindingText(contract: string): string | undefined {
  return /<section class="agreement__binding">[\s\S]*?<div lang="tr"[^>]*>([\s\S]*)<\/div><\/section>/.exec(
    contract,
  )?.[1];
}
