/**
 * The reservations list's groups and the car booking page's allowed actions, from real orders of
 * the embedded Main API (parsed by the contract as the shop reads them): upcoming until the
 * rental ends, past after, cancelled once cancelled; cancel and change until pickup only.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { carReservationOf } from "~/features/reservations/car-reservation";
import { bookingPaid, groupedEntries, instantOf, reservationEntry } from "~/features/reservations/reservation-entries";
import { orderListResponse } from "~/../shared/contract/main-api/reservations";
import { createMainApi } from "../../services/main-api/app";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../support/order-fixtures";
import { mainApiClient, type OrderBody } from "../support/orders";
import { seedInventory } from "../support/seed-inventory";

/** 1 March 2027, 09:00 in Istanbul; the rental is 10–12 March from 10:00 at Istanbul Airport. */
const clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock });
const { call, ok, session } = mainApiClient(api);
const PICKUP = Date.UTC(2027, 2, 10, 7, 0); // 10:00 in Istanbul (UTC+3)
const RETURN = Date.UTC(2027, 2, 12, 7, 0);

async function paidCar(token: string, day: string, returnDay: string) {
  const search = await ok<{ results: { code: string; searchID: string; details: { car: { class: string } } }[] }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: `2027-03-${day}T10:00`,
      checkOutDateTime: `2027-03-${returnDay}T10:00`,
      age: 35,
      language: "en",
      currency: "TRY",
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
    }),
  );
  const offer = search.results.find((result) => result.details.car.class === "economy")!;
  const { order } = await ok<OrderBody>(call("POST", "/order-api/order", { language: "en" }, token), 201);
  const path = `/order-api/order/${order.id}`;
  await ok(
    call("POST", `${path}/item/car`, { code: offer.code, searchID: offer.searchID, quantity: 1, children: [] }, token),
  );
  await ok(call("POST", `${path}/passengers`, DRIVER, token));
  await ok(call("POST", `${path}/billing`, BILLING, token));
  await ok(call("POST", `${path}/agreement`, AGREEMENTS, token));
  await ok(
    call(
      "POST",
      "/payment-api/payments/charge",
      {
        orderId: order.id,
        idempotencyKey: crypto.randomUUID(),
        card: cardFor("4543600000000003"),
        returnUrl: "/checkout/control",
      },
      token,
    ),
  );
  return order.id;
}

let orders: ReturnType<typeof orderListResponse.parse>["orders"];
let kept: string;
let cancelled: string;

beforeAll(async () => {
  await seedInventory(env.DB);
  const { token } = await session();
  kept = await paidCar(token, "10", "12");
  cancelled = await paidCar(token, "15", "17");
  const { order } = await ok<OrderBody>(call("GET", `/order-api/order/${cancelled}`, undefined, token));
  await ok(
    call(
      "POST",
      `/order-api/order/${cancelled}/cancel`,
      { itemId: order.items[0]!.id, reason: "plans_changed" },
      token,
    ),
  );
  orders = orderListResponse.parse(await ok(call("GET", "/order-api/order?type=car", undefined, token))).orders;
}, 60_000);

describe("the reservations list", () => {
  it("groups a rental as upcoming until it ends, then past; a cancelled one as cancelled, whenever", () => {
    const ids = (groups: ReturnType<typeof groupedEntries>) =>
      Object.fromEntries(
        Object.entries(groups).map(([group, entries]) => [group, entries.map((entry) => entry.orderId)]),
      );
    expect(ids(groupedEntries(orders, clock))).toEqual({ upcoming: [kept], past: [], cancelled: [cancelled] });
    expect(ids(groupedEntries(orders, PICKUP + 60_000))).toEqual({
      upcoming: [kept],
      past: [],
      cancelled: [cancelled],
    });
    expect(ids(groupedEntries(orders, RETURN))).toEqual({ upcoming: [], past: [kept], cancelled: [cancelled] });
  });

  it("names the car, the company, the office's times and what was paid", () => {
    const entry = reservationEntry(
      orders.find((order) => order.id === kept)!,
      clock,
    )!;
    expect(entry).toMatchObject({
      kind: "car",
      start: "2027-03-10T10:00",
      end: "2027-03-12T10:00",
      currency: "TRY",
    });
    expect(entry.title).toMatch(/\S+ \S+/);
    expect(entry.provider).not.toBe("");
    expect(entry.paid).toBeGreaterThan(0);
  });
});

