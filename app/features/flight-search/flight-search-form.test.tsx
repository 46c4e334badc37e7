import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { AirportSuggestion } from "./airport-suggestions";
import { FlightSearchForm } from "./flight-search-form";
import type { FormAirport } from "./form-airports";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const AIRPORTS: FormAirport[] = [
  { code: "IST", name: "Istanbul Airport", city: "Istanbul" },
  { code: "SAW", name: "Sabiha Gökçen Airport", city: "Istanbul" },
  { code: "ADB", name: "İzmir Adnan Menderes Airport", city: "İzmir" },
];

const airport = (code: string, name: string, cityName: string): AirportSuggestion => ({
  type: "airport",
  code,
  codes: [code],
  name,
  cityName,
  countryCode: "TR",
});
const SUGGESTIONS: Record<string, AirportSuggestion[]> = {
  istanbul: [
    { type: "city", code: "IST", codes: ["IST", "SAW"], name: "Istanbul", cityName: "Istanbul", countryCode: "TR" },
    airport("IST", "Istanbul Airport", "Istanbul"),
    airport("SAW", "Sabiha Gökçen Airport", "Istanbul"),
  ],
  izmir: [airport("ADB", "İzmir Adnan Menderes Airport", "İzmir")],
};

/** The suggestions route answered in the browser: by the text asked for. */
function answerSuggestions() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const q = new URL(String(input), "https://shop.test").searchParams.get("q") ?? "";
    return new Response(JSON.stringify({ suggestions: SUGGESTIONS[q.toLowerCase()] ?? [] }), {
      headers: { "content-type": "application/json" },
    });
  });
}

function Results() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

