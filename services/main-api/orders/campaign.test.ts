import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody, type PaymentBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });
const { call, ok, error, session, renew } = mainApiClient(api);

const IST = { lat: 41.2619, lon: 28.7419 };
const APPROVED_CARD = "4543600000000003";

interface CarOffer {
  code: string;
  searchID: string;
  campaignID: string | null;
  details: {
    car: { class: string; vendor: { id: string; displayName: string }; rules: { creditReportRequired: boolean } };
  };
}

async function searchCars(pickup: string, dropoff: string, campaignCode?: string): Promise<CarOffer[]> {
  const body = {
    version: "v3",
    checkInDateTime: pickup,
    checkOutDateTime: dropoff,
    age: 35,
    language: "tr",
    currency: "TRY",
    checkInLocation: IST,
    ...(campaignCode ? { campaignCode } : {}),
  };
  const result = await ok<{ results: CarOffer[] }>(call("POST", "/search-api/search/point/", body));
  return result.results.filter((offer) => !offer.details.car.rules.creditReportRequired);
}

async function offerWhere(pickup: string, dropoff: string, test: (offer: CarOffer) => boolean = () => true) {
  const offer = (await searchCars(pickup, dropoff)).find(test);
  expect(offer).toBeDefined();
  return offer!;
}

/** An open order with one car, ready to pay; a token of an existing account may be given. */
async function orderWith(offer: CarOffer, token?: string) {
  const owner = token ?? (await session()).token;
  const created = await ok<OrderBody>(call("POST", "/order-api/order", { language: "tr" }, owner), 201);
  const orderId = created.order.id;
  await ok(call("POST", `/order-api/order/${orderId}/item/car`, { code: offer.code, searchID: offer.searchID }, owner));
  await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, owner));
  await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, owner));
  await ok(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, owner));
  return { orderId, token: owner };
}

const apply = (orderId: string, token: string, code: string) =>
  call("POST", `/order-api/order/${orderId}/campaign`, { code }, token);

const pay = (orderId: string, token: string) =>
  call(
    "POST",
    "/payment-api/payments/charge",
    {
      orderId,
      returnUrl: "/checkout/control",
      idempotencyKey: crypto.randomUUID().replaceAll("-", ""),
      card: cardFor(APPROVED_CARD),
    },
    token,
  );

