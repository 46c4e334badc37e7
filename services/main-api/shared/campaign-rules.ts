/**
 * Search campaigns and the conditions of their terms (migrations/0011_campaign_rules.sql), parsed
 * once from their D1 rows, and the checks that name the first unmet condition. Pure: the order
 * routes add what needs the database (the account's earlier bookings), search adds nothing.
 */
import { z } from "zod";
import type { ErrorName } from "../errors";

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "an ISO 8601 instant");
const jsonList = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "a JSON list" });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.string().min(1)).min(1));

/** One `search_campaigns` row as D1 returns it. */
export const campaignRowSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    discount_permille: z.number().int().min(1).max(1000),
    pickup_from: monthDay.nullable(),
    pickup_to: monthDay.nullable(),
    booking_from: instant.nullable(),
    booking_to: instant.nullable(),
    min_days: z.number().int().min(1).nullable(),
    classes: jsonList.nullable(),
    supplier_ids: jsonList.nullable(),
    first_booking_only: z.number().int().min(0).max(1),
    per_user_limit: z.number().int().min(1).nullable(),
  })
  .transform((row) => ({
    id: row.id,
    code: row.code,
    discountPermille: row.discount_permille,
    pickupWindow: row.pickup_from && row.pickup_to ? { from: row.pickup_from, to: row.pickup_to } : null,
    bookingWindow: row.booking_from && row.booking_to ? { from: row.booking_from, to: row.booking_to } : null,
    minDays: row.min_days,
    classes: row.classes,
    supplierIds: row.supplier_ids,
    firstBookingOnly: row.first_booking_only === 1,
    perUserLimit: row.per_user_limit,
  }));

export type Campaign = z.output<typeof campaignRowSchema>;

/** The error names of refused conditions (each its own Main API code, docs/api/main-api.md). */
type CampaignRefusalName = Extract<
  ErrorName,
  | "CAMPAIGN_BOOKING_WINDOW"
  | "CAMPAIGN_PICKUP_WINDOW"
  | "CAMPAIGN_MIN_DAYS"
  | "CAMPAIGN_CAR_CLASS"
  | "CAMPAIGN_SUPPLIER"
  | "CAMPAIGN_FIRST_BOOKING"
  | "CAMPAIGN_USAGE_LIMIT"
>;

/** An unmet condition: which one, an English sentence for logs, and the condition's values. */
export interface CampaignRefusal {
  readonly kind: CampaignRefusalName;
  readonly message: string;
  readonly details: Record<string, unknown>;
}

/** What a car rental brings to the check: its pickup day (office local), length, class and company. */
export interface RentalFacts {
  /** "YYYY-MM-DD…" as the office gives it (a local date-time). */
  readonly pickup: string;
  readonly days: number;
  readonly carClass: string;
  readonly supplierId: string;
}

/** Whether a pickup day ("YYYY-MM-DD…") falls in a yearly "MM-DD" window, wrapping the new year. */
export function inPickupWindow(window: { from: string; to: string }, pickup: string): boolean {
  const day = pickup.slice(5, 10);
  return window.from <= window.to ? day >= window.from && day <= window.to : day >= window.from || day <= window.to;
}

/** The booking window's condition at an instant (applying the code, paying). */
export function bookingRefusal(campaign: Campaign, at: number): CampaignRefusal | null {
  const window = campaign.bookingWindow;
  if (!window || (at >= Date.parse(window.from) && at <= Date.parse(window.to))) return null;
  return {
    kind: "CAMPAIGN_BOOKING_WINDOW",
    message: `This code can be used for bookings from ${window.from} to ${window.to}`,
    details: { from: window.from, to: window.to },
  };
}

/** The first condition a rental does not meet, in the order the terms list them. */
export function rentalRefusal(campaign: Campaign, rental: RentalFacts): CampaignRefusal | null {
  const { pickupWindow, minDays, classes, supplierIds } = campaign;
  if (pickupWindow && !inPickupWindow(pickupWindow, rental.pickup)) {
    return {
      kind: "CAMPAIGN_PICKUP_WINDOW",
      message: `This code is valid for pickups from ${pickupWindow.from} to ${pickupWindow.to} (MM-DD)`,
      details: { from: pickupWindow.from, to: pickupWindow.to },
    };
  }
  if (minDays !== null && rental.days < minDays) {
    return {
      kind: "CAMPAIGN_MIN_DAYS",
      message: `This code is valid for rentals of at least ${minDays} days`,
      details: { minDays },
    };
  }
  if (classes && !classes.includes(rental.carClass)) {
    return {
      kind: "CAMPAIGN_CAR_CLASS",
      message: `This code is valid for these car classes only: ${classes.join(", ")}`,
      details: { classes },
    };
  }
  if (supplierIds && !supplierIds.includes(rental.supplierId)) {
    return {
      kind: "CAMPAIGN_SUPPLIER",
      message: `This code is valid for these rental companies only: ${supplierIds.join(", ")}`,
      details: { suppliers: supplierIds.map((id) => ({ id })) },
    };
  }
  return null;
}

/** What the account has booked before: completed bookings, and those with this campaign. */
export interface AccountHistory {
  readonly completedBookings: number;
  readonly bookingsWithCampaign: number;
}

/** The conditions on the account: first booking only, per-account limit. */
export function accountRefusal(campaign: Campaign, history: AccountHistory): CampaignRefusal | null {
  if (campaign.firstBookingOnly && history.completedBookings > 0) {
    return { kind: "CAMPAIGN_FIRST_BOOKING", message: "This code is valid for a first booking only", details: {} };
  }
  if (campaign.perUserLimit !== null && history.bookingsWithCampaign >= campaign.perUserLimit) {
    return {
      kind: "CAMPAIGN_USAGE_LIMIT",
      message: `This code can be used for ${campaign.perUserLimit} booking(s) per account`,
      details: { limit: campaign.perUserLimit },
    };
  }
  return null;
}
