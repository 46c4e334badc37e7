import type { RouterContextProvider } from "react-router";
import { legalTextEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
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

/**
 * A legal text from the content service in the page's language (other languages fall back to
 * English), sanitised for rendering. Null when the service cannot answer or has no such text:
 * the page then says so instead of failing.
 */
export async function loadLegalText(
  context: Readonly<RouterContextProvider>,
  contentSlug: string,
  slots: Readonly<Record<string, string>> = {},
): Promise<LegalText | null> {
  const { locale, requestId } = context.get(requestInfoContext);
  const query = new URLSearchParams({ "filters[slug][$eq]": contentSlug, "pagination[limit]": "1" });
  try {
    const { data } = await context.get(upstreamsContext).content.list("legal-texts", query, locale, CACHE_LONG);
    const parsed = legalTextEntry.safeParse(data[0]);
    if (!parsed.success) return null;
    return {
      title: parsed.data.title,
      body: sanitizeRichText(parsed.data.body.replace(SLOT, (slot) => escapeHtml(slots[slotName(slot)] ?? "……"))),
      updatedAt: parsed.data.updatedAt ?? null,
      lang: fallbackLang(parsed.data.locale, locale),
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] legal text ${contentSlug} unavailable: ${error.message}`);
    return null;
  }
}
