import type { RouterContextProvider } from "react-router";
import { customLinkEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";

export interface FooterColumn {
  readonly title: string;
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
    const columns = new Map<string, { label: string; url: string }[]>();
    for (const entry of data) {
      const parsed = customLinkEntry.safeParse(entry);
      if (!parsed.success) continue;
      const links = columns.get(parsed.data.column) ?? [];
      links.push({ label: parsed.data.label, url: parsed.data.url });
      columns.set(parsed.data.column, links);
    }
    return [...columns].map(([title, links]) => ({ title, links }));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] footer links unavailable: ${error.message}`);
    return [];
  }
}
