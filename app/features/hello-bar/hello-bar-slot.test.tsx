import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { $dismissedHelloBars, DISMISSED_STORAGE_KEY } from "./dismissed";
import type { HelloBar, HelloBars } from "./hello-bar";
import { HelloBarSlot } from "./hello-bar-slot";
import { countdownEnd } from "./hello-bars.server";

const T0 = Date.UTC(2027, 4, 31, 20, 59, 0); // one minute before the first bar's countdown ends
const DAY = 86_400_000;

function bar(id: string, overrides: Partial<Omit<HelloBar, "endsOn">> = {}): HelloBar {
  const countdownTo = overrides.countdownTo ?? T0 + DAY;
  return {
    id,
    html: sanitizeRichText(`${id} text`),
    url: null,
    colours: null,
    startsAt: T0 - DAY,
    endsAt: T0 + 90 * DAY,
    countdownTo,
    pages: ["home"],
    // As the root loader gives it, in the page's language (English here).
    endsOn: countdownEnd(countdownTo, "en"),
    ...overrides,
  };
}

const FLIGHT_WEEK = bar("flight-week", {
  url: "/en/campaign/ucak-bileti-haftasi",
  colours: { background: "#1d3557", color: "#ffffff" },
  countdownTo: T0 + 60_000,
  pages: ["home", "flight-home"],
});
const SUMMER = bar("summer-deals", {
  url: "https://example.com/summer",
  countdownTo: T0 + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000,
  pages: ["home", "car-search"],
});
const DATA: HelloBars = { now: T0, bars: [FLIGHT_WEEK, SUMMER] };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  // The hydration test's own container, even when it failed half way.
  document.body.replaceChildren();
  vi.useRealTimers();
  localStorage.clear();
  $dismissedHelloBars.set({});
});

function Slot({
  page,
  data = DATA,
  Component = HelloBarSlot,
}: {
  page: string;
  data?: HelloBars | null;
  Component?: typeof HelloBarSlot;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/en"]}>
        <Component data={data} page={page} />
        <main id="main" tabIndex={-1} />
      </MemoryRouter>
    </I18nProvider>
  );
}

/** The timer's words as read: without the hidden forms that only reserve the labels' width. */
function shownText(timer: Element | null | undefined) {
  const copy = timer?.cloneNode(true);
  if (!(copy instanceof Element)) return undefined;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.replace(/\s+/g, " ").trim();
}

function serverTimer(html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return shownText(template.content.querySelector("[role=timer]"));
}

const region = () => screen.queryByRole("region", { name: "Promotion" });
const timer = () => shownText(screen.getByRole("timer"));

