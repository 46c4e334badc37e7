import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formDates } from "~/features/seo-pages/form-dates";
import { createI18n } from "~/i18n/i18n";
import { shopToday } from "~/lib/dates";
import { SearchForm } from "~/features/car-search/search-form";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The form as a landing page's loader starts it: today and the dates a week ahead. */
function renderLandingForm() {
  const today = shopToday();
  const router = createMemoryRouter(
    [{ path: "/en/car", element: <SearchForm action="/en/search" today={today} values={formDates(today)} /> }],
    { initialEntries: ["/en/car"] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return {
    pickup: screen.getByLabelText<HTMLInputElement>("Pickup date"),
    dropoff: screen.getByLabelText<HTMLInputElement>("Return date"),
  };
}

describe("the car search form's dates", () => {
  it("start from the Istanbul date at 00:30 there, while UTC is still on the day before", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-09T21:30:00Z"));
    const { pickup, dropoff } = renderLandingForm();
    expect(pickup.min).toBe("2026-12-10");
    expect(dropoff.min).toBe("2026-12-10");
    expect(pickup.defaultValue).toBe("2026-12-17");
    expect(dropoff.defaultValue).toBe("2026-12-20");
  });

  it("keep the same day until midnight in Istanbul", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-09T20:59:00Z"));
    const { pickup } = renderLandingForm();
    expect(pickup.min).toBe("2026-12-09");
    expect(pickup.defaultValue).toBe("2026-12-16");
  });
});
