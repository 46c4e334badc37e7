/**
 * Campaign codes on an order: finding the campaign behind a typed code, the discount it gives each
 * item, and the check that names the first unmet condition of its terms. Checked when a code is
 * applied and again when paying (payments/charge.ts).
 */
import { z } from "zod";
import { ApiError } from "../errors";
import {
  accountRefusal,
  bookingRefusal,
  type Campaign,
  type CampaignRefusal,
  campaignRowSchema,
  type RentalFacts,
  rentalRefusal,
} from "../shared/campaign-rules";
import { isActive, type ItemRow, type OrderRow } from "./model";

/** A code as the traveller typed it (the campaign's own or a personal one) and its campaign. */
export interface AppliedCampaign {
  readonly code: string;
  readonly campaign: Campaign;
}

const CAMPAIGN_COLUMNS = `c.id, c.code, c.discount_permille, c.pickup_from, c.pickup_to, c.booking_from, c.booking_to,
  c.min_days, c.classes, c.supplier_ids, c.first_booking_only, c.per_user_limit`;

/**
 * A campaign code as typed: a search campaign's own code, or a personal code issued from one to
 * this order's organization and not yet used by another booking.
 */
export async function findCampaign(
  db: D1Database,
  code: string,
  order?: Pick<OrderRow, "id" | "organization_id">,
): Promise<AppliedCampaign | null> {
  const typed = code.trim();
  const own = await db
    .prepare(`SELECT ${CAMPAIGN_COLUMNS} FROM search_campaigns c WHERE c.code = ?1 COLLATE NOCASE`)
    .bind(typed)
    .first();
  if (own) {
    const campaign = campaignRowSchema.parse(own);
    return { code: campaign.code, campaign };
  }
  if (!order) return null;
  const issued = await db
    .prepare(
      `SELECT i.code AS issued_code, ${CAMPAIGN_COLUMNS} FROM issued_campaign_codes i JOIN search_campaigns c ON c.code = i.campaign_code
       WHERE i.code = ?1 COLLATE NOCASE AND i.organization_id = ?2 AND (i.used_order_id IS NULL OR i.used_order_id = ?3)`,
    )
    .bind(typed, order.organization_id, order.id)
    .first<{ issued_code: string }>();
  return issued ? { code: issued.issued_code, campaign: campaignRowSchema.parse(issued) } : null;
}

/** What a stored car item tells about the rental (the product as the search priced it). */
const carItemSchema = z.object({
  campaignID: z.string().nullish(),
  period: z.object({ amount: z.number() }),
  appointment: z.object({ checkInDateTime: z.string() }),
  details: z.object({ car: z.object({ class: z.string(), vendor: z.object({ id: z.string() }) }) }),
});

/** The rental facts of an active car item the search has not discounted already; null otherwise. */
function rentalOf(item: ItemRow): RentalFacts | null {
  if (item.kind !== "car" || !isActive(item)) return null;
  const product = carItemSchema.safeParse(JSON.parse(item.product));
  if (!product.success || product.data.campaignID) return null;
  const { period, appointment, details } = product.data;
  return {
    pickup: appointment.checkInDateTime,
    days: period.amount,
    carClass: details.car.class,
    supplierId: details.car.vendor.id,
  };
}

/** The discount a campaign gives an item: a car rental that meets every rental condition of the terms. */
export function campaignDiscount(campaign: Campaign | null, item: ItemRow): number {
  const rental = campaign ? rentalOf(item) : null;
  if (!campaign || !rental || rentalRefusal(campaign, rental)) return 0;
  return Math.round((item.price_total * campaign.discountPermille) / 1000);
}

async function countOf(db: D1Database, sql: string, ...values: unknown[]): Promise<number> {
  return (
    (
      await db
        .prepare(sql)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** The account's completed bookings before this order, and those made with the campaign. */
async function accountHistory(db: D1Database, order: OrderRow, campaign: Campaign) {
  const completedBookings = await countOf(
    db,
    "SELECT COUNT(*) AS n FROM orders WHERE organization_id = ?1 AND id != ?2 AND status != 'open'",
    order.organization_id,
    order.id,
  );
  const bookingsWithCampaign = await countOf(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE organization_id = ?1 AND id != ?2 AND status != 'open'
       AND (campaign_code = ?3 COLLATE NOCASE OR campaign_code IN (SELECT code FROM issued_campaign_codes WHERE campaign_code = ?3))`,
    order.organization_id,
    order.id,
    campaign.code,
  );
  return { completedBookings, bookingsWithCampaign };
}

/** A refusal as the API answers it; supplier ids get their names so the shop can say them. */
async function refuse(db: D1Database, refusal: CampaignRefusal): Promise<ApiError> {
  if (refusal.kind !== "CAMPAIGN_SUPPLIER") return new ApiError(refusal.kind, refusal.message, refusal.details);
  const ids = z.object({ suppliers: z.array(z.object({ id: z.string() })) }).parse(refusal.details).suppliers;
  const suppliers = [];
  for (const { id } of ids) {
    const row = await db.prepare("SELECT name FROM suppliers WHERE id = ?1").bind(id).first<{ name: string }>();
    suppliers.push({ id, name: row?.name ?? id });
  }
  return new ApiError(refusal.kind, refusal.message, { suppliers });
}

/**
 * Checks a campaign code against the order at an instant: 2106 when it does not exist or the
 * order has no car it could discount, otherwise the code of the first unmet condition (2111–2117).
 */
export async function checkCampaign(
  db: D1Database,
  code: string,
  order: OrderRow,
  items: readonly ItemRow[],
  now: number,
) {
  const applied = await findCampaign(db, code, order);
  if (!applied) throw new ApiError("CAMPAIGN_CODE_INVALID", "This campaign code does not exist");
  const { campaign } = applied;
  const booking = bookingRefusal(campaign, now);
  if (booking) throw await refuse(db, booking);
  const account = accountRefusal(campaign, await accountHistory(db, order, campaign));
  if (account) throw await refuse(db, account);
  const rentals = items.map(rentalOf).filter((rental) => rental !== null);
  if (rentals.length === 0)
    throw new ApiError("CAMPAIGN_CODE_INVALID", "This campaign code does not apply to this booking");
  const refusals = rentals.map((rental) => rentalRefusal(campaign, rental));
  if (refusals.every((refusal) => refusal !== null)) throw await refuse(db, refusals[0]!);
  const discount = items.reduce((sum, item) => sum + campaignDiscount(campaign, item), 0);
  return { code: applied.code, discount: { amount: discount, currency: order.currency } };
}
