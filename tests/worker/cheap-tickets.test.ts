import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadCheapTickets } from "~/features/flight-search/cheap-tickets.server";
import type { PopularRoute } from "~/features/flight-search/cheap-tickets";
import { cloudflareContext, requestInfoContext, type UpstreamClients, upstreamsContext } from "~/lib/request-context";

let today = 0;
/** Each test prices another day, so the KV entries of one never answer another. */
const nextDay = () => `2027-03-${String(++today).padStart(2, "0")}`;

function flight(amount: number) {
  return { pricing: { payment: { total: { amount } } } };
}

/** A request context whose Main API answers the flight search with `answer` and counts the calls. */
function contextWith(answer: (destination: string) => Promise<{ results: ReturnType<typeof flight>[] }>) {
  const searchFlights = vi.fn(({ destination }: { destination: string }) => answer(destination));
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", locale: "en", country: "TR", device: "desktop", nonce: "n" });
  // Only what the loader reads: the flight search and the KV namespace.
  context.set(upstreamsContext, { mainApi: { searchFlights } } as unknown as UpstreamClients);
  context.set(cloudflareContext, { env, ctx: { waitUntil: () => {} }, config: {} } as never);
  return { context, searchFlights };
}

const ROUTES: PopularRoute[] = [
  { from: { code: "IST", type: "city", name: "Istanbul" }, to: { code: "AYT", type: "airport", name: "Antalya" } },
  { from: { code: "IST", type: "city", name: "Istanbul" }, to: { code: "ADB", type: "airport", name: "Izmir" } },
];

describe("cheap tickets", () => {
  it("price each route by its lowest fare once, then answer from KV without searching", async () => {
    const day = nextDay();
    const fares: Record<string, number[]> = { AYT: [250_000, 189_900, 320_000], ADB: [140_000] };
    const first = contextWith(async (destination) => ({ results: (fares[destination] ?? []).map(flight) }));
    const tickets = await loadCheapTickets(first.context, ROUTES, day);
    expect(tickets.map(({ to, amount }) => [to, amount])).toEqual([
      ["Antalya", 189_900],
      ["Izmir", 140_000],
    ]);
    expect(first.searchFlights).toHaveBeenCalledTimes(2);

    const again = contextWith(async () => {
      throw new Error("no search expected");
    });
    expect(await loadCheapTickets(again.context, ROUTES, day)).toEqual(tickets);
    expect(again.searchFlights).not.toHaveBeenCalled();
  });

  it("leave out a route without flights, and remember that too", async () => {
    const day = nextDay();
    const first = contextWith(async (destination) => ({ results: destination === "AYT" ? [flight(99_000)] : [] }));
    expect((await loadCheapTickets(first.context, ROUTES, day)).map(({ to }) => to)).toEqual(["Antalya"]);
    const again = contextWith(async () => ({ results: [flight(1)] }));
    expect((await loadCheapTickets(again.context, ROUTES, day)).map(({ to }) => to)).toEqual(["Antalya"]);
    expect(again.searchFlights).not.toHaveBeenCalled();
  });
});
