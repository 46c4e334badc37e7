import { describe, expect, it } from "vitest";
import { PAGES, pageForPattern } from "./route-table";

describe("pages whose preloaded data may serve the click", () => {
  it("leaves out every personal, transactional and search page", () => {
    const fresh = PAGES.filter((page) => !page.reusableData).map((page) => page.name);
    for (const name of ["login", "detail", "car-search", "flight-search", "unsubscribe", "supplier-approval"]) {
      expect(fresh).toContain(name);
    }
    const personal = PAGES.filter(
      (page) =>
        page.reusableData &&
        (page.layout === "account" || page.group === "checkout" || page.name.startsWith("reservation")),
    );
    expect(personal).toEqual([]);
  });

  it("knows a page by the route pattern React Router matched", () => {
    expect(pageForPattern("/kampanya")?.name).toBe("campaigns");
    expect(pageForPattern("/en/campaign/:slug")?.reusableData).toBe(true);
    expect(pageForPattern("/en/account")?.reusableData).toBeUndefined();
    expect(pageForPattern("/preferences/currency")).toBeUndefined();
  });
});