describe("hello bar", () => {
  it("renders the page's bar on the server with the countdown at the server's time", () => {
    const html = renderToString(<Slot page="home" />);
    expect(html).toContain('data-hello-bar="flight-week"');
    expect(html).toContain("flight-week text");
    // A minute left at the server's time.
    expect(serverTimer(html)).toBe("00 days 00 hours 01 minute 00 seconds");
    expect(renderToString(<Slot page="about-us" />)).toBe('<main id="main" tabindex="-1"></main>');
    expect(renderToString(<Slot page="home" data={null} />)).not.toContain("hello-bar");
  });

  it("shows the bar's sanitised rich text as markup", () => {
    const rich = bar("rich", { html: sanitizeRichText("<strong>Flight week:</strong> extra baggage free") });
    render(<Slot page="home" data={{ now: T0, bars: [rich] }} />);
    expect(region()!.querySelector(".hello-bar__text > div")?.innerHTML).toBe(
      "<strong>Flight week:</strong> extra baggage free",
    );
  });

  it("hydrates without a mismatch even when the browser's clock has moved on, then ticks every second", async () => {
    // The server has its own modules: render its HTML with fresh ones, at a moment the browser's
    // clock does not share (only the loader's `now` may count on the server).
    vi.resetModules();
    const { HelloBarSlot: ServerSlot } = await import("./hello-bar-slot");
    vi.setSystemTime(T0 - 300_000);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Slot page="home" Component={ServerSlot} />);
    document.body.appendChild(container);
    expect(serverTimer(container.innerHTML)).toBe("00 days 00 hours 01 minute 00 seconds");
    vi.setSystemTime(T0 + 10_000);
    let root: Root | undefined;
    // console.error (a hydration mismatch) fails the test.
    await act(async () => {
      root = hydrateRoot(container, <Slot page="home" />);
    });
    expect(timer()).toBe("00 days 00 hours 00 minutes 50 seconds");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(timer()).toBe("00 days 00 hours 00 minutes 49 seconds");
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(timer()).toBe("00 days 00 hours 00 minutes 46 seconds");
    act(() => root?.unmount());
    container.remove();
  });

  it("counts down in days, hours, minutes and seconds, with a stable description for screen readers", () => {
    render(<Slot page="car-search" />);
    expect(region()?.getAttribute("data-hello-bar")).toBe("summer-deals");
    expect(timer()).toBe("02 days 03 hours 04 minutes 05 seconds");
    const timerElement = screen.getByRole("timer");
    expect(timerElement.getAttribute("aria-live")).toBe("off");
    // Each label keeps room for every form of its word (English: 0 and 1), hidden from view and speech.
    const seconds = timerElement.querySelectorAll(".hello-bar__label")[3];
    expect([...(seconds?.querySelectorAll('[aria-hidden="true"]') ?? [])].map((form) => form.textContent)).toEqual([
      "seconds",
      "second",
    ]);
    const description = region()!.querySelector(".visually-hidden")!.textContent;
    expect(description).toBe("Offer ends on 3 June 2027 at 03:03 (Turkey time).");
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer()).toBe("02 days 03 hours 04 minutes 00 seconds");
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer()).toBe("02 days 03 hours 03 minutes 59 seconds");
    // The description does not change as the numbers tick.
    expect(region()!.querySelector(".visually-hidden")!.textContent).toBe(description);
  });

  it("hides the bar when its countdown reaches zero and shows the page's next bar", () => {
    render(<Slot page="home" />);
    expect(region()?.getAttribute("data-hello-bar")).toBe("flight-week");
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer()).toBe("00 days 00 hours 00 minutes 01 second");
    act(() => vi.advanceTimersByTime(1_000));
    expect(region()?.getAttribute("data-hello-bar")).toBe("summer-deals");
    expect(screen.queryByText("flight-week text")).toBeNull();
  });

  it("shows nothing once the last bar of the page has counted down", () => {
    render(<Slot page="flight-home" />);
    expect(region()).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(region()).toBeNull();
  });

  it("uses valid colours from content and keeps the default colours for an invalid one", () => {
    render(<Slot page="home" />);
    const flight = region()!;
    expect(flight.className).toBe("hello-bar");
    expect(flight.style.background).toContain("#1d3557");
    expect(flight.style.color).toBe("#ffffff");
    cleanup();
    // The loader turns an invalid colour into null: the bar still shows, in its default colours.
    render(<Slot page="car-search" />);
    expect(region()!.className).toBe("hello-bar hello-bar--default");
    expect(region()!.getAttribute("style")).toBeNull();
  });

  it("links to the offer: site paths in the browser, https addresses as they are", () => {
    render(<Slot page="flight-home" />);
    expect(screen.getByRole("link", { name: "See the offer" }).getAttribute("href")).toBe(
      "/en/campaign/ucak-bileti-haftasi",
    );
    cleanup();
    render(<Slot page="car-search" />);
    expect(screen.getByRole("link", { name: "See the offer" }).getAttribute("href")).toBe("https://example.com/summer");
    cleanup();
    render(<Slot page="home" data={{ now: T0, bars: [bar("plain")] }} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("closes for good: remembered in local storage, the next bar shows and takes focus", () => {
    render(<Slot page="home" />);
    fireEvent.click(screen.getByRole("button", { name: "Close the promotion" }));
    expect(region()?.getAttribute("data-hello-bar")).toBe("summer-deals");
    expect(document.activeElement).toBe(region());
    expect(JSON.parse(localStorage.getItem(DISMISSED_STORAGE_KEY)!)).toEqual({ "flight-week": T0 + 60_000 });
    fireEvent.click(screen.getByRole("button", { name: "Close the promotion" }));
    expect(region()).toBeNull();
    expect(document.activeElement?.id).toBe("main");
    expect(Object.keys(JSON.parse(localStorage.getItem(DISMISSED_STORAGE_KEY)!))).toEqual([
      "flight-week",
      "summer-deals",
    ]);
  });

  it("reads earlier dismissals after loading, and forgets those whose countdown has ended", () => {
    localStorage.setItem(
      DISMISSED_STORAGE_KEY,
      JSON.stringify({ "flight-week": T0 + 60_000, "old-bar": T0 - 1, junk: "x" }),
    );
    render(<Slot page="home" />);
    expect(region()?.getAttribute("data-hello-bar")).toBe("summer-deals");
    expect($dismissedHelloBars.get()).toEqual({ "flight-week": T0 + 60_000 });
  });

  it("treats unreadable stored dismissals as none", () => {
    localStorage.setItem(DISMISSED_STORAGE_KEY, "not json");
    render(<Slot page="home" />);
    expect(region()?.getAttribute("data-hello-bar")).toBe("flight-week");
  });
});
