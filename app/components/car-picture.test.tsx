import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { modelSlug, supplierLogo } from "~/lib/car-images";
import { IMAGE_BREAKPOINTS } from "~/lib/images";
import { CarPicture } from "./car-picture";
import { CompanyLogo } from "./company-logo";

const catalogs: Record<"en" | "tr", I18n | undefined> = { en: undefined, tr: undefined };
beforeAll(async () => {
  catalogs.en = await createI18n("en");
  catalogs.tr = await createI18n("tr");
});
afterEach(cleanup);

const withI18n = (locale: "en" | "tr", element: ReactNode) => (
  <I18nProvider i18n={catalogs[locale]!}>{element}</I18nProvider>
);

const urls = (srcset: string | null) =>
  (srcset ?? "").split(",").map((entry) => new URL(entry.trim().split(/\s+/)[0] ?? "", "https://shop.test"));

describe("CarPicture", () => {
  it("shows the model's picture through the image proxy at breakpoint widths, 5:3, lazily", () => {
    const { getByRole } = render(
      withI18n("en", <CarPicture car={{ brand: "Mercedes-Benz", model: "E 200", class: "luxury" }} width={240} />),
    );
    const image = getByRole("img", { name: "Mercedes-Benz E 200" });
    expect(image.getAttribute("width")).toBe("240");
    expect(image.getAttribute("height")).toBe("144");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBeNull();
    const candidates = urls(image.getAttribute("srcset"));
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    for (const url of candidates) {
      expect(url.pathname).toBe("/img");
      expect(url.searchParams.get("src")).toBe("/images/cars/mercedes-benz-e-200.png");
      expect(IMAGE_BREAKPOINTS).toContain(Number(url.searchParams.get("width")));
      expect(Number(url.searchParams.get("height")) / Number(url.searchParams.get("width"))).toBeCloseTo(0.6, 2);
    }
    // A density-2 candidate for sharp phones.
    expect(candidates.some((url) => Number(url.searchParams.get("width")) >= 480)).toBe(true);
  });

  it("loads the first screen's pictures eagerly with high priority", () => {
    const { getByRole } = render(
      withI18n("en", <CarPicture car={{ brand: "Fiat", model: "Egea", class: "economy" }} width={640} priority />),
    );
    const image = getByRole("img", { name: "Fiat Egea" });
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("height")).toBe("384");
  });

  it("stands a class silhouette in for an unknown model and says it is a similar car", () => {
    const { container, getByText } = render(
      withI18n("tr", <CarPicture car={{ brand: "Lada", model: "Niva", class: "suv" }} width={240} />),
    );
    const image = container.querySelector("img")!;
    expect(image.getAttribute("alt")).toBe("");
    expect(urls(image.getAttribute("srcset"))[0]!.searchParams.get("src")).toBe("/images/cars/class-suv.png");
    expect(getByText("veya aynı sınıfta benzer bir araç")).toBeTruthy();
  });

  it("shows nothing for a class it has no silhouette of", () => {
    const { container } = render(
      withI18n("en", <CarPicture car={{ brand: "Lada", model: "Niva", class: "tractor" }} width={240} />),
    );
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("modelSlug", () => {
  it("folds brand and model into the picture's file name", () => {
    expect(modelSlug("Škoda", "Superb")).toBe("skoda-superb");
    expect(modelSlug("Citroën", "C4")).toBe("citroen-c4");
    expect(modelSlug("Toyota", "C-HR")).toBe("toyota-c-hr");
    expect(modelSlug("Yıldız", "İnci 2")).toBe("yildiz-inci-2");
  });
});

describe("CompanyLogo", () => {
  it("is named by the company and sized in the wordmark's proportion", () => {
    const logo = supplierLogo("kapadokya-rent-a-car")!;
    const { getByRole } = render(<CompanyLogo logo={logo} name="Kapadokya Rent a Car" />);
    const image = getByRole("img", { name: "Kapadokya Rent a Car" });
    expect(image.getAttribute("src")).toBe("/images/logos/suppliers/kapadokya-rent-a-car.svg");
    expect(image.getAttribute("height")).toBe("24");
    expect(image.getAttribute("width")).toBe("163");
  });
});
