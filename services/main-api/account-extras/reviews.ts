/**
 * Reviews of car rentals: one per reserved car item of the caller's completed order, once the
 * rental is over, shown publicly with the reviewer's first name and last initial.
 */
import type { z } from "zod";
import type { reviewListQuery, reviewRequest } from "../../../shared/contract/main-api/account-extras";
import type { UserRow } from "../accounts/users";
import { ApiError } from "../errors";
import { scoreOutOf10 } from "../shared/rating";
import type { ItemRow, OrderRow } from "../orders/model";
import { shopToday } from "./dates";

const REVIEWS_PAGE_SIZE = 20;
/** The caller's latest rentals that "my reviews" lists. */
const MY_RENTALS_LIMIT = 100;

interface CarProduct {
  details?: {
    car?: {
      brand?: string;
      model?: string;
      class?: string;
      vendor?: { id?: string; displayName?: string };
      appointment?: { checkInDateTime?: string; checkOutDateTime?: string; checkInOffice?: { id?: string } };
    };
  };
}

interface ReviewRow {
  id: string;
  supplier_id: string;
  office_id: string;
  rating: number;
  text: string;
  reviewer_name: string;
  car: string;
  created_at: number;
}

const notAllowed = (message: string, details: Record<string, unknown>) =>
  new ApiError("REVIEW_NOT_ALLOWED", message, details);

/** "Şükrü Çağlayan" → "Şükrü Ç." (Turkish upper case for the initial). */
function reviewerName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim() ?? "";
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase("tr-TR") ?? "";
  return [first, initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

function nameFor(user: UserRow, order: OrderRow): string {
  if (user.first_name) return reviewerName(user.first_name, user.last_name);
  const passengers = order.passengers
    ? (JSON.parse(order.passengers) as { driver?: { firstName?: string; lastName?: string } })
    : {};
  return reviewerName(passengers.driver?.firstName, passengers.driver?.lastName);
}

function view(row: ReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    /** The stars as a score out of 10, the scale every rating is shown on. */
    score: scoreOutOf10(row.rating),
    text: row.text,
    reviewer: row.reviewer_name || null,
    supplierId: row.supplier_id,
    officeId: row.office_id,
    car: JSON.parse(row.car) as { brand: string | null; model: string | null; class: string | null },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function carOf(item: Pick<ItemRow, "product">) {
  return (JSON.parse(item.product) as CarProduct).details?.car;
}

function returnDateOf(car: ReturnType<typeof carOf>): string {
  return car?.appointment?.checkOutDateTime?.slice(0, 10) ?? "";
}

/** Generous on purpose: from the day after the return date (Istanbul), whatever the return hour. */
function rentalFinished(returnDate: string, now: number): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(returnDate) && shopToday(now) > returnDate;
}

/** Adds the review, or says precisely why it cannot be added (see the module comment). */
export async function createReview(
  db: D1Database,
  caller: { user: UserRow; organizations: readonly string[] },
  input: z.output<typeof reviewRequest>,
  now: number,
) {
  const order = await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(input.orderId).first<OrderRow>();
  if (!order || !caller.organizations.includes(order.organization_id)) {
    throw new ApiError("ORDER_NOT_FOUND", "No such order for this session");
  }
  const item = await db
    .prepare("SELECT * FROM order_items WHERE id = ?1 AND order_id = ?2")
    .bind(input.itemId, order.id)
    .first<ItemRow>();
  if (!item) throw new ApiError("ITEM_NOT_FOUND", "No such item in this order");
  if (order.status === "open") throw notAllowed("The order is not complete", { reason: "order_not_completed" });
  if (item.kind !== "car") throw notAllowed("Only car rentals can be reviewed", { reason: "not_a_car_rental" });
  if (item.status === "cancelled" || order.status === "cancelled") {
    throw notAllowed("A cancelled rental cannot be reviewed", { reason: "cancelled" });
  }
  if (item.status !== "reserved") throw notAllowed("This item was not booked", { reason: "not_booked" });
  const car = carOf(item);
  const dropoffDate = returnDateOf(car);
  if (!rentalFinished(dropoffDate, now)) {
    throw notAllowed("The rental can be reviewed after the car has been returned", {
      reason: "rental_not_finished",
      ...(dropoffDate ? { returnDate: dropoffDate } : {}),
    });
  }
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO reviews (id, order_id, item_id, user_id, supplier_id, office_id, rating, text, reviewer_name, car, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) ON CONFLICT (item_id) DO NOTHING`,
    )
    .bind(
      id,
      order.id,
      item.id,
      caller.user.id,
      car?.vendor?.id ?? "",
      car?.appointment?.checkInOffice?.id ?? "",
      input.rating,
      input.text,
      nameFor(caller.user, order),
      JSON.stringify({ brand: car?.brand ?? null, model: car?.model ?? null, class: car?.class ?? null }),
      now,
    )
    .run();
  if (inserted.meta.changes !== 1) throw new ApiError("REVIEW_EXISTS", "This rental has already been reviewed");
  const row = await db.prepare("SELECT * FROM reviews WHERE id = ?1").bind(id).first<ReviewRow>();
  return view(row!);
}

/** Public list, newest first, with the average score (out of 10) and count of everything that matches. */
export async function listReviews(db: D1Database, query: z.output<typeof reviewListQuery>) {
  const where = "(?1 IS NULL OR supplier_id = ?1) AND (?2 IS NULL OR office_id = ?2)";
  const filters = [query.supplierId ?? null, query.officeId ?? null];
  const [page, stats] = await db.batch([
    db
      .prepare(`SELECT * FROM reviews WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT ?3 OFFSET ?4`)
      .bind(...filters, REVIEWS_PAGE_SIZE, (query.page - 1) * REVIEWS_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews WHERE ${where}`).bind(...filters),
  ]);
  const { count, average } = (stats!.results[0] as { count: number; average: number | null } | undefined) ?? {
    count: 0,
    average: null,
  };
  return {
    reviews: (page!.results as ReviewRow[]).map(view),
    // Out of 10, like every rating (shared/rating.ts): the company's rating on its offers is this figure.
    average: average === null ? null : scoreOutOf10(average),
    count,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    pages: Math.ceil(count / REVIEWS_PAGE_SIZE),
  };
}

