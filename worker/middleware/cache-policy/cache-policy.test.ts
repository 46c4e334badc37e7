import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  cachePolicy,
  MAX_BRIEFLY_PRIVATE_SECONDS,
  NOT_STORED,
  PERSONAL_COOKIES,
  PRIVATE_NO_STORE,
  PUBLIC_PAGE,
} from "./index";

const app = new Hono();
app.use(cachePolicy());
app.get("/page", (c) => c.html("<p>page</p>"));
app.get("/stated", (c) => c.text("x", 200, { "cache-control": "public, max-age=3600" }));
app.get("/private-stated", (c) => c.text("x", 200, { "cache-control": "max-age=600" }));
app.get("/sets-cookie", (c) =>
  c.text("x", 200, { "set-cookie": "currency=EUR; Path=/", "cache-control": "public, max-age=60" }),
);
app.get("/missing", (c) => c.text("no", 404));
// A page's data kept briefly by the visitor's browser after a preload (the route states it).
app.get("/briefly", (c) =>
  c.text("x", 200, {
    "cache-control": c.req.query("cc") ?? "private, max-age=30",
    vary: c.req.query("vary") ?? "Cookie",
  }),
);
app.get("/briefly-sets-cookie", (c) =>
  c.text("x", 200, { "cache-control": "private, max-age=30", vary: "Cookie", "set-cookie": "at=new; Path=/" }),
);
app.get("/moved", (c) => c.redirect("/page", 301));

describe("cache policy", () => {
  it("makes a public page say so, and errors and redirects not stored", async () => {
    expect((await app.request("/page")).headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect((await app.request("/missing")).headers.get("cache-control")).toBe(NOT_STORED);
    expect((await app.request("/moved")).headers.get("cache-control")).toBe(NOT_STORED);
    expect((await app.request("/stated")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("makes every response that sets a cookie private, no-store, whatever the route said", async () => {
    expect((await app.request("/sets-cookie")).headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("makes every answer to a visitor with a session or preference cookie private, no-store, unless declared public", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PERSONAL_COOKIES),
        fc.string({ unit: fc.constantFrom("a", "b", "1", "-", "."), minLength: 1, maxLength: 12 }),
        fc.constantFrom("/page", "/private-stated", "/missing", "/moved"),
        async (name, value, path) => {
          const response = await app.request(path, { headers: { cookie: `other=1; ${name}=${value}` } });
          expect(response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
        },
      ),
      { numRuns: 200, seed: 14 },
    );
    const image = await app.request("/stated", { headers: { cookie: "at=x" } });
    expect(image.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("lets a visitor's browser keep an answer briefly when it is private, short and varies on Cookie", async () => {
    const signedIn = { headers: { cookie: "at=x; currency=EUR" } };
    const kept = await app.request("/briefly", signedIn);
    expect(kept.headers.get("cache-control")).toBe("private, max-age=30");
    expect((await app.request("/briefly")).headers.get("cache-control")).toBe("private, max-age=30");
    // A new session or preference in the same answer: nothing may keep it.
    expect((await app.request("/briefly-sets-cookie", signedIn)).headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("keeps anything else a signed-in visitor gets out of every cache, whatever the route stated", async () => {
    const longer = fc
      .integer({ min: MAX_BRIEFLY_PRIVATE_SECONDS + 1, max: 10 ** 9 })
      .map((n) => `private, max-age=${n}`);
    const other = fc.constantFrom(
      "private",
      "private, no-store",
      "max-age=30",
      "private, max-age=30, immutable",
      "private, max-age=-1",
      "private, max-age=30x",
      "s-maxage=30, private",
    );
    const notCookie = fc.constantFrom("", "Accept", "Cookies", "Set-Cookie", "X-Cookie");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PERSONAL_COOKIES),
        fc.oneof(
          fc.record({ cc: fc.oneof(longer, other), vary: fc.constantFrom("Cookie", "Accept, cookie") }),
          fc.record({ cc: fc.constant("private, max-age=30"), vary: notCookie }),
        ),
        async (cookie, { cc, vary }) => {
          const query = new URLSearchParams({ cc, vary });
          const response = await app.request(`/briefly?${query}`, { headers: { cookie: `${cookie}=v` } });
          expect(response.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
        },
      ),
      { numRuns: 200, seed: 15 },
    );
  });

  it("leaves exempt paths (another site's pages) as they answered", async () => {
    const bank = new Hono();
    bank.use(cachePolicy({ exempt: (path) => path.startsWith("/__bank/") }));
    bank.all("*", (c) => c.html("<p>bank</p>"));
    const response = await bank.request("/__bank/3ds/x", { method: "POST", headers: { cookie: "at=x" } });
    expect(response.headers.get("cache-control")).toBeNull();
    expect((await bank.request("/page", { headers: { cookie: "at=x" } })).headers.get("cache-control")).toBe(
      PRIVATE_NO_STORE,
    );
  });
});
