import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deferModulePreloads, deferModulePreloadsInHead } from "./module-preloads";

const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="n0nce=="/>`;
const HEAD =
  '<!DOCTYPE html><html lang="tr-TR"><head><meta charSet="utf-8"/><title>Araç kirala | RotaGo</title>' +
  preload("/assets/entry.client-A.js") +
  preload("/assets/dist-B.js") +
  preload("/assets/root-C.js") +
  preload("/assets/hooks-D.js") +
  preload("/assets/home-E.js") +
  '<link nonce="n0nce==" rel="stylesheet" href="/assets/app-F.css"/>';
const BODY =
  '</head><body><h1>Araç kiralama · تأجير السيارات · 租车</h1><script type="module">import("x")</script></body></html>';
const KEPT = new Set(["/assets/entry.client-A.js", "/assets/root-C.js", "/assets/home-E.js"]);

async function through(chunks: readonly Uint8Array[]): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
  return new Uint8Array(await new Response(deferModulePreloads(source, KEPT)).arrayBuffer());
}

/** The bytes cut at the given offsets. */
function split(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const cuts = [...new Set(offsets)].sort((a, b) => a - b);
  return [0, ...cuts].map((start, index) => bytes.subarray(start, cuts[index] ?? bytes.length));
}

describe("module preloads", () => {
  it("keeps the entry's and the route modules' preloads, in order, after the stylesheets; drops the rest", () => {
    const head = deferModulePreloadsInHead(HEAD, KEPT);
    expect(head).not.toContain("dist-B.js");
    expect(head).not.toContain("hooks-D.js");
    const order = ["app-F.css", "entry.client-A.js", "root-C.js", "home-E.js"].map((name) => head.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(head).toContain(preload("/assets/root-C.js"));
  });

  it("adds the preloads of the route modules' catalogs after them, with React Router's attributes", () => {
    const catalogs = ["/assets/messages-tr-root-G.js", "/assets/messages-tr-routes-home-H.js"];
    const head = deferModulePreloadsInHead(HEAD, KEPT, catalogs);
    expect(head.endsWith(preload("/assets/home-E.js") + catalogs.map(preload).join(""))).toBe(true);
  });

  it("adds nothing that is not a script path of the build", () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const head = deferModulePreloadsInHead(HEAD, KEPT, [href]);
        const added = head.slice(deferModulePreloadsInHead(HEAD, KEPT).length);
        if (added) expect(added).toBe(preload(href));
        expect(added === "" || /^\/[\w/.-]+\.js$/.test(href)).toBe(true);
        expect(head.startsWith(deferModulePreloadsInHead(HEAD, KEPT))).toBe(true);
      }),
    );
  });

  it("rewrites the head however the stream is cut, even inside a character, and passes the body byte for byte", async () => {
    const document = new TextEncoder().encode(HEAD + BODY);
    const expected = new TextEncoder().encode(deferModulePreloadsInHead(HEAD, KEPT) + BODY);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: document.length - 1 }), { maxLength: 12 }),
        async (offsets) => {
          expect(await through(split(document, offsets))).toEqual(expected);
        },
      ),
    );
  });

  it("sends a document without a head as it came", async () => {
    const bytes = new TextEncoder().encode("<p>Bir hata oluştu</p>");
    expect(await through(split(bytes, [3, 10]))).toEqual(bytes);
  });
});
