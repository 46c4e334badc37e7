import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestInfoContext, type UpstreamClients, upstreamsContext } from "~/lib/request-context";
import { loader as carHomeLoader } from "~/routes/car-home";
import { loader as homeLoader } from "~/routes/home";
import { createContentClient } from "../../app/upstream/content";

/** A request context whose content service is down: the page's sections are skipped, the form still loads. */
function loaderArgs<Args>(path: string): Args {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", locale: "tr", country: "TR", device: "desktop", nonce: "n" });
  context.set(upstreamsContext, {
    content: createContentClient(async () => new Response("down", { status: 503 }), {
      kv: env.CACHE,
      waitUntil: () => {},
    }),
  } as UpstreamClients);
  // The loaders read only the request and the context.
  return { request: new Request(`https://shop.test${path}`), context, params: {} } as unknown as Args;
}

beforeEach(() => {
  // The content service is down on purpose; its warnings are expected.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** 00:30 in Istanbul on 10 December, still 9 December in UTC. */
const AFTER_MIDNIGHT_IN_ISTANBUL = new Date("2026-12-09T21:30:00Z");

describe("the search form's today from the page loaders", () => {
  it("is the Istanbul date on the home page at 00:30 there", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(AFTER_MIDNIGHT_IN_ISTANBUL);
    expect((await homeLoader(loaderArgs<Parameters<typeof homeLoader>[0]>("/"))).today).toBe("2026-12-10");
  });

  it("is the Istanbul date on the car rental home page at 00:30 there", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(AFTER_MIDNIGHT_IN_ISTANBUL);
    const args = loaderArgs<Parameters<typeof carHomeLoader>[0]>("/arac-kiralama");
    expect((await carHomeLoader(args)).today).toBe("2026-12-10");
  });
});
