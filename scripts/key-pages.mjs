// The key pages of issue 19 (docs/performance.md), shared by the scripts that measure them in a
// browser (lighthouse.mjs, main-thread.mjs): their paths, and the visitor session the personal
// pages (product page, checkout) need.

export const isoIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const dashedIn = (days) => isoIn(days).split("-").reverse().join("-");
const carSearch = (lat, lon, pid) =>
  `/arac-kiralama/search?p_p=${lat},${lon}&pid=${pid}&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=35`;

/** The pages, each a path from the data `prepare` made. */
export const PAGES = {
  home: () => "/",
  "home-en": () => "/en",
  "car-results": () => carSearch(41.2619, 28.7419, "apt:IST"),
  "car-results-ankara": () => carSearch(39.9334, 32.8597, "city:ankara"),
  "car-detail": ({ offer }) => `/detail?${new URLSearchParams({ code: offer.code, searchId: offer.searchID })}`,
  checkout: ({ orderId }) => `/checkout?orderId=${orderId}&step=driver`,
  "flight-home": () => "/ucak-bileti",
  "flight-results": () => `/ucak-bileti/search?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${dashedIn(21)}&pa=1`,
};

/** The pages named in the environment variable `variable` (comma-separated), or all of them. */
export function wantedPages(variable) {
  const wanted = process.env[variable] ? process.env[variable].split(",") : Object.keys(PAGES);
  const unknown = wanted.filter((name) => !(name in PAGES));
  if (unknown.length > 0) {
    console.error(`Unknown pages: ${unknown.join(", ")}. Known: ${Object.keys(PAGES).join(", ")}`);
    process.exit(1);
  }
  return wanted;
}

/** The Search API's body for three days at Istanbul Airport, three weeks ahead, a driver of 35. */
export const istanbulAirportSearch = () => ({
  version: "v3",
  checkInDateTime: `${isoIn(21)}T10:00`,
  checkOutDateTime: `${isoIn(24)}T10:00`,
  age: 35,
  currency: "TRY",
  checkInLocation: { lat: 41.2619, lon: 28.7419 },
});

/**
 * A visitor's session at `shop` (the cookie the home page sets) with an offer and an order at the
 * driver step: `cookie` is the session's Cookie header.
 */
export async function prepare(shop) {
  const home = await fetch(`${shop}/`);
  const cookie = home.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const api = async (path, body) => {
    const response = await fetch(`${shop}/api/v1${path}`, {
      method: "POST",
      headers: { cookie, origin: shop, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const search = await api("/search-api/search/point/", istanbulAirportSearch());
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired);
  const { order } = await api("/order-api/order", { language: "tr" });
  await api(`/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  return { cookie, offer, orderId: order.id };
}
