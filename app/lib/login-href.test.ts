import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";
import { loginHref, requestedAddress } from "./login-href";

const at = (path: string) => new Request(`https://shop.example${path}`);

describe("the address a guarded request asked for", () => {
  it.each([
    ["/account", "/account"],
    ["/en/account/wallet", "/en/account/wallet"],
    ["/en/account/wallet.data?_routes=guard-signed-in--account", "/en/account/wallet"],
    ["/account/reservations.data?type=flightTicket&_routes=a,b", "/account/reservations?type=flightTicket"],
    ["/account/reservations?type=flightTicket", "/account/reservations?type=flightTicket"],
    ["/_.data", "/"],
    ["/en/_.data?_routes=root", "/en/"],
    ["/search?p_p=41.2,28.7&a=30", "/search?p_p=41.2,28.7&a=30"],
  ])("%s comes back as %s", (path, expected) => {
    expect(requestedAddress(at(path))).toBe(expected);
  });

  it("survives the login page's redirect check unchanged for any page path and query", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const value = fc.string({ maxLength: 20 }).map(encodeURIComponent);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(segment, value), { maxLength: 3 }),
        fc.boolean(),
        (segments, pairs, dataRequest) => {
          const path = `/${segments.join("/")}`;
          const query = pairs.map(([key, text]) => `${key}=${text}`).join("&");
          const asked = `${path}${dataRequest ? ".data" : ""}?${[query, dataRequest ? "_routes=x" : ""].filter(Boolean).join("&")}`;
          // As a browser sends it (a few characters of a query are percent-encoded on the way).
          const sent = new URL(query ? `${path}?${query}` : path, "https://shop.example");
          const expected = `${sent.pathname}${sent.search}`;
          const address = requestedAddress(at(asked));
          expect(address).toBe(expected);
          const back = new URL(loginHref("en", address), "https://shop.example").searchParams.get("redirect");
          expect(safeRedirectPath(back)).toBe(expected);
        },
      ),
    );
  });
});

describe("the login link", () => {
  it("is the login page of the language with the return address", () => {
    expect(loginHref("tr", "/account?x=1")).toBe("/login?redirect=%2Faccount%3Fx%3D1");
    expect(loginHref("en", "/en/account/wallet")).toBe("/en/login?redirect=%2Fen%2Faccount%2Fwallet");
  });
});