/** A campaign with only the given conditions (column values as stored). */
async function campaign(code: string, rules: Record<string, string | number | null> = {}) {
  const columns = { id: `camp-${code.toLowerCase()}`, code, discount_permille: 100, first_booking_only: 0, ...rules };
  const names = Object.keys(columns);
  await env.DB.prepare(
    `INSERT OR REPLACE INTO search_campaigns (${names.join(", ")}) VALUES (${names.map((_, i) => `?${i + 1}`).join(", ")})`,
  )
    .bind(...Object.values(columns))
    .run();
}

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("campaign conditions at the checkout", () => {
  it("YAZ10 refuses a March pickup naming its summer window and gives 10% on a July one", async () => {
    const march = await orderWith(await offerWhere("2027-03-10T10:00", "2027-03-13T10:00"));
    expect(await error(apply(march.orderId, march.token, "yaz10"))).toMatchObject({
      status: 422,
      code: 2112,
      details: { from: "06-01", to: "08-31" },
    });

    const july = await orderWith(await offerWhere("2027-07-01T10:00", "2027-07-04T10:00"));
    const applied = await ok<OrderBody>(apply(july.orderId, july.token, "YAZ10"));
    expect(applied.order.totals.discount.amount).toBe(Math.round(applied.order.items[0]!.price.amount / 10));
  });

  it("the last day of the window is in, the day after is out (office local dates)", async () => {
    const last = await orderWith(await offerWhere("2027-08-31T23:00", "2027-09-03T10:00"));
    await ok(apply(last.orderId, last.token, "YAZ10"));
    const after = await orderWith(await offerWhere("2027-09-01T00:30", "2027-09-04T10:00"));
    expect(await error(apply(after.orderId, after.token, "YAZ10"))).toMatchObject({ code: 2112 });
  });

  it("refuses outside the booking window with its bounds, and again at payment when it closed meanwhile", async () => {
    await campaign("LATE5", { booking_from: "2027-04-01T00:00:00.000Z", booking_to: "2027-04-30T20:59:59.000Z" });
    const early = await orderWith(await offerWhere("2027-05-10T10:00", "2027-05-13T10:00"));
    expect(await error(apply(early.orderId, early.token, "LATE5"))).toMatchObject({
      code: 2111,
      details: { from: "2027-04-01T00:00:00.000Z", to: "2027-04-30T20:59:59.000Z" },
    });

    clock = Date.parse("2027-04-30T20:50:00.000Z");
    const { token, refreshToken } = await session();
    const late = await orderWith(await offerWhere("2027-05-10T10:00", "2027-05-13T10:00"), token);
    await ok(apply(late.orderId, token, "LATE5"));
    clock = Date.parse("2027-04-30T21:00:00.000Z");
    const renewed = await renew(refreshToken);
    expect(await error(pay(late.orderId, renewed))).toMatchObject({ code: 2111 });
    const stillOpen = await ok<OrderBody>(call("GET", `/order-api/order/${late.orderId}`, undefined, renewed));
    expect(stillOpen.order.status).toBe("open");
  });

  it("refuses a rental shorter than the minimum with the minimum", async () => {
    await campaign("LONG5", { min_days: 5 });
    const short = await orderWith(await offerWhere("2027-03-10T10:00", "2027-03-13T10:00"));
    expect(await error(apply(short.orderId, short.token, "LONG5"))).toMatchObject({
      code: 2113,
      details: { minDays: 5 },
    });
    const long = await orderWith(await offerWhere("2027-03-10T10:00", "2027-03-15T10:00"));
    await ok(apply(long.orderId, long.token, "LONG5"));
  });

  it("refuses another car class, naming the classes", async () => {
    const economy = await orderWith(
      await offerWhere("2027-03-10T10:00", "2027-03-13T10:00", (o) => o.details.car.class === "economy"),
    );
    expect(await error(apply(economy.orderId, economy.token, "SUV15"))).toMatchObject({
      code: 2114,
      details: { classes: ["suv"] },
    });
    const suv = await orderWith(
      await offerWhere("2027-03-10T10:00", "2027-03-13T10:00", (o) => o.details.car.class === "suv"),
    );
    await ok(apply(suv.orderId, suv.token, "SUV15"));
  });

  it("refuses another rental company, naming the companies", async () => {
    await campaign("EGE7", { supplier_ids: JSON.stringify(["anadolu-rent"]) });
    const other = await orderWith(
      await offerWhere("2027-03-10T10:00", "2027-03-13T10:00", (o) => o.details.car.vendor.id !== "anadolu-rent"),
    );
    expect(await error(apply(other.orderId, other.token, "EGE7"))).toMatchObject({
      code: 2115,
      details: { suppliers: [{ id: "anadolu-rent", name: "Anadolu Rent" }] },
    });
    const anadolu = await orderWith(
      await offerWhere("2027-03-10T10:00", "2027-03-13T10:00", (o) => o.details.car.vendor.id === "anadolu-rent"),
    );
    await ok(apply(anadolu.orderId, anadolu.token, "EGE7"));
  });

  it("first booking only: accepted on the first, refused once the account has booked", async () => {
    await campaign("ILK10", { first_booking_only: 1 });
    const offer = () => offerWhere("2027-03-10T10:00", "2027-03-13T10:00");
    const first = await orderWith(await offer());
    await ok(apply(first.orderId, first.token, "ILK10"));
    expect((await ok<PaymentBody>(pay(first.orderId, first.token))).payment.status).toBe("succeeded");
    const second = await orderWith(await offer(), first.token);
    expect(await error(apply(second.orderId, second.token, "ILK10"))).toMatchObject({ code: 2116 });
  });

  it("a per-account limit counts the account's bookings with the code", async () => {
    await campaign("IKI5", { per_user_limit: 2 });
    const offer = () => offerWhere("2027-03-10T10:00", "2027-03-13T10:00");
    const { token } = await session();
    for (let booking = 0; booking < 2; booking += 1) {
      const order = await orderWith(await offer(), token);
      await ok(apply(order.orderId, token, "IKI5"));
      expect((await ok<PaymentBody>(pay(order.orderId, token))).payment.status).toBe("succeeded");
    }
    const third = await orderWith(await offer(), token);
    expect(await error(apply(third.orderId, token, "IKI5"))).toMatchObject({ code: 2117, details: { limit: 2 } });
    // Another account has its own allowance.
    const stranger = await orderWith(await offer());
    await ok(apply(stranger.orderId, stranger.token, "IKI5"));
  });

  it("an unknown code is still 2106", async () => {
    const order = await orderWith(await offerWhere("2027-03-10T10:00", "2027-03-13T10:00"));
    expect(await error(apply(order.orderId, order.token, "NOSUCHCODE"))).toMatchObject({ code: 2106 });
  });
});

describe("campaign conditions in the search", () => {
  it("a code discounts only the offers whose rental meets its terms", async () => {
    const march = await searchCars("2027-03-10T10:00", "2027-03-13T10:00", "YAZ10");
    expect(march.every((offer) => offer.campaignID === null)).toBe(true);
    const july = await searchCars("2027-07-01T10:00", "2027-07-04T10:00", "YAZ10");
    expect(july.length).toBeGreaterThan(0);
    expect(july.every((offer) => offer.campaignID === "camp-yaz10")).toBe(true);
  });
});
