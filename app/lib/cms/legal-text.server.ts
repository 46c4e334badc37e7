import type { RouterContextProvider } from "react-router";
import { legalTextEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isLocale, type Locale } from "~/routing/locales";
import { fallbackLang } from "./fallback-lang";
import { sanitizeRichText } from "./rich-text.server";
import type { SafeHtml } from "./safe-html";

export interface LegalText {
  readonly title: string;
  readonly body: SafeHtml;
  readonly updatedAt: string | null;
  /** The text's language tag when it is not the page's (an untranslated text shown in English). */
  readonly lang: string | undefined;
}

/** Contract templates carry `{{slot}}`s the checkout fills (escaped); on the public page they read as blanks. */
const SLOT = /\{\{\s*\w+\s*\}\}/g;
const slotName = (slot: string) => slot.replace(/[{}\s]/g, "");
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A contract's slot values in a language (the text's own: the page's, or English when it falls back, or Turkish). */
export type SlotsIn = (language: Locale) => Promise<Readonly<Record<string, string>>>;

/**
 * A legal text from the content service in the page's language (other languages fall back to
 * English) or in `language` (the Turkish original beside a translation), sanitised for rendering,
 * its `{{slot}}`s filled in the language the text came in. Null when the service cannot answer or
 * has no such text: the page then says so instead of failing.
 */
export async function loadLegalText(
  context: Readonly<RouterContextProvider>,
  contentSlug: string,
  slots: SlotsIn = async () => ({}),
  language?: Locale,
): Promise<LegalText | null> {
  const { requestId } = context.get(requestInfoContext);
  const locale = language ?? context.get(requestInfoContext).locale;
  const query = new URLSearchParams({ "filters[slug][$eq]": contentSlug, "pagination[limit]": "1" });
  try {
    const { data } = await context.get(upstreamsContext).content.list("legal-texts", query, locale, CACHE_LONG);
    const parsed = legalTextEntry.safeParse(data[0]);
    if (!parsed.success) return null;
    const values = await slots(isLocale(parsed.data.locale) ? parsed.data.locale : locale);
    return {
      title: parsed.data.title,
      body: sanitizeRichText(parsed.data.body.replace(SLOT, (slot) => escapeHtml(values[slotName(slot)] ?? "……"))),
      updatedAt: parsed.data.updatedAt ?? null,
      lang: fallbackLang(parsed.data.locale, locale),
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] legal text ${contentSlug} unavailable: ${error.message}`);
    return null;
  }
}
