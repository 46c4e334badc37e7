/**
 * Car search and product answers (docs/api/main-api.md, "Car search"). Loose objects: fields the shop
 * does not read yet pass through untouched, fields it does read are checked.
 */
import { z } from "zod";
import { money, rating } from "./common";

// ---- Request

/** A search area's radius: 25 km unless asked, never more than 100 km. */
const DEFAULT_SEARCH_RADIUS_KM = 25;
const MAX_SEARCH_RADIUS_KM = 100;

const point = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

/**
 * The spec's car search request (version v3). The service answers a shape error with 3300 and
 * checks the meaning (dates, age, currency) itself, with codes of their own.
 */
export const carSearchRequest = z.object({
  version: z.literal("v3"),
  checkInDateTime: z.string().max(32),
  checkOutDateTime: z.string().max(32),
  age: z.number().int(),
  language: z.string().min(2).max(8).default("tr"),
  currency: z.string().max(8).default("TRY"),
  country: z.string().length(2).default("TR"),
  paymentType: z.string().max(32).default("creditCard"),
  organizationId: z.string().max(128).optional(),
  checkInLocation: point,
  checkOutLocation: point.optional(),
  period: z.literal("daily").default("daily"),
  campaignCode: z.string().max(32).optional(),
  radius: z.number().positive().max(MAX_SEARCH_RADIUS_KM).default(DEFAULT_SEARCH_RADIUS_KM),
});
export type CarSearchBody = z.input<typeof carSearchRequest>;

// ---- Answers

const office = z.looseObject({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  address: z.looseObject({ line: z.string(), adm2: z.string(), adm1: z.string() }),
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
  distanceKm: z.number(),
  deliveryType: z.string(),
  rating,
});

/**
 * The offer's cancellation rule (computed by the Main API): free until a wall-clock time at the
 * pickup office (null when already past), then a fee in permille of the price; a no-show gets nothing back.
 */
const cancellationPolicy = z.object({
  freeUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .nullable(),
  timeZone: z.string().min(1),
  freeUntilHours: z.number().int().nonnegative(),
  lateFeePermille: z.number().int().min(0).max(1000),
  noShow: z.enum(["no_refund"]),
});

const carOffer = z.looseObject({
  searchID: z.string(),
  code: z.string(),
  pricing: z.looseObject({
    display: z.looseObject({
      total: z.object({ amount: money }),
      serviceFee: money,
      currency: z.string(),
      perDay: money,
      // What a campaign code took off the price (the card's campaign badge).
      breakdown: z.looseObject({ campaignDiscount: money }).optional(),
    }),
  }),
  period: z.looseObject({ amount: z.number().int().positive() }),
  details: z.looseObject({
    car: z.looseObject({
      vendor: z.looseObject({ id: z.string(), displayName: z.string(), logo: z.string(), rating }),
      brand: z.string(),
      model: z.string(),
      transmission: z.string(),
      fuel: z.string(),
      seatCount: z.number().int(),
      luggage: z.number().int(),
      class: z.string(),
      customClassName: z.string(),
      carPackage: z.looseObject({ name: z.string() }),
      rules: z.looseObject({
        rangeLimit: z.object({ unlimited: z.boolean(), amount: z.number().nullable() }),
        deposit: z.object({ amount: money }),
      }),
    }),
  }),
  appointment: z.looseObject({
    checkInDateTime: z.string(),
    checkOutDateTime: z.string(),
    checkInOffice: office,
    checkOutOffice: office.nullable(),
  }),
  campaignID: z.string().nullable(),
  cancellationPolicy,
});

export const carSearchResponse = z.looseObject({
  searchID: z.string(),
  results: z.array(carOffer),
});

/** What the product page reads beyond the result card: office contact, rules, packages. */
const productOffice = office.extend({
  phone: z.string(),
  openingHours: z.object({ opens: z.string(), closes: z.string(), timeZone: z.string() }),
});

export const carProductResponse = carOffer.extend({
  details: z.looseObject({
    car: carOffer.shape.details.shape.car.extend({
      luggage: z.number().int(),
      rules: z.looseObject({
        rangeLimit: z.object({ unlimited: z.boolean(), amount: z.number().nullable() }),
        deposit: z.object({ amount: money }),
        minimumAge: z.number().int(),
        minimumLicenceYears: z.number().int(),
        youngDriverAge: z.number().int().nullable(),
        creditReportRequired: z.boolean(),
      }),
    }),
  }),
  appointment: carOffer.shape.appointment.extend({
    checkInOffice: productOffice,
    checkOutOffice: productOffice.nullable(),
  }),
  packages: z.array(
    z.looseObject({
      code: z.string(),
      name: z.string(),
      selected: z.boolean(),
      total: money,
      deposit: money,
      includes: z.array(z.string()),
    }),
  ),
  searchRequest: z.looseObject({
    checkInDateTime: z.string(),
    checkOutDateTime: z.string(),
    age: z.number().int(),
    checkInLocation: z.object({ lat: z.number(), lon: z.number() }),
    checkOutLocation: z.object({ lat: z.number(), lon: z.number() }).optional(),
  }),
  extraProducts: z.array(
    z.looseObject({
      code: z.string(),
      name: z.string(),
      pricing: z.enum(["per_day", "per_rental"]),
      unitPrice: money,
      totalPerUnit: money,
      maxQuantity: z.number().int().positive(),
      quantity: z.number().int().nonnegative(),
    }),
  ),
});

export type CarOffer = z.output<typeof carOffer>;
export type CarSearchResponse = z.output<typeof carSearchResponse>;
export type CarProduct = z.output<typeof carProductResponse>;
export type CancellationPolicy = z.output<typeof cancellationPolicy>;
