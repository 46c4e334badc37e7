import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  carOrder,
  completedCarOrder,
  findCar,
  registeredSession,
  renewSession,
} from "../../../tests/support/account-extras";
import { mainApiClient } from "../../../tests/support/orders";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul. The rentals run 10–13 March, returned 13 March at 10:00. */
const START = Date.UTC(2027, 2, 1, 6, 0);
/** 14 March 2027, 00:00 in Istanbul: the first moment after the return date. */
const AFTER_RETURN_DATE = Date.UTC(2027, 2, 13, 21, 0);
let clock = START;
const api = createMainApi({ now: () => clock, devOutbox: true });
const client = mainApiClient(api);
const { call, ok, error, session } = client;

interface Review {
  id: string;
  rating: number;
  score: number;
  text: string;
  reviewer: string | null;
  supplierId: string;
  officeId: string;
  car: { brand: string; model: string; class: string };
  createdAt: string;
}
interface ReviewList {
  reviews: Review[];
  average: number | null;
  count: number;
  page: number;
  pageSize: number;
  pages: number;
}

const TEXT = "Araç temiz ve yeni, teslim hızlıydı.";

/** A completed rental of a new anonymous session. */
async function rental() {
  const { token, refreshToken } = await session();
  const booked = await completedCarOrder(client, token);
  return { ...booked, token, refreshToken };
}

const renew = (tokens: { token: string; refreshToken: string }) => renewSession(client, tokens);

const review = (token: string, body: Record<string, unknown>) => call("POST", "/review-api/reviews", body, token);

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("writing a review", () => {
  it("is possible from the day after the return date, as plain text, signed with first name and initial", async () => {
    const booked = await rental();
    const { orderId, itemId, offer } = booked;
    clock = AFTER_RETURN_DATE - 60_000; // 13 March, 23:59 in Istanbul: the return day itself
    let token = await renew(booked);
    const early = await error(review(token, { orderId, itemId, rating: 5, text: TEXT }));
    expect(early).toMatchObject({
      status: 422,
      code: 2311,
      details: { reason: "rental_not_finished", returnDate: "2027-03-13" },
    });

    clock = AFTER_RETURN_DATE;
    token = await renew(booked);
    const { review: written } = await ok<{ review: Review }>(
      review(token, {
        orderId,
        itemId,
        rating: 4,
        text: "<p>Araç <b>temiz</b> ve yeni,</p><script>alert('x')</script> teslim hızlıydı.",
      }),
      201,
    );
    expect(written).toMatchObject({
      rating: 4,
      text: "Araç temiz ve yeni, teslim hızlıydı.",
      reviewer: "Şükrü Ç.",
      supplierId: offer.details.car.vendor.id,
      officeId: offer.appointment.checkInOffice.id,
      createdAt: new Date(AFTER_RETURN_DATE).toISOString(),
    });
    const stored = await env.DB.prepare("SELECT text FROM reviews WHERE id = ?1")
      .bind(written.id)
      .first<{ text: string }>();
    expect(stored?.text).not.toMatch(/[<>]/);
  });

  it("uses the registered user's own name when they have one", async () => {
    const registered = await registeredSession(client, "reviewer-named@example.com");
    await ok(
      call("POST", "/account-api/register/complete", { firstName: "ayşe", lastName: "ılgaz" }, registered.token),
    );
    const { orderId, itemId } = await completedCarOrder(client, registered.token);
    clock = AFTER_RETURN_DATE;
    const token = await renew(registered);
    const { review: written } = await ok<{ review: Review }>(
      review(token, { orderId, itemId, rating: 5, text: TEXT }),
      201,
    );
    expect(written.reviewer).toBe("ayşe I.");
  });

  it("is refused for someone else's order, an unpaid order, a cancelled rental and a second time", async () => {
    const mine = await rental();
    const other = await session();
    const offer = await findCar(client, (candidate) => !candidate.details.car.rules.creditReportRequired);
    const unpaid = await carOrder(client, other.token, offer);
    const cancelled = await rental();
    await ok(
      call(
        "POST",
        `/order-api/order/${cancelled.orderId}/cancel`,
        { itemId: cancelled.itemId, reason: "plans_changed" },
        cancelled.token,
      ),
    );

    clock = AFTER_RETURN_DATE;
    const mineToken = await renew(mine);
    const otherToken = await renew(other);
    const cancelledToken = await renew(cancelled);
    const body = { orderId: mine.orderId, itemId: mine.itemId, rating: 3, text: TEXT };

    expect(await error(review(otherToken, body))).toMatchObject({ status: 404, code: 2102 });
    expect(await error(review(otherToken, { ...body, orderId: unpaid.orderId, itemId: unpaid.itemId }))).toMatchObject({
      status: 422,
      code: 2311,
      details: { reason: "order_not_completed" },
    });
    expect(
      await error(review(cancelledToken, { ...body, orderId: cancelled.orderId, itemId: cancelled.itemId })),
    ).toMatchObject({ code: 2311, details: { reason: "cancelled" } });
    expect(await error(review(mineToken, { ...body, itemId: cancelled.itemId }))).toMatchObject({
      status: 404,
      code: 2103,
    });
    expect(await error(call("POST", "/review-api/reviews", body))).toMatchObject({ status: 401, code: 3500 });

    await ok(review(mineToken, body), 201);
    expect(await error(review(mineToken, { ...body, rating: 5 }))).toMatchObject({ status: 409, code: 2312 });
  });

  it("validates rating and text, after stripping tags", async () => {
    const { token } = await session();
    const base = { orderId: crypto.randomUUID(), itemId: crypto.randomUUID(), rating: 5, text: TEXT };
    for (const [change, field] of [
      [{ rating: 0 }, "rating"],
      [{ rating: 6 }, "rating"],
      [{ rating: 4.5 }, "rating"],
      [{ rating: "5" }, "rating"],
      [{ text: "<b>Güzel</b>" }, "text"],
      [{ text: "x".repeat(1001) }, "text"],
      [{ orderId: undefined }, "orderId"],
    ] as const) {
      const refused = await error(review(token, { ...base, ...change }));
      expect(refused, JSON.stringify(change)).toMatchObject({ status: 400, code: 3300 });
      expect(refused.details).toEqual([expect.objectContaining({ field })]);
    }
  });
});