function renderForm(initial = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/en/flight",
        element: <FlightSearchForm airports={AIRPORTS} today="2027-03-01" initial={initial} />,
      },
      { path: "/en/search/flight", element: <Results /> },
    ],
    { initialEntries: ["/en/flight"] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const hidden = (name: string) =>
  document.querySelector<HTMLInputElement>(`form input[type="hidden"][name="${name}"]`)?.value ?? null;

async function type(field: HTMLElement, text: string) {
  field.focus();
  fireEvent.change(field, { target: { value: text } });
  // A shown listbox, not any option: the no-JavaScript passenger selects (hidden by CSS) have options too.
  await screen.findAllByRole("listbox", {}, { timeout: 2000 });
}

describe("the from/to combobox", () => {
  it("offers a city with several airports whole, first, and announces how many it found", async () => {
    answerSuggestions();
    renderForm();
    const from = screen.getByRole("combobox", { name: "From" });
    await type(from, "istanbul");
    const list = screen.getByRole("listbox", { name: "From" });
    const options = within(list).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Istanbul: all airportsIST, SAW",
      "Istanbul AirportIST · Istanbul",
      "Sabiha Gökçen AirportSAW · Istanbul",
    ]);
    expect(from.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("3 airports suggested")).toBeTruthy();
  });

  it("is used with the keyboard: arrows, Home/End, Enter chooses, Escape closes", async () => {
    answerSuggestions();
    renderForm();
    const from = screen.getByRole("combobox", { name: "From" });
    await type(from, "istanbul");
    const active = () => document.getElementById(from.getAttribute("aria-activedescendant") ?? "")?.textContent;
    fireEvent.keyDown(from, { key: "ArrowDown" });
    expect(active()).toMatch(/^Istanbul: all airports/);
    fireEvent.keyDown(from, { key: "End" });
    expect(active()).toMatch(/^Sabiha Gökçen Airport/);
    fireEvent.keyDown(from, { key: "Home" });
    expect(active()).toMatch(/^Istanbul: all airports/);
    fireEvent.keyDown(from, { key: "ArrowUp" });
    expect(active()).toMatch(/^Sabiha Gökçen Airport/);
    fireEvent.keyDown(from, { key: "Escape" });
    expect(from.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(from, { key: "ArrowDown" });
    fireEvent.keyDown(from, { key: "Enter" });
    expect((from as HTMLInputElement).value).toBe("Istanbul (IST, SAW)");
    expect(from.getAttribute("aria-expanded")).toBe("false");
    // The visible field sends nothing; the hidden ones carry the city search.
    expect(from.getAttribute("name")).toBeNull();
    expect(hidden("p_p")).toBe("IST");
    expect(hidden("ppt")).toBe("city");
  });

  it("asks again only once typing pauses, and drops the answer to older text", async () => {
    const signals: AbortSignal[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((_input, init) => {
      const signal = init?.signal;
      if (signal) signals.push(signal);
      return new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));
    });
    renderForm();
    const from = screen.getByRole("combobox", { name: "From" });
    fireEvent.focus(from);
    for (const text of ["i", "iz", "izm"]) fireEvent.change(from, { target: { value: text } });
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.change(from, { target: { value: "izmir" } });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it("swaps from and to", async () => {
    answerSuggestions();
    renderForm({ p_p: "ADB", d_p: "IST", dpt: "city" });
    const from = screen.getByRole<HTMLInputElement>("combobox", { name: "From" });
    const to = screen.getByRole<HTMLInputElement>("combobox", { name: "To" });
    expect([from.value, to.value]).toEqual(["İzmir Adnan Menderes Airport (ADB)", "Istanbul (IST, SAW)"]);
    fireEvent.click(screen.getByRole("button", { name: "Swap departure and destination" }));
    expect([from.value, to.value]).toEqual(["Istanbul (IST, SAW)", "İzmir Adnan Menderes Airport (ADB)"]);
    expect([hidden("p_p"), hidden("ppt"), hidden("d_p"), hidden("dpt")]).toEqual(["IST", "city", "ADB", "airport"]);
  });
});

describe("the passenger picker", () => {
  const stepper = (name: string, more: boolean) =>
    screen.getByRole("button", { name: `${more ? "More" : "Fewer"}: ${name}` });

  it("sums the party up and keeps every limit, explaining it", () => {
    renderForm();
    const toggle = screen.getByRole("button", { name: /^Passengers and cabin/ });
    expect(toggle.textContent).toBe("1 adult · Economy");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    // One infant per adult: the second infant waits for a second adult.
    fireEvent.click(stepper("Infants", true));
    expect((stepper("Infants", true) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Each infant needs an adult: add an adult to add another infant.")).toBeTruthy();
    expect((stepper("Adults", false) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(stepper("Adults", true));
    fireEvent.click(stepper("Children", true));
    expect(toggle.textContent).toBe("2 adults, 1 child, 1 infant · Economy");

    // Nine seated passengers at most; infants do not count.
    for (let index = 0; index < 6; index++) fireEvent.click(stepper("Students", true));
    expect(toggle.textContent).toBe("2 adults, 6 students, 1 child, 1 infant · Economy");
    for (const name of ["Adults", "Students", "Children"]) {
      expect((stepper(name, true) as HTMLButtonElement).disabled, name).toBe(true);
    }
    expect(screen.getByText("9 seated passengers is the most one booking can hold.")).toBeTruthy();
    expect([hidden("pa"), hidden("ps"), hidden("pc"), hidden("pi")]).toEqual(["2", "6", "1", "1"]);

    fireEvent.click(screen.getByRole("radio", { name: "Business" }));
    expect(toggle.textContent).toBe("2 adults, 6 students, 1 child, 1 infant · Business");
    expect(hidden("fc")).toBe("business");
    fireEvent.keyDown(stepper("Adults", true), { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});

describe("submitting", () => {
  it("opens the results URL with the spec's keys", async () => {
    answerSuggestions();
    renderForm({ p_p: "IST", ppt: "city" });
    fireEvent.click(screen.getByRole("radio", { name: "Round trip" }));
    const to = screen.getByRole("combobox", { name: "To" });
    await type(to, "izmir");
    fireEvent.keyDown(to, { key: "ArrowDown" });
    fireEvent.keyDown(to, { key: "Enter" });
    fireEvent.change(screen.getByLabelText("Departure date"), { target: { value: "2027-03-20" } });
    fireEvent.change(screen.getByLabelText(/^Return flight date/), { target: { value: "2027-03-27" } });
    fireEvent.click(screen.getByLabelText("Non-stop flights only"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Search flights" }));
    });
    const url = await screen.findByTestId("url");
    expect(url.textContent).toBe(
      "/en/search/flight?p_p=IST&ppt=city&d_p=ADB&dpt=airport&p_d=20-03-2027&d_d=27-03-2027&pa=1&ps=0&pc=0&pi=0&fc=economy&st=0",
    );
  });

  it("says what is missing in the visitor's language and focuses the first field to fix", async () => {
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Search flights" }));
    });
    const from = screen.getByRole("combobox", { name: "From" });
    await waitFor(() => expect(document.activeElement).toBe(from));
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(from.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please fill in this field.",
    );
    expect(screen.getAllByText("Please fill in this field.")).toHaveLength(3);
    expect(screen.queryByTestId("url")).toBeNull();
  });
});
