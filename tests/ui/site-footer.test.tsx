import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SiteFooter } from "~/frame/site-footer";
import type { Commons } from "~/lib/cms/commons.server";
import { $cookieBanner, $cookieConsent, CONSENT_STORAGE_KEY, consentRecord } from "~/features/cookie-consent/consent";
import { CookieConsent } from "~/features/cookie-consent/cookie-consent";
import { createI18n } from "~/i18n/i18n";

const COMMONS: Commons = {
  phone: "+90 850 333 44 55",
  email: "support@rotago.com",
  address: "Büyükdere Cad. No:199, Şişli/Istanbul",
  supportHours: "24/7",
  companyTitle: "RotaGo Seyahat ve Teknoloji A.Ş.",
  mersis: "0735012345600015",
  kep: "rotago@hs01.kep.tr",
  tursabLicence: "A-12345",
  iataPartner: true,
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  $cookieConsent.set(null);
  $cookieBanner.set("hidden");
});

function renderFooter(
  commons: Record<string, unknown> | null = COMMONS,
  path = "/en",
  footerColumns: readonly { title: string; lang?: string; links: { label: string; url: string }[] }[] = [],
) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        element: (
          <>
            <CookieConsent />
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { commons, footerColumns } } } },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return screen.getByRole("contentinfo");
}

const hrefOf = (scope: HTMLElement, name: string) => within(scope).getByRole("link", { name }).getAttribute("href");

describe("site footer", () => {
  it("links car rental, flights, campaigns, locations, companies and airlines in the page's language", () => {
    const travel = within(renderFooter()).getByRole("navigation", { name: "Travel" });
    expect(hrefOf(travel, "Car rental")).toBe("/en/car");
    expect(hrefOf(travel, "Flight tickets")).toBe("/en/flight");
    expect(hrefOf(travel, "Campaigns")).toBe("/en/campaign");
    expect(hrefOf(travel, "Car rental locations")).toBe("/en/locations/_car");
    expect(hrefOf(travel, "Car rental companies")).toBe("/en/suppliers");
    expect(hrefOf(travel, "Airlines")).toBe("/en/suppliers/flight");
    cleanup();
    const turkish = within(renderFooter(COMMONS, "/")).getByRole("navigation", { name: "Travel" });
    expect(hrefOf(turkish, "Car rental")).toBe("/arac-kiralama");
    expect(hrefOf(turkish, "Car rental companies")).toBe("/arac-kiralama/sirketler");
  });

  it("lists the agreements: KVKK, privacy, terms, cookies, distance sales contract, pre-information form", () => {
    const legal = within(renderFooter(COMMONS, "/")).getByRole("navigation", { name: "Legal" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/kvkk",
      "/gizlilik",
      "/kullanimkosullari",
      "/cerez-politikasi",
      "/mesafeli-satis-sozlesmesi",
      "/on-bilgilendirme-formu",
      "/erisilebilirlik",
    ]);
    expect(hrefOf(legal, "Distance sales contract")).toBe("/mesafeli-satis-sozlesmesi");
  });

  it("shows the five payment cards as labelled images", () => {
    const footer = renderFooter();
    const cards = within(footer).getByRole("list", { name: "Cards we accept" });
    expect(
      within(cards)
        .getAllByRole("img")
        .map((image) => image.getAttribute("aria-label")),
    ).toEqual(["Maestro", "Mastercard", "Visa", "American Express", "Troy"]);
  });

  it("names the app stores without links while content has no store addresses", () => {
    const footer = renderFooter();
    expect(within(footer).getByText("Available on the App Store and Google Play.")).toBeTruthy();
    expect(within(footer).queryByRole("link", { name: "Download on the App Store" })).toBeNull();
  });

  it("links the app stores content names, https only", () => {
    const footer = renderFooter({
      ...COMMONS,
      appStoreUrl: "https://apps.apple.com/app/id1",
      googlePlayUrl: "javascript:alert(1)",
    });
    expect(hrefOf(footer, "Download on the App Store")).toBe("https://apps.apple.com/app/id1");
    expect(within(footer).queryByRole("link", { name: "Get it on Google Play" })).toBeNull();
  });

  it("renders without content: links and cards stay, contact and identifiers go", () => {
    const footer = renderFooter(null);
    expect(within(footer).getByRole("navigation", { name: "Legal" })).toBeTruthy();
    expect(within(footer).getAllByRole("img")).toHaveLength(5);
    expect(footer.textContent).not.toContain("Mersis");
  });

  it("reopens the cookie settings at any time, showing the stored choice; focus returns on closing", () => {
    const record = consentRecord({ functional: false, analytical: true, marketing: false }, new Date());
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    const footer = renderFooter();
    const button = within(footer).getByRole("button", { name: "Cookie settings" });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: "Cookie settings" });
    const checked = (name: string) => (within(dialog).getByRole("checkbox", { name }) as HTMLInputElement).checked;
    expect([checked("Functional cookies"), checked("Analytical cookies"), checked("Marketing cookies")]).toEqual([
      false,
      true,
      false,
    ]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    // A visitor who has chosen does not get the banner back.
    expect(screen.queryByRole("region", { name: "Cookies on this site" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe("editor-run link columns", () => {
  it("shows the content service's columns with their headings and links, in order", () => {
    const footer = renderFooter(COMMONS, "/en", [
      {
        title: "Popular rental locations",
        links: [
          { label: "Car rental at Istanbul Airport", url: "/en/car/turkiye/istanbul/istanbul-havalimani" },
          { label: "Partner programme", url: "https://partners.example.com/" },
        ],
      },
    ]);
    const column = within(footer).getByRole("navigation", { name: "Popular rental locations" });
    expect(
      within(column)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Car rental at Istanbul Airport", "Partner programme"]);
    expect(hrefOf(column, "Car rental at Istanbul Airport")).toBe("/en/car/turkiye/istanbul/istanbul-havalimani");
    expect(hrefOf(column, "Partner programme")).toBe("https://partners.example.com/");
  });

  it("marks a column content has not translated into the page's language with its own", () => {
    const footer = renderFooter(COMMONS, "/de", [
      { title: "Popular rental locations", lang: "en-GB", links: [{ label: "Ankara", url: "/de/car/turkiye/ankara" }] },
    ]);
    expect(within(footer).getByRole("navigation", { name: "Popular rental locations" }).getAttribute("lang")).toBe(
      "en-GB",
    );
  });

  it("renders without them when the content service has none", () => {
    const footer = renderFooter(COMMONS, "/en", []);
    expect(within(footer).queryByRole("navigation", { name: "Popular rental locations" })).toBeNull();
  });
});