describe("the public list", () => {
  it("shows reviews newest first with their average and count, by company and office, a page at a time", async () => {
    const first = await rental();
    const second = await rental();
    expect(second.offer.details.car.vendor.id).toBe(first.offer.details.car.vendor.id);
    const supplierId = first.offer.details.car.vendor.id;
    const before = await ok<ReviewList>(call("GET", `/review-api/reviews?supplierId=${supplierId}`));

    clock = AFTER_RETURN_DATE;
    await ok(review(await renew(first), { orderId: first.orderId, itemId: first.itemId, rating: 5, text: TEXT }), 201);
    clock += 60_000;
    await ok(
      review(await renew(second), {
        orderId: second.orderId,
        itemId: second.itemId,
        rating: 2,
        text: "Teslimde uzun süre bekledik, araç kirliydi.",
      }),
      201,
    );

    // Public: no session needed.
    const list = await ok<ReviewList>(call("GET", `/review-api/reviews?supplierId=${supplierId}`));
    expect(list.count).toBe(before.count + 2);
    expect(list.reviews.slice(0, 2).map((entry) => entry.rating)).toEqual([2, 5]);
    const expected = await env.DB.prepare("SELECT AVG(rating) AS average FROM reviews WHERE supplier_id = ?1")
      .bind(supplierId)
      .first<{ average: number }>();
    // Out of 10 (stars × 2), like every rating the API gives.
    expect(list.average).toBe(Math.round(expected!.average * 20) / 10);
    expect(list.reviews.slice(0, 2).map((entry) => entry.score)).toEqual([4, 10]);
    expect(list).toMatchObject({ page: 1, pageSize: 20, pages: Math.ceil(list.count / 20) });

    const byOffice = await ok<ReviewList>(
      call("GET", `/review-api/reviews?supplierId=${supplierId}&officeId=${first.offer.appointment.checkInOffice.id}`),
    );
    expect(byOffice.reviews.every((entry) => entry.officeId === first.offer.appointment.checkInOffice.id)).toBe(true);

    expect(await ok<ReviewList>(call("GET", "/review-api/reviews?supplierId=no-such-company"))).toEqual({
      reviews: [],
      average: null,
      count: 0,
      page: 1,
      pageSize: 20,
      pages: 0,
    });
    expect(
      await ok<ReviewList>(call("GET", `/review-api/reviews?supplierId=${supplierId}&page=${list.pages + 1}`)),
    ).toMatchObject({ reviews: [], page: list.pages + 1 });
    const blank = await ok<ReviewList>(call("GET", "/review-api/reviews?supplierId=&officeId=&page="));
    expect(blank).toMatchObject({ page: 1 });
    expect(blank.count).toBeGreaterThanOrEqual(list.count);
    expect(await error(call("GET", "/review-api/reviews?page=0"))).toMatchObject({
      code: 3300,
      details: [{ field: "page" }],
    });
  });
});

describe("the caller's rentals", () => {
  it("lists each booked rental with its state: not finished, reviewable from the day after the return, then reviewed", async () => {
    const booked = await rental();
    const stranger = await session();
    const mine = async (token: string) =>
      ok<{ rentals: { itemId: string; state: string; returnDate: string; review: Review | null; supplier: object }[] }>(
        call("GET", "/review-api/reviews/mine", undefined, token),
      );

    let listed = (await mine(booked.token)).rentals;
    expect(listed).toEqual([
      expect.objectContaining({
        orderId: booked.orderId,
        itemId: booked.itemId,
        state: "not_finished",
        returnDate: "2027-03-13",
        pickupDate: "2027-03-10",
        supplier: { id: booked.offer.details.car.vendor.id, name: expect.any(String) },
        review: null,
      }),
    ]);
    expect((await mine(stranger.token)).rentals).toEqual([]);

    clock = AFTER_RETURN_DATE;
    const token = await renew(booked);
    expect((await mine(token)).rentals[0]?.state).toBe("reviewable");
    const { review: written } = await ok<{ review: Review }>(
      review(token, { orderId: booked.orderId, itemId: booked.itemId, rating: 4, text: TEXT }),
      201,
    );
    listed = (await mine(token)).rentals;
    expect(listed[0]).toMatchObject({ state: "reviewed", review: { id: written.id, rating: 4, text: TEXT } });
    expect(await error(call("GET", "/review-api/reviews/mine"))).toMatchObject({ status: 401, code: 3500 });
  });

  it("leaves out cancelled rentals", async () => {
    const cancelled = await rental();
    await ok(
      call(
        "POST",
        `/order-api/order/${cancelled.orderId}/cancel`,
        { itemId: cancelled.itemId, reason: "plans_changed" },
        cancelled.token,
      ),
    );
    const { rentals } = await ok<{ rentals: unknown[] }>(
      call("GET", "/review-api/reviews/mine", undefined, cancelled.token),
    );
    expect(rentals).toEqual([]);
  });
});
