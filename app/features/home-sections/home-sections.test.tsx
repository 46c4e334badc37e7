import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import type { HomeContent } from "./home-content";
import { HomeSections } from "./home-sections";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(cleanup);

const CONTENT: HomeContent = {
  page: "car",
  locations: [
    {
      title: "Car rental at Istanbul Airport",
      href: "/en/car/turkiye/istanbul/istanbul-havalimani",
      image: "/images/content/destinations/istanbul.jpg",
    },
    {
      title: "Car rental in Antalya",
      href: "/en/car/turkiye/antalya",
      image: "/images/content/destinations/antalya.jpg",
    },
  ],
  campaigns: [
    {
      title: "Summer deals",
      summary: "10% off every car rental.",
      code: "YAZ10",
      image: "/images/content/slider-bodrum.jpg",
      endDate: "2027-08-31T20:59:59.000Z",
      href: "/en/campaign/yaz-firsatlari",
    },
    {
      title: "Loyalty",
      summary: "",
      code: null,
      image: "/images/content/destinations/turkiye.jpg",
      endDate: null,
      href: "/en/campaign/loyalty",
    },
  ],
  faqs: [
    {
      id: "faq-1",
      question: "Which documents do I need?",
      answer: sanitizeRichText("<p>A valid <strong>driving licence</strong>.</p>"),
    },
  ],
  apps: { appStore: null, googlePlay: null },
};

function renderSections(content: HomeContent, path = "/en/car") {
  const router = createMemoryRouter([{ path: "*", element: <HomeSections content={content} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const region = (name: string) => screen.getByRole("region", { name });

describe("home page sections", () => {
  it("lists popular locations linking to their landing pages", () => {
    renderSections(CONTENT);
    const locations = region("Popular rental locations");
    expect(within(locations).getByRole("link", { name: "Car rental at Istanbul Airport" }).getAttribute("href")).toBe(
      "/en/car/turkiye/istanbul/istanbul-havalimani",
    );
    expect(within(locations).getByRole("link", { name: "All rental locations" }).getAttribute("href")).toBe(
      "/en/locations/_car",
    );
  });

  it("shows each location as a card with its city's picture, lazy, from the image proxy", () => {
    renderSections(CONTENT);
    const link = within(region("Popular rental locations")).getByRole("link", { name: "Car rental in Antalya" });
    const image = link.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("width")).toBe("480");
    expect(image?.getAttribute("height")).toBe("300");
    expect(image?.getAttribute("src")).toMatch(/^\/img\?src=%2Fimages%2Fcontent%2Fdestinations%2Fantalya\.jpg/);
    expect(image?.getAttribute("srcset")).toContain("640w");
  });

  it("shows campaigns with their code and end date, linking to the campaign pages", () => {
    renderSections(CONTENT);
    const campaigns = region("Campaigns");
    const [summer, loyalty] = within(campaigns).getAllByRole("listitem");
    expect(within(summer!).getByRole("heading", { level: 3, name: "Summer deals" })).toBeTruthy();
    expect(within(summer!).getByRole("link", { name: "Summer deals" }).getAttribute("href")).toBe(
      "/en/campaign/yaz-firsatlari",
    );
    expect(summer!.textContent).toContain("Code: YAZ10");
    expect(summer!.textContent).toMatch(/Valid until 31 August 2027/);
    expect(loyalty!.textContent).not.toContain("Code:");
    // Each card has its picture (decorative: the title names the card), lazy and sized.
    const picture = summer!.querySelector("img");
    expect(picture?.getAttribute("src")).toContain("slider-bodrum.jpg");
    expect([picture?.getAttribute("loading"), picture?.getAttribute("width"), picture?.getAttribute("height")]).toEqual(
      ["lazy", "640", "240"],
    );
    // The car rental home lists car campaigns, and its "all" link keeps to them.
    expect(within(campaigns).getByRole("link", { name: "All campaigns" }).getAttribute("href")).toBe(
      "/en/campaign?category=car",
    );
  });

  it("leads to the reservation lookup and the cancellation page, in the page's language", () => {
    renderSections(CONTENT, "/arac-kiralama");
    expect(screen.getByRole("link", { name: "Find my reservation" }).getAttribute("href")).toBe("/reservation/find");
    expect(screen.getByRole("link", { name: "Change or cancel a reservation" }).getAttribute("href")).toBe(
      "/iptal-iade",
    );
  });

  it("answers frequently asked questions behind their questions", () => {
    renderSections(CONTENT);
    const help = region("Help");
    const question = within(help).getByText("Which documents do I need?");
    expect(question.tagName).toBe("SUMMARY");
    expect(question.closest("details")?.textContent).toContain("A valid driving licence.");
    // The answer is the content's rich text, rendered as markup in the site's rich-text style.
    const answer = question.closest("details")?.querySelector(".home-faq__answer > .rich-text");
    expect(answer?.innerHTML).toBe("<p>A valid <strong>driving licence</strong>.</p>");
    expect(within(help).getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/en/contact");
  });

  it("names the app stores, and links them only where content gives their pages", () => {
    renderSections(CONTENT);
    expect(within(region("RotaGo mobile app")).queryByRole("link")).toBeNull();
    cleanup();
    renderSections({ ...CONTENT, apps: { appStore: "https://apps.apple.com/app/id1", googlePlay: null } });
    const links = within(region("RotaGo mobile app")).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Download on the App Store", "https://apps.apple.com/app/id1"],
    ]);
  });

  it("leaves out the sections whose content failed or is empty, keeping the rest", () => {
    renderSections({ ...CONTENT, locations: null, campaigns: [], faqs: null });
    expect(screen.queryByRole("region", { name: "Popular rental locations" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Campaigns" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Help" })).toBeNull();
    expect(
      screen.getAllByRole("region").map((section) => within(section).getByRole("heading", { level: 2 }).textContent),
    ).toEqual(["Already booked?", "Cancellation and refund", "RotaGo mobile app"]);
  });

  it("reads in the spec's order: locations, campaigns, lookup, cancellation, help, the app", () => {
    // (On wide screens home.css draws the app beside the two booking sections: e2e/home-hero.spec.ts.)
    renderSections(CONTENT);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Popular rental locations",
      "Campaigns",
      "Already booked?",
      "Cancellation and refund",
      "Help",
      "RotaGo mobile app",
    ]);
  });
});
