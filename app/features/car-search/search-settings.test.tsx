import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  useLocation,
} from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { SearchSettings } from "./search-settings";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(cleanup);

const VALUES = {
  pickup: { text: "Istanbul Airport (IST)", point: "41.2619,28.7419", placeId: "apt:IST" },
  pickupDate: "05-07-2027",
  dropoffDate: "08-07-2027",
  pickupTime: "10:00",
  dropoffTime: "10:00",
  age: 30,
};

function Results({ onSearch }: { onSearch: (search: { age: number }) => void }) {
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
      <SearchSettings action="/en/search" today="2027-07-01" values={VALUES} onSearch={onSearch} />
    </>
  );
}

describe("search settings on the results page", () => {
  it("opens the search form, filled with the current search, in a dialog and runs the new search", async () => {
    const onSearch = vi.fn();
    const router = createMemoryRouter([{ path: "/en/search", element: <Results onSearch={onSearch} /> }], {
      initialEntries: ["/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=05-07-2027&d_d=08-07-2027&a=30"],
    });
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    const opener = screen.getByRole("button", { name: "Change search" });
    expect(screen.queryByRole("form", { name: "Car rental search" })).toBeNull();
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Search settings" });
    const pickup = screen.getByRole("combobox", { name: "Pickup location" });
    expect(dialog.contains(pickup)).toBe(true);
    expect(document.activeElement).toBe(pickup);
    expect((pickup as HTMLInputElement).value).toBe("Istanbul Airport (IST)");
    fireEvent.change(screen.getByLabelText("Return date"), { target: { value: "2027-07-10" } });
    fireEvent.submit(screen.getByRole("form", { name: "Car rental search" }));

    await waitFor(() => expect(screen.getByTestId("url").textContent).toContain("d_d=10-07-2027"));
    expect(screen.getByTestId("url").textContent).toBe(
      "/en/search?p_p=41.2619%2C28.7419&pid=apt%3AIST&p_d=05-07-2027&d_d=10-07-2027&p_t=10%3A00&d_t=10%3A00&a=30",
    );
    expect(onSearch).toHaveBeenCalledWith({ age: 30 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("without JavaScript is a disclosure with the same form", async () => {
    const handler = createStaticHandler([{ path: "/en/search", element: <Results onSearch={() => {}} /> }]);
    const context = await handler.query(new Request("http://localhost/en/search"));
    if (context instanceof Response) throw new Error("unexpected response");
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>,
    );
    expect(html).toMatch(
      /<details class="change-search"><summary>Change search<\/summary><form[^>]*aria-label="Car rental search"/,
    );
    expect(html).not.toContain("<dialog");
  });
});
