import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCALES } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

/** The forms of a page's markup, each up to its end. */
const forms = (html: string) => [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => form);
const footer = (html: string) => /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";

describe("the KVKK privacy notice where personal data is asked for", () => {
  // The seller's identifiers come from content, which each test's storage starts without.
  beforeEach(() => seedInventory(env.DB));

  it.each(LOCALES)("the sign-in form links it, and the sign-in page has the legal footer (%s)", async (locale) => {
    const html = await (await fetchPage(hrefFor("login", locale))).text();
    const kvkk = `href="${hrefFor("legal", locale)}"`;
    const signIn = forms(html).find((form) => form.includes('name="email"'));
    expect(signIn).toContain(kvkk);
    expect(signIn).toContain('class="data-notice"');
    // The legal footer: the legal texts and the seller, no travel or corporate links to wander off into.
    const legal = footer(html);
    expect(legal).toContain("site-footer--legal");
    expect(legal).toContain(kvkk);
    expect(legal).toContain(`href="${hrefFor("legal", locale, { slug: "cerez-politikasi" })}"`);
    expect(legal).toContain("Mersis");
    expect(legal).not.toContain(`href="${hrefFor("car-home", locale)}"`);
  });

  it.each(["contact", "reservation-find"] as const)("the %s form links it", async (page) => {
    const html = await (await fetchPage(hrefFor(page, "en"))).text();
    const withNotice = forms(html).filter((form) => form.includes('class="data-notice"'));
    expect(withNotice).toHaveLength(1);
    expect(withNotice[0]).toContain(`href="${hrefFor("legal", "en")}"`);
    expect(withNotice[0]).toContain("KVKK privacy notice");
  });

  it("pages that ask for nothing personal carry no notice", async () => {
    const html = await (await fetchPage(hrefFor("about-us", "en"))).text();
    expect(html).not.toContain('class="data-notice"');
  });
});
