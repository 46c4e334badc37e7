import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadFooterColumns } from "~/lib/cms/footer-links.server";
import { requestInfoContext, type UpstreamClients, upstreamsContext } from "~/lib/request-context";
import { createContentClient } from "../../app/upstream/content";

/** The footer columns when the content service answers `links` for custom-links. */
function columnsFor(links: readonly { url: string; column?: string; locale?: string }[]) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", locale: "en", country: "TR", device: "desktop", nonce: "n" });
  const data = links.map((link, index) => ({ column: "Help", label: `Link ${index}`, ...link }));
  context.set(upstreamsContext, {
    content: createContentClient(async () => Response.json({ data, meta: {} }), {
      // Nothing cached: every call reaches the stub.
      kv: { get: async () => null, put: async () => {} } as unknown as KVNamespace,
      waitUntil: () => {},
    }),
  } as UpstreamClients);
  return loadFooterColumns(context);
}

describe("footer links from content", () => {
  it("keep site paths and https addresses, and drop what a browser would read as another site", async () => {
    const columns = await columnsFor([
      { url: "/kampanya" },
      { url: "https://apps.apple.com/app/id1" },
      { url: "/\\evil.example/x" },
      { url: "//evil.example/x" },
      { url: "/..//evil.example" },
      { url: "http://evil.example" },
      { url: "javascript:alert(1)" },
    ]);
    expect(columns.flatMap((column) => column.links.map((link) => link.url))).toEqual([
      "/kampanya",
      "https://apps.apple.com/app/id1",
    ]);
  });

  it("mark a column with its language when content fell back from the page's (WCAG 3.1.2)", async () => {
    const columns = await columnsFor([
      { url: "/a", column: "Help", locale: "en" },
      { url: "/b", column: "Yardım", locale: "tr" },
      { url: "/c", column: "Other" },
    ]);
    expect(columns.map(({ title, lang }) => [title, lang])).toEqual([
      ["Help", undefined],
      ["Yardım", "tr-TR"],
      ["Other", undefined],
    ]);
  });
});
