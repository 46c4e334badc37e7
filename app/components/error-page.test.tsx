import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/routing/locales";
import { ErrorPage } from "./error-page";

function Boundary() {
  return <ErrorPage error={useRouteError()} />;
}

async function renderError(path: string, locale: Locale, failure: () => never) {
  const i18n: I18n = await createI18n(locale);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        loader: () => failure(),
        Component: () => null,
        ErrorBoundary: Boundary,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

describe("error page", () => {
  afterEach(cleanup);

  it("says which page was not found, in Turkish, with a way home", async () => {
    const heading = await renderError("/olmayan-sayfa", "tr", () => {
      throw data(null, { status: 404 });
    });
    expect(heading.textContent).toBe("404");
    expect(screen.getByText("Sayfa bulunamadı: /olmayan-sayfa")).toBeTruthy();
    expect(screen.getByText("Üzgünüz, böyle bir sayfa yok.")).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/");
  });

  it("speaks the language of the address on the international site", async () => {
    await renderError("/en/missing", "en", () => {
      throw data(null, { status: 404 });
    });
    expect(screen.getByText("Page not found: /en/missing")).toBeTruthy();
    expect(screen.getByText("Sorry, that page doesn't exist.")).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/en");
  });

  it("names the URL parameters that could not be read", async () => {
    await renderError("/en/search?p_d=99-99-2027", "en", () => {
      throw data({ kind: "invalid-input", fields: ["p_d", "a"] }, { status: 400 });
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("400");
    expect(screen.getByText("The address contains values we cannot read: p_d, a")).toBeTruthy();
  });

  it("shows other statuses with the default message", async () => {
    await renderError("/en/checkout", "en", () => {
      throw data("upstream said no", { status: 503 });
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("503");
    expect(screen.getByText("Sorry, an error occurred")).toBeTruthy();
    expect(screen.queryByText("upstream said no")).toBeNull();
  });

  it("shows 'Dang' and hides the details of an unexpected exception", async () => {
    await renderError("/en/checkout", "en", () => {
      throw new Error("secret stack detail");
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dang");
    expect(screen.getByText("Sorry, an error occurred")).toBeTruthy();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
  });
});
