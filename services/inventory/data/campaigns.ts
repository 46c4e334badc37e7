/**
 * Search campaigns: codes a traveller can enter on the search form or at the checkout, with every
 * condition of their terms. The campaign pages' condition lists are written from these rules
 * (services/content/seed-data/campaign-terms.ts), so the terms and what the Main API enforces agree.
 */
import type { CarClass } from "./cars";

/** A day of the year, "MM-DD": pickup windows repeat every year ("1 June – 31 August"). */
type MonthDay = `${number}${number}-${number}${number}`;

export interface CampaignSeed {
  readonly id: string;
  readonly code: string;
  readonly discountPermille: number;
  /** Pickups (office local date) inside this yearly window; `to` before `from` wraps the new year. */
  readonly pickupWindow: { readonly from: MonthDay; readonly to: MonthDay } | null;
  /** Bookings (applying the code and paying) inside these instants, ISO 8601. */
  readonly bookingWindow: { readonly from: string; readonly to: string } | null;
  readonly minDays: number | null;
  readonly classes: readonly CarClass[] | null;
  readonly supplierIds: readonly string[] | null;
  /** Only for an account's first completed booking. */
  readonly firstBookingOnly: boolean;
  /** Completed bookings per account with this campaign. */
  readonly perUserLimit: number | null;
}

const NO_RULES = {
  pickupWindow: null,
  bookingWindow: null,
  minDays: null,
  classes: null,
  supplierIds: null,
  firstBookingOnly: false,
  perUserLimit: null,
} as const;

export const SEARCH_CAMPAIGNS: readonly CampaignSeed[] = [
  {
    ...NO_RULES,
    id: "camp-yaz10",
    code: "YAZ10",
    discountPermille: 100,
    pickupWindow: { from: "06-01", to: "08-31" },
    bookingWindow: { from: "2026-06-01T00:00:00.000Z", to: "2027-08-31T20:59:59.000Z" },
  },
  {
    ...NO_RULES,
    id: "camp-suv15",
    code: "SUV15",
    discountPermille: 150,
    classes: ["suv"],
    bookingWindow: { from: "2026-01-01T00:00:00.000Z", to: "2027-12-31T20:59:59.000Z" },
  },
  {
    ...NO_RULES,
    id: "camp-anadolu20",
    code: "ANADOLU20",
    discountPermille: 200,
    supplierIds: ["anadolu-rent"],
    firstBookingOnly: true,
  },
];
