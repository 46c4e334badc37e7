import { type RouteConfig, type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { assertValidTable, expandRoutes, LAYOUTS, type GuardName } from "./routing/route-table";

assertValidTable();

const entries = expandRoutes();

/** Pages of one layout, wrapped in a pathless guard route when their route check is not "none". */
function layoutChildren(layoutName: (typeof LAYOUTS)[number]): RouteConfigEntry[] {
  const inLayout = entries.filter((entry) => entry.page.layout === layoutName);
  const byGuard = new Map<GuardName, RouteConfigEntry[]>();
  for (const entry of inLayout) {
    const list = byGuard.get(entry.page.guard) ?? [];
    list.push(route(entry.path, entry.page.file, { id: entry.id }));
    byGuard.set(entry.page.guard, list);
  }
  return [...byGuard].flatMap(([guard, children]) =>
    guard === "none" ? children : [layout(`guards/${guard}.tsx`, { id: `guard-${guard}--${layoutName}` }, children)],
  );
}

export default [
  ...LAYOUTS.map((layoutName) =>
    layout(`layouts/${layoutName}.tsx`, { id: `layout-${layoutName}` }, layoutChildren(layoutName)),
  ),
  // Ends the visitor's session (a form post from the header).
  route("logout", "routes/logout.tsx", { id: "logout" }),
  // The header's currency choice (a form post; the page reloads in the new currency).
  route("preferences/currency", "routes/currency.ts", { id: "currency" }),
  // The cookie choice, recorded for the server (the banner posts it in the background).
  route("preferences/consent", "routes/consent.ts", { id: "consent" }),
  // Place suggestions for the search forms (a resource route: JSON, no page).
  route("api/places", "routes/places.ts", { id: "places" }),
  // Airport and city suggestions for the flight search form's from and to (JSON), named in the
  // language of the path's prefix (/en/api/airports) like the pages.
  route("api/airports", "routes/airports.ts", { id: "airports" }),
  route(":lang/api/airports", "routes/airports.ts", { id: "airports-localized" }),
  // Installment plans for the card being typed in the checkout (JSON).
  route("api/installments", "routes/installments.ts", { id: "installments" }),
  // The booked trip as a calendar file (add to calendar on the confirmation page), its text in the
  // language of the path's prefix like the pages.
  route("api/calendar/:orderId", "routes/booking-calendar.ts", { id: "booking-calendar" }),
  route(":lang/api/calendar/:orderId", "routes/booking-calendar.ts", { id: "booking-calendar-localized" }),
  // The installable app's manifest, in the language of the path's prefix (docs/offline-trip-card.md).
  route("manifest.webmanifest", "routes/web-manifest.ts", { id: "web-manifest" }),
  route(":lang/manifest.webmanifest", "routes/web-manifest.ts", { id: "web-manifest-localized" }),
  // What the service worker keeps offline for this visitor: their upcoming trip cards (JSON).
  route("api/trip-cards", "routes/trip-cards.ts", { id: "trip-cards" }),
  route(":lang/api/trip-cards", "routes/trip-cards.ts", { id: "trip-cards-localized" }),
  // The signed-in traveller's data as a JSON file to save (KVKK; the account page links it).
  route("api/account/data", "routes/account-data.ts", { id: "account-data" }),
  // Operator diagnostics (off unless DIAGNOSTICS_ENABLED): proves responses stream end to end.
  route("__diagnostics/stream", "routes/diagnostics-stream.tsx", { id: "diagnostics-stream" }),
] satisfies RouteConfig;
