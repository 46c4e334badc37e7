import { describe, expect, it } from "vitest";
import { LOCALES } from "~/routing/locales";
import { PAGES } from "~/routing/route-table";
import { Jar } from "../support/cookie-jar";
import { lastCode, signedIn, visit } from "../support/sign-in";
import { fetchPage } from "../support/worker-fetch";

/** Every account page's canonical path in every language (Turkish at the root and under /tr). */
const ACCOUNT_PATHS = PAGES.filter((page) => page.layout === "account").flatMap((page) => page.paths);
const prefixes = ["", "/tr", ...LOCALES.filter((locale) => locale !== "tr").map((locale) => `/${locale}`)];
const loginPathOf = (prefix: string) => (prefix === "/tr" ? "/login" : `${prefix}/login`);

describe("the account pages' route check (signed-in)", () => {
  it("sends a visitor without a session to the login page of the page's language, with the page to come back to", async () => {
    for (const prefix of prefixes) {
      for (const path of ACCOUNT_PATHS) {
        const page = `${prefix}${path}`;
        const response = await fetchPage(page);
        await response.arrayBuffer();
        expect(response.status, page).toBe(302);
        expect(response.headers.get("location"), page).toBe(
          `${loginPathOf(prefix)}?redirect=${encodeURIComponent(page)}`,
        );
        // Nobody is signed in, not even anonymously, on the way to the login page.
        expect(response.headers.getSetCookie(), page).toEqual([]);
      }
    }
  });

  it("sends an anonymous visitor (a session from another page) to log in too, keeping the query", async () => {
    const jar = new Jar();
    await (await visit(jar, "/")).arrayBuffer();
    expect(jar.has("at")).toBe(true);
    const response = await visit(jar, "/en/account/reservations?type=flightTicket");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/en/login?redirect=${encodeURIComponent("/en/account/reservations?type=flightTicket")}`,
    );
  });

  it("answers a client-side navigation (a data request) with the same redirect", async () => {
    const jar = new Jar();
    await (await visit(jar, "/en")).arrayBuffer();
    const response = await fetchPage("/en/account/wallet.data?_routes=root,guard-signed-in--account", {
      headers: { cookie: jar.header, accept: "*/*" },
    });
    const body = await response.text();
    expect(response.status).toBe(202);
    expect(body).toContain(`/en/login?redirect=${encodeURIComponent("/en/account/wallet")}`);
  });

  it("brings the visitor back to the page after signing in, without JavaScript", async () => {
    const jar = new Jar();
    const refused = await visit(jar, "/de/account/invoices");
    const login = refused.headers.get("location") ?? "";
    expect(login).toBe(`/de/login?redirect=${encodeURIComponent("/de/account/invoices")}`);
    const email = "route-check@example.com";
    await (await visit(jar, login, { intent: "send", method: "email", email })).arrayBuffer();
    const verified = await visit(jar, login, {
      intent: "verify",
      method: "email",
      destination: email,
      code: await lastCode(email),
    });
    await verified.arrayBuffer();
    const named = await visit(jar, login, { intent: "name", firstName: "Ayşe", lastName: "Yılmaz" });
    expect(named.status).toBe(302);
    expect(named.headers.get("location")).toBe("/de/account/invoices");
    const page = await visit(jar, "/de/account/invoices");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-page="account-invoices"');
  });

  it("lets a signed-in visitor in on every account page and language, and keeps the session", async () => {
    const jar = await signedIn("route-check-in@example.com");
    for (const prefix of ["", "/tr", "/en", "/ar"]) {
      for (const path of ACCOUNT_PATHS) {
        const response = await visit(jar, `${prefix}${path}`);
        const html = await response.text();
        expect(response.status, `${prefix}${path}`).toBe(200);
        expect(html, `${prefix}${path}`).toContain('data-layout="account"');
        expect(response.headers.getSetCookie(), `${prefix}${path}`).toEqual([]);
      }
    }
  });

  it("sends the visitor to log in again after logging out", async () => {
    const jar = await signedIn("route-check-out@example.com");
    expect((await visit(jar, "/account")).status).toBe(200);
    await (await visit(jar, "/logout", { redirect: "/account" })).arrayBuffer();
    const response = await visit(jar, "/account");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirect=%2Faccount");
  });
});
