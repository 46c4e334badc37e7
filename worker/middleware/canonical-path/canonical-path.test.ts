import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hostileRedirect, staysOn } from "../../../tests/support/redirect-corpus";
import { canonicalPath, isWellEncodedQuery, MAX_URL_LENGTH } from "./index";

const app = new Hono();
app.use(canonicalPath({ invalid: (c, status) => c.text(`invalid ${status}`, status) }));
app.all("*", (c) => c.text(`page ${c.req.path}`));

describe("canonical paths", () => {
  it("drops a trailing slash with a permanent redirect and keeps the query", async () => {
    const response = await app.request("/account/?type=flightTicket");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/account?type=flightTicket");
  });

  it("folds repeated slashes into one, never into a protocol-relative address", async () => {
    const response = await app.request("http://localhost//evil.example//x/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/evil.example/x");
  });

  it("leaves the root and canonical paths alone", async () => {
    expect(await (await app.request("/")).text()).toBe("page /");
    expect(await (await app.request("/search?p_p=1,2")).text()).toBe("page /search");
  });

  it("does not redirect form posts (the body would be lost)", async () => {
    const response = await app.request("/login/", { method: "POST" });
    expect(response.status).toBe(200);
  });

  it("answers 400 for a path that is not valid percent-encoding", async () => {
    const response = await app.request("/%E0%A4%A");
    expect(response.status).toBe(400);
  });

  it.each(["/search?x=%E0%A4%A", "/search?x=100%", "/search?%ZZ=1", "/search?a=1&b=%C3", "/img?src=%FF"])(
    "answers %s, a query that is not valid percent-encoding, like a bad path: 400",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("invalid 400");
    },
  );

  it("answers 400 exactly when some query part cannot be decoded (generated queries)", async () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }).map(encodeURIComponent),
      fc.constantFrom("%", "%2", "%zz", "%E0%A4", "%C3%A7", "%25", "+", "=", "&", "%FF", "%F0%9F%98%80", "a"),
    );
    const query = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(""));
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const decodable = search.split(/[&=]/).every((part) => {
          try {
            decodeURIComponent(part.replace(/\+/g, " "));
            return true;
          } catch {
            return false;
          }
        });
        const response = await app.request(`/search?${search}`);
        expect(response.status, search).toBe(decodable ? 200 : 400);
        expect(isWellEncodedQuery(`?${search}`)).toBe(decodable);
      }),
      { numRuns: 500, seed: 14 },
    );
  });

  it("never folds a generated hostile path into an address off the site", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRedirect, fc.constantFrom("", "/", "//"), async (value, tail) => {
        const raw = `/${value}${tail}`.replace(/[#?].*$/, "");
        if (!URL.canParse(raw, "http://localhost")) return;
        const url = new URL(raw, "http://localhost");
        if (url.origin !== "http://localhost") return;
        const response = await app.request(`http://localhost${url.pathname}`);
        if (response.status === 301) expect(staysOn("http://localhost", response.headers.get("location"))).toBe(true);
      }),
      { numRuns: 1000, seed: 14 },
    );
  });

  it("answers 414 for an address that is too long", async () => {
    const response = await app.request(`/search?x=${"a".repeat(MAX_URL_LENGTH)}`);
    expect(response.status).toBe(414);
  });
});
