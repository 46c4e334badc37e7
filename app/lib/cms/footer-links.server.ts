import type { RouterContextProvider } from "react-router";
import { customLinkEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { fallbackLang } from "./fallback-lang";

export interface FooterColumn {
  readonly title: string;
  /** The column's language tag when its entries are not in the page's language (not translated). */
  readonly lang: string | undefined;
  readonly links: readonly { readonly label: string; readonly url: string }[];
}

/**
 * The footer's editor-run link columns (`custom-links` with placement "footer"), in their order and
 * grouped by column. Unreadable entries are left out; without the content service there are none.
 */
export async function loadFooterColumns(context: Readonly<RouterContextProvider>): Promise<FooterColumn[]> {
  const { locale, requestId } = context.get(requestInfoContext);
  const query = new URLSearchParams({
    "filters[placement][$eq]": "footer",
    sort: "order:asc",
    "pagination[pageSize]": "100",
  });
  try {
    const { data } = await context.get(upstreamsContext).content.list("custom-links", query, locale, CACHE_LONG);
    const columns = new Map<string, { lang: string | undefined; links: { label: string; url: string }[] }>();
    for (const entry of data) {
      const parsed = customLinkEntry.safeParse(entry);
      if (!parsed.success) continue;
      // A column's title is one entry's text: the column takes the language of its entries.
      const column = columns.get(parsed.data.column) ?? { lang: fallbackLang(parsed.data.locale, locale), links: [] };
      column.links.push({ label: parsed.data.label, url: parsed.data.url });
      columns.set(parsed.data.column, column);
    }
    return [...columns].map(([title, { lang, links }]) => ({ title, lang, links }));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] footer links unavailable: ${error.message}`);
    return [];
  }
}
