/**
 * An offer as the results list reads it (docs/decisions/0021-slim-results.md): exactly what the
 * result card, the filters and their counts, the price buckets, sorting and the "view item list"
 * analytics event use. The loader maps every upstream offer to this shape; the whole offer is
 * read again by the product page from its code.
 */
import type { CarOffer } from "~/lib/upstream-types";

export interface Money {
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
}

/** The model and its class: shared by every offer of it, sent once (list-codec.ts). */
export interface ListCar {
  readonly brand: string;
  readonly model: string;
  /** The spec's class code (filter, picture silhouette, analytics category). */
  readonly class: string;
  /** The class's name in the page's language, as the Main API gives it. */
  readonly className: string;
  readonly transmission: string;
  readonly fuel: string;
  readonly seats: number;
  readonly luggage: number;
}

export interface ListVendor {
  readonly id: string;
  readonly name: string;
  /** The Main API's logo, shown where the shop has no wordmark of its own. */
  readonly logo: string;
  readonly rating: { readonly point: number; readonly participants: number };
}

/** The pickup office, as far as the card and the filters need it. */
export interface ListOffice {
  readonly name: string;
  readonly distanceKm: number;
  readonly deliveryType: string;
}

type Mileage = { readonly unlimited: true } | { readonly unlimited: false; readonly km: number };

export interface ListOffer {
  readonly code: string;
  readonly car: ListCar;
  readonly vendor: ListVendor;
  readonly office: ListOffice;
  /** The package's code (basePackage, …), translated by option-labels.ts. */
  readonly packageName: string;
  /** Rental days. */
  readonly days: number;
  readonly total: Money;
  readonly perDay: Money;
  /** Part of the total; the price filter compares the total without it (spec section 9). */
  readonly serviceFee: Money;
  readonly deposit: Money;
  readonly mileage: Mileage;
  /** Returned to another office than the pickup one. */
  readonly oneWay: boolean;
  /** Null without a campaign; the discount when the Main API says what the code took off. */
  readonly campaign: { readonly discount: Money | null } | null;
  /** What the card's badge says: free until (the office's wall-clock time), else the fee. */
  readonly cancellation: { readonly freeUntil: string | null; readonly lateFeePermille: number };
}

const money = (value: Money): Money => ({ amount: value.amount, currency: value.currency });

/** The company as the card and the product page's company line show it. */
export function listVendor(vendor: CarOffer["details"]["car"]["vendor"]): ListVendor {
  return {
    id: vendor.id,
    name: vendor.displayName,
    logo: vendor.logo,
    rating: { point: vendor.rating.point, participants: vendor.rating.participants },
  };
}

/** The list's offer from the Main API's (validated) search result. */
export function listOffer(offer: CarOffer): ListOffer {
  const { car } = offer.details;
  const office = offer.appointment.checkInOffice;
  const display = offer.pricing.display;
  const range = car.rules.rangeLimit;
  return {
    code: offer.code,
    car: {
      brand: car.brand,
      model: car.model,
      class: car.class,
      className: car.customClassName,
      transmission: car.transmission,
      fuel: car.fuel,
      seats: car.seatCount,
      luggage: car.luggage,
    },
    vendor: listVendor(car.vendor),
    office: { name: office.name, distanceKm: office.distanceKm, deliveryType: office.deliveryType },
    packageName: car.carPackage.name,
    days: offer.period.amount,
    total: money(display.total.amount),
    perDay: money(display.perDay),
    serviceFee: money(display.serviceFee),
    deposit: money(car.rules.deposit.amount),
    // A limit without an amount has always read as 0 km (the card and the mileage filter).
    mileage: range.unlimited ? { unlimited: true } : { unlimited: false, km: range.amount ?? 0 },
    oneWay: offer.appointment.checkOutOffice !== null,
    campaign: offer.campaignID
      ? { discount: display.breakdown?.campaignDiscount ? money(display.breakdown.campaignDiscount) : null }
      : null,
    cancellation: {
      freeUntil: offer.cancellationPolicy.freeUntil,
      lateFeePermille: offer.cancellationPolicy.lateFeePermille,
    },
  };
}
