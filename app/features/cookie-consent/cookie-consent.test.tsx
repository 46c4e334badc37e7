import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { $cookieBanner, $cookieConsent, CONSENT_STORAGE_KEY, consentRecord, REJECT_ALL } from "./consent";
import { CookieConsent } from "./cookie-consent";

const NOW = new Date("2026-11-22T10:00:00.000Z");

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  $cookieConsent.set(null);
  $cookieBanner.set("hidden");
});

function Consent() {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/en"]}>
        <CookieConsent />
        <button type="button">Page content</button>
      </MemoryRouter>
    </I18nProvider>
  );
}

const banner = () => screen.queryByRole("region", { name: "Cookies on this site" });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null");

function showBanner() {
  render(<Consent />);
  act(() => vi.advanceTimersByTime(7_000));
  return banner()!;
}

describe("cookie banner", () => {
  it("renders nothing visible on the server", () => {
    const html = renderToString(<Consent />);
    expect(html).not.toContain("cookie-banner");
    expect(html).toContain('role="status"');
  });

  it("stays hidden for 7 seconds after loading, then appears without taking focus", () => {
    render(<Consent />);
    const page = screen.getByRole("button", { name: "Page content" });
    page.focus();
    act(() => vi.advanceTimersByTime(6_999));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
    expect(within(banner()!).getByRole("heading", { level: 2, name: "Cookies on this site" })).toBeTruthy();
    expect(document.activeElement).toBe(page);
    // Announced politely instead.
    expect(screen.getByRole("status").textContent).toBe(
      "Cookie choices: the cookie banner is open at the end of the page.",
    );
    expect(within(banner()!).getByRole("link", { name: "Cookie policy" }).getAttribute("href")).toBe(
      "/en/kvkk/cerez-politikasi",
    );
  });

  it("never appears when a choice is stored", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecord(REJECT_ALL, NOW)));
    render(<Consent />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(banner()).toBeNull();
  });

  it("offers reject all exactly like accept all: same look, side by side", () => {
    const region = showBanner();
    const buttons = within(region).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Reject all", "Accept all", "Cookie settings"]);
    expect(buttons[0]!.className).toBe(buttons[1]!.className);
  });

  it("accept all stores every category accepted with the date, and the banner goes", () => {
    fireEvent.click(within(showBanner()).getByRole("button", { name: "Accept all" }));
    // The choice is dated when it is made (the banner came 7 seconds after loading).
    const at = new Date(NOW.getTime() + 7_000).toISOString();
    expect(stored()).toEqual({
      necessary: { accepted: true, date: at },
      functional: { accepted: true, date: at },
      analytical: { accepted: true, date: at },
      marketing: { accepted: true, date: at },
    });
    expect(banner()).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("reject all stores only necessary as accepted", () => {
    fireEvent.click(within(showBanner()).getByRole("button", { name: "Reject all" }));
    expect(stored()).toMatchObject({
      necessary: { accepted: true },
      functional: { accepted: false },
      analytical: { accepted: false },
      marketing: { accepted: false },
    });
    expect(banner()).toBeNull();
  });

  it("the settings view saves the categories chosen, with necessary always on", () => {
    fireEvent.click(within(showBanner()).getByRole("button", { name: "Cookie settings" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie settings" });
    expect(banner()).toBeNull();
    const necessary = within(dialog).getByRole("checkbox", { name: "Necessary cookies" }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    // Nothing optional is ticked before the visitor chooses.
    for (const name of ["Functional cookies", "Analytical cookies", "Marketing cookies"]) {
      expect((within(dialog).getByRole("checkbox", { name }) as HTMLInputElement).checked).toBe(false);
    }
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Analytical cookies" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save settings" }));
    expect(stored()).toMatchObject({
      necessary: { accepted: true },
      functional: { accepted: false },
      analytical: { accepted: true },
      marketing: { accepted: false },
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(banner()).toBeNull();
  });

  it("closing the settings without saving brings the banner back", () => {
    fireEvent.click(within(showBanner()).getByRole("button", { name: "Cookie settings" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(banner()).not.toBeNull();
    expect(stored()).toBeNull();
  });

  it("follows a choice made in another tab", () => {
    showBanner();
    const record = JSON.stringify(consentRecord(REJECT_ALL, NOW));
    localStorage.setItem(CONSENT_STORAGE_KEY, record);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY, newValue: record }));
    });
    expect(banner()).toBeNull();
    expect($cookieConsent.get()?.marketing.accepted).toBe(false);
  });
});