interface RentalRow {
  id: string;
  order_id: string;
  product: string;
  reservation_id: string | null;
}

/**
 * The caller's booked car rentals (newest first) with their review, whether written by the caller
 * or by another member of the organization: what "my reviews" shows and offers to review.
 */
export async function myRentals(db: D1Database, organizations: readonly string[], now: number) {
  const orgs = JSON.stringify(organizations);
  const ofCaller =
    "SELECT id FROM orders WHERE organization_id IN (SELECT value FROM json_each(?1)) AND status = 'completed'";
  const [items, reviews] = await db.batch([
    db
      .prepare(
        `SELECT i.id, i.order_id, i.product, o.reservation_id FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.order_id IN (${ofCaller}) AND i.kind = 'car' AND i.status = 'reserved'
         ORDER BY o.completed_at DESC, i.created_at DESC LIMIT ?2`,
      )
      .bind(orgs, MY_RENTALS_LIMIT),
    db.prepare(`SELECT * FROM reviews WHERE order_id IN (${ofCaller})`).bind(orgs),
  ]);
  const byItem = new Map((reviews!.results as (ReviewRow & { item_id: string })[]).map((row) => [row.item_id, row]));
  return {
    rentals: (items!.results as RentalRow[]).map((row) => {
      const car = carOf(row);
      const returnDate = returnDateOf(car);
      const written = byItem.get(row.id);
      return {
        orderId: row.order_id,
        itemId: row.id,
        reservationId: row.reservation_id,
        supplier: { id: car?.vendor?.id ?? "", name: car?.vendor?.displayName ?? "" },
        car: { brand: car?.brand ?? null, model: car?.model ?? null },
        pickupDate: car?.appointment?.checkInDateTime?.slice(0, 10) ?? "",
        returnDate,
        state: written ? "reviewed" : rentalFinished(returnDate, now) ? "reviewable" : "not_finished",
        review: written ? view(written) : null,
      } as const;
    }),
  };
}
