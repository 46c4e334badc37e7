/**
 * The offline trip card through the built Worker (docs/offline-trip-card.md): the card of a paid
 * car booking for its owner only, the list the service worker stores (owner, card, PDF, offline
 * page), the offline page, and the installable app's manifest in each language. The offline
 * behaviour itself (the service worker in Chromium) is e2e/offline-trip-card.spec.ts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { isoIn } from "../support/dates";
import { AGREEMENTS, BILLING, cardFor } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { orderReadyToPay, shopApi } from "../support/shop-api";
import { fetchPage } from "../support/worker-fetch";

interface TripCardList {
  owner: string;
  offlinePage: string;
  cards: { orderId: string; page: string; document: string }[];
}

/** A car booked and paid at once (card 4543…, approved without 3-D Secure) by the visitor in `jar`. */
async function paidBooking(jar: Jar): Promise<{ orderId: string; reservationId: string }> {
  const { orderId } = await orderReadyToPay(jar, { pickupInDays: 12 });
  const { payment } = await shopApi<{ payment: { status: string; reservationId: string } }>(
    jar,
    "POST",
    "/payment-api/payments/charge",
    { orderId, idempotencyKey: crypto.randomUUID(), card: cardFor("4543600000000003"), returnUrl: "/checkout/control" },
  );
  expect(payment.status).toBe("succeeded");
  return { orderId, reservationId: payment.reservationId };
}

const get = (jar: Jar, path: string, accept = "text/html") =>
  fetchPage(path, { headers: { cookie: jar.header, accept } }).then((response) => {
    jar.store(response);
    return response;
  });

const list = async (jar: Jar, path = "/en/api/trip-cards") => {
  const response = await get(jar, path, "application/json");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  return response.json<TripCardList>();
};

let owner: Jar;
let booking: { orderId: string; reservationId: string };

beforeAll(async () => {
  await seedInventory(env.DB);
  owner = new Jar();
  booking = await paidBooking(owner);
});

describe("the trip card page", () => {
  it("shows the owner what the rental desk asks for, in the page's language", async () => {
    const response = await get(owner, `/en/reservation/card?orderId=${booking.orderId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain(`data-testid="card-reservation-id">${booking.reservationId}<`);
    expect(html).toMatch(/data-testid="office-phone">\+90[\d ]+</);
    // en-GB writes the lira's code and a no-break space: "TRY 7,500.00".
    expect(html).toMatch(
      /data-testid="card-deposit">TRY\s[\d,.]+, blocked on the driver&#x27;s credit card at pickup\.</,
    );
    expect(html).toMatch(/data-testid="card-cancellation">Free cancellation until/);
    expect(html).toContain(`href="/api/v1/order-api/order/${booking.orderId}/documents/voucher.pdf"`);

    const turkish = await (await get(owner, `/reservation/card?orderId=${booking.orderId}`)).text();
    expect(turkish).toContain("Seyahat kartı");
    expect(turkish).toContain("araç alışında sürücünün kredi kartında bloke edilir");
  });

  it("answers 404 to anyone else, and for an unknown booking", async () => {
    const stranger = new Jar();
    expect((await get(stranger, `/en/reservation/card?orderId=${booking.orderId}`)).status).toBe(404);
    expect((await get(owner, "/en/reservation/card?orderId=no-such-order")).status).toBe(404);
    expect((await get(owner, "/en/reservation/card?orderId=%3Cscript%3E")).status).toBe(400);
  });
});

describe("a flight's trip card", () => {
  it("names the PNR, every passenger with the ticket, every leg and the e-ticket; the list keeps it", async () => {
    const jar = new Jar();
    await get(jar, "/en/about-us");
    const search = await shopApi<{ searchID: string; results: { code: string }[] }>(jar, "POST", "/flight-api/search", {
      origin: "IST",
      destination: "AYT",
      departDate: isoIn(18),
      adults: 1,
    });
    const { order } = await shopApi<{ order: { id: string } }>(jar, "POST", "/order-api/order", { language: "en" });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/item/flight`, {
      code: search.results[0]!.code,
      searchID: search.searchID,
    });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/passengers`, {
      passengers: [
        {
          type: "adult",
          title: "mr",
          firstName: "Hans",
          lastName: "Müller",
          birthDate: "1985-11-23",
          nationality: "DE",
          passportNo: "C01X00T47",
          passportExpiry: "2034-06-30",
        },
      ],
      contact: { email: "hans@example.com", phone: "+905321234567" },
    });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/billing`, BILLING);
    await shopApi(jar, "POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS);
    const { payment } = await shopApi<{ payment: { status: string; reservationId: string } }>(
      jar,
      "POST",
      "/payment-api/payments/charge",
      {
        orderId: order.id,
        idempotencyKey: crypto.randomUUID(),
        card: cardFor("4543600000000003"),
        returnUrl: "/checkout/control",
      },
    );
    expect(payment.status).toBe("succeeded");

    const html = await (await get(jar, `/en/reservation/card?orderId=${order.id}`)).text();
    expect(html).toContain(`data-testid="card-reservation-id">${payment.reservationId}<`);
    expect(html).toMatch(/data-testid="card-pnr">[A-Z0-9]{6}</);
    expect(html).toContain("Hans Müller");
    expect(html).toMatch(/data-testid="ticket-number">235-[A-Z0-9]+</);
    expect(html).toContain('data-testid="flight-segment"');
    expect(html).toContain(`href="/api/v1/order-api/order/${order.id}/documents/ticket.pdf"`);
    expect((await list(jar)).cards).toContainEqual({
      orderId: order.id,
      page: `/en/reservation/card?orderId=${order.id}`,
      document: `/api/v1/order-api/order/${order.id}/documents/ticket.pdf`,
    });
  });
});