describe("the car booking page's actions", () => {
  it("offers cancel and change until pickup, nothing after it or once cancelled", () => {
    const order = orders.find((candidate) => candidate.id === kept)!;
    expect(carReservationOf(order, clock)?.actions).toEqual({ cancel: true, change: true });
    expect(carReservationOf(order, PICKUP - 60_000)?.actions).toEqual({ cancel: true, change: true });
    expect(carReservationOf(order, PICKUP)?.actions).toEqual({ cancel: false, change: false });
    const gone = orders.find((candidate) => candidate.id === cancelled)!;
    expect(carReservationOf(gone, clock)).toMatchObject({
      group: "cancelled",
      actions: { cancel: false, change: false },
    });
  });

  it("says when the free cancellation period is over, by the offer's own deadline", () => {
    const reservation = carReservationOf(
      orders.find((order) => order.id === kept)!,
      clock,
    )!;
    expect(reservation.freePeriodOver).toBe(false);
    expect(reservation.driverName).toBe(`${DRIVER.driver.firstName} ${DRIVER.driver.lastName}`);
    // The offer's deadline as the Main API priced it: a wall-clock time at the pickup office.
    const policy = reservation.policy!;
    const ends = instantOf(policy.freeUntil!, policy.timeZone)!;
    expect(ends).toBeLessThan(PICKUP);
    const order = orders.find((candidate) => candidate.id === kept)!;
    expect(carReservationOf(order, ends - 1)!.freePeriodOver).toBe(false);
    expect(carReservationOf(order, ends)!.freePeriodOver).toBe(true);
  });
});

describe("what a changed booking says was paid", () => {
  it("is the new rental's price, longer or shorter: the old booking's payment counts, a refund does not", async () => {
    const { token } = await session();
    const offerFor = async (day: string, returnDay: string) =>
      (
        await ok<{ results: { code: string; searchID: string; details: { car: { class: string } } }[] }>(
          call("POST", "/search-api/search/point/", {
            version: "v3",
            checkInDateTime: `2027-03-${day}T10:00`,
            checkOutDateTime: `2027-03-${returnDay}T10:00`,
            age: 35,
            language: "en",
            currency: "TRY",
            checkInLocation: { lat: 41.2619, lon: 28.7419 },
          }),
        )
      ).results.find((result) => result.details.car.class === "economy")!;
    for (const [returnDay, card] of [
      ["26", cardFor("4543600000000003")],
      ["21", undefined],
    ] as const) {
      const booked = await paidCar(token, "20", "23");
      const { order } = await ok<OrderBody>(call("GET", `/order-api/order/${booked}`, undefined, token));
      const offer = await offerFor("20", returnDay);
      const { order: change } = await ok<OrderBody>(
        call(
          "POST",
          `/order-api/order/${booked}/change`,
          { itemId: order.items[0]!.id, code: offer.code, searchID: offer.searchID, children: [] },
          token,
        ),
        201,
      );
      await ok(call("POST", `/order-api/order/${change.id}/agreement`, AGREEMENTS, token));
      await ok(
        call(
          "POST",
          "/payment-api/payments/charge",
          { orderId: change.id, idempotencyKey: crypto.randomUUID(), card, returnUrl: "/checkout/control" },
          token,
        ),
      );
      const listed = orderListResponse
        .parse(await ok(call("GET", "/order-api/order?type=car", undefined, token)))
        .orders.find((candidate) => candidate.id === change.id)!;
      const newItem = listed.items.find((item) => item.status === "reserved")!;
      expect(bookingPaid(listed), returnDay).toBe(newItem.paid.amount);
      expect(reservationEntry(listed, clock)!.paid).toBe(newItem.paid.amount);
    }
  });
});
