import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { dashedIn } from "../support/dates";
import { getPage as get, postForm as post } from "../support/plain-browser";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

beforeAll(() => seedInventory(env.DB));

const SEARCH = `/en/search?p_p=41.2619,28.7419&p_d=${dashedIn(25)}&d_d=${dashedIn(28)}&a=24&nojs=1`;
const REJECT_ALL = { functional: "0", analytical: "0", marketing: "0" };
const FUNCTIONAL = { functional: "1", analytical: "0", marketing: "0" };

/** The Set-Cookie headers of a response by cookie name, with their attributes in lower case. */
function setCookies(response: Response): Map<string, { value: string; attributes: string[] }> {
  return new Map(
    response.headers.getSetCookie().map((header) => {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const index = pair!.indexOf("=");
      return [
        pair!.slice(0, index),
        { value: pair!.slice(index + 1), attributes: attributes.map((a) => a.toLowerCase()) },
      ];
    }),
  );
}
const lasting = (attributes: readonly string[]) =>
  attributes.some((attribute) => attribute.startsWith("max-age=") || attribute.startsWith("expires="));

describe("the cookie choice recorded for the server", () => {
  it("is a strictly necessary, HttpOnly cookie for a year, and answers 204", async () => {
    const jar = new Jar();
    const response = await post(jar, "/preferences/consent", { functional: "1", analytical: "0", marketing: "1" });
    expect(response.status).toBe(204);
    const consent = setCookies(response).get("consent");
    expect(consent?.value).toBe("functional.marketing");
    expect(consent?.attributes).toEqual(expect.arrayContaining(["httponly", "secure", "path=/", "max-age=31536000"]));
    expect(setCookies(await post(jar, "/preferences/consent", REJECT_ALL)).get("consent")?.value).toBe("none");
  });

  it("refuses anything but the three flags with 400, and a cross-site post with 403", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("functional", "analytical", "marketing", "other", ""),
          fc.string({ maxLength: 5 }),
        ),
        async (fields) => {
          const valid = ["functional", "analytical", "marketing"].every(
            (key) => fields[key] === "0" || fields[key] === "1",
          );
          const response = await post(new Jar(), "/preferences/consent", fields);
          expect(response.status).toBe(valid ? 204 : 400);
          if (!valid) expect(response.headers.getSetCookie()).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
    for (const [type, body] of [
      ["application/json", '{"functional":"1"}'],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ] as const) {
      const response = await fetchPage("/preferences/consent", {
        method: "POST",
        body,
        headers: { "content-type": type, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      });
      // A clear refusal (415 from the edge for a body that is no form, 400 here), never a 5xx.
      expect([400, 415], type).toContain(response.status);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const crossSite = await fetchPage("/preferences/consent", {
      method: "POST",
      body: new URLSearchParams(FUNCTIONAL),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
  });
});

describe("functional cookies follow the choice", () => {
  it('without a choice, or after "Reject all", a search remembers no age and a chosen currency lasts the visit only', async () => {
    for (const choose of [false, true]) {
      const jar = new Jar();
      if (choose) await post(jar, "/preferences/consent", REJECT_ALL);
      const search = await get(jar, SEARCH);
      expect(search.status).toBe(200);
      expect(setCookies(search).has("age")).toBe(false);
      const currency = setCookies(await post(jar, "/preferences/currency", { currency: "EUR", redirect: "/en" })).get(
        "currency",
      );
      expect(currency?.value).toBe("EUR");
      expect(lasting(currency!.attributes)).toBe(false);
    }
  });

  it("with functional cookies allowed, the age and the currency are remembered for a year", async () => {
    const jar = new Jar();
    await post(jar, "/preferences/consent", FUNCTIONAL);
    const age = setCookies(await get(jar, SEARCH)).get("age");
    expect(age?.value).toBe("24");
    expect(age?.attributes).toContain("max-age=31536000");
    const currency = setCookies(await post(jar, "/preferences/currency", { currency: "EUR", redirect: "/en" })).get(
      "currency",
    );
    expect(currency?.attributes).toContain("max-age=31536000");
  });

  it("withdrawing the consent removes the remembered age and keeps the currency for the visit only", async () => {
    const jar = new Jar();
    await post(jar, "/preferences/consent", FUNCTIONAL);
    await get(jar, SEARCH);
    await post(jar, "/preferences/currency", { currency: "USD", redirect: "/en" });
    expect(jar.get("age")).toBe("24");
    const withdrawn = setCookies(await post(jar, "/preferences/consent", REJECT_ALL));
    expect(withdrawn.get("age")?.value).toBe("");
    expect(withdrawn.get("age")?.attributes).toContain("max-age=0");
    expect(withdrawn.get("currency")?.value).toBe("USD");
    expect(lasting(withdrawn.get("currency")!.attributes)).toBe(false);
    expect(jar.has("age")).toBe(false);
    // The next search form starts from the 30–65 range again.
    const home = await (await get(jar, "/en")).text();
    expect(/<input[^>]*id="age-range"[^>]*>/.exec(home)?.[0]).toContain("checked");
  });
});