describe("what the service worker stores", () => {
  it("lists the owner's upcoming card, its voucher and the offline page, in the path's language", async () => {
    const english = await list(owner);
    expect(english.owner).toMatch(/^[0-9a-f]{32}$/);
    expect(english.offlinePage).toBe("/en/reservation/cards?offline=1");
    expect(english.cards).toContainEqual({
      orderId: booking.orderId,
      page: `/en/reservation/card?orderId=${booking.orderId}`,
      document: `/api/v1/order-api/order/${booking.orderId}/documents/voucher.pdf`,
    });
    const turkish = await list(owner, "/api/trip-cards");
    expect(turkish.owner).toBe(english.owner);
    expect(turkish.cards.map((card) => card.page)).toContain(`/reservation/card?orderId=${booking.orderId}`);
    expect((await get(owner, "/xx/api/trip-cards", "application/json")).status).toBe(404);
  });

  it("lists nothing of it for another visitor, whose owner key differs; nothing at all without a session", async () => {
    const ownKey = (await list(owner)).owner;
    const stranger = new Jar();
    await get(stranger, "/en/about-us");
    const theirs = await list(stranger);
    expect(theirs.owner).not.toBe(ownKey);
    expect(theirs.cards).toEqual([]);
    expect(await list(new Jar())).toMatchObject({ owner: "", cards: [] });
  });

  it("has an offline page listing the cards, which says the traveller is offline", async () => {
    const html = await (await get(owner, "/en/reservation/cards?offline=1")).text();
    expect(html).toContain('data-testid="offline-notice"');
    expect(html).toContain(`href="/en/reservation/card?orderId=${booking.orderId}"`);
    const online = await (await get(owner, "/en/reservation/cards")).text();
    expect(online).not.toContain('data-testid="offline-notice"');
    expect((await get(owner, "/en/reservation/cards?offline=yes")).status).toBe(400);
  });
});

describe("the installable app", () => {
  it("links its manifest from every page, in the page's language", async () => {
    const html = await (await get(new Jar(), "/en/contact")).text();
    expect(html).toContain('<link rel="manifest" href="/en/manifest.webmanifest"/>');
    expect(html).toContain('<meta name="theme-color" content="#c8102e"/>');
  });

  it.each([
    ["/manifest.webmanifest", "tr-TR", "ltr", "/"],
    ["/en/manifest.webmanifest", "en-GB", "ltr", "/en"],
    ["/ar/manifest.webmanifest", "ar", "rtl", "/ar"],
  ])("%s starts the app in its language", async (path, lang, dir, start) => {
    const response = await get(new Jar(), path, "application/manifest+json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({ id: "/", scope: "/", display: "standalone", lang, dir, start_url: start });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: "512x512", purpose: "maskable" }));
  });

  it("has no manifest under a prefix that names no language", async () => {
    expect((await get(new Jar(), "/xx/manifest.webmanifest")).status).toBe(404);
    expect((await get(new Jar(), "/tr/manifest.webmanifest")).status).toBe(404);
  });

  it("serves its icons as PNG files", async () => {
    for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/icon-maskable-512.png"]) {
      const response = await env.ASSETS.fetch(`http://localhost${icon}`);
      expect(response.status, icon).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    }
  });

  it("answers /favicon.ico, which browsers ask for whatever a page links, with the mark as an icon", async () => {
    const response = await env.ASSETS.fetch("http://localhost/favicon.ico");
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // ICO header (reserved 0, type 1 = icon, one image), then a 32×32 PNG.
    expect([...bytes.slice(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([bytes[6], bytes[7]]).toEqual([32, 32]);
    expect(bytes.slice(23, 26)).toEqual(new TextEncoder().encode("PNG"));
  });
});
