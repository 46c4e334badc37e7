/**
 * The product behind an offer code: re-checked against inventory on every request (availability,
 * price in the requested currency). A quote older than QUOTE_TTL_MS is refreshed and answered
 * with 3304 once, so the client retries and gets the current price.
 */
import { EXTRAS } from "../../inventory/data/cars";
import { inLanguage } from "../../../shared/names";
import { ApiError } from "../errors";
import { isOpenAt, OFFICE_COLUMNS, type OfferInput, type OfficeRow, offerCode, offerView, priceOffer } from "./offers";
import { convertFromTry } from "../shared/money";
import { referenceData } from "./reference-data";
import { formatLocal } from "../shared/local-time";
import { parseCarSearchRequest } from "./request";

export const QUOTE_TTL_MS = 15 * 60 * 1000;

interface SearchRow {
  id: string;
  request: string;
  /** The stored inputs of the requested offer, or null when the search has no such code. */
  offer: string | null;
  quoted_at: number;
  expires_at: number;
}

export interface ProductQuery {
  readonly searchId: string;
  readonly code: string;
  readonly language?: string | undefined;
  readonly currency?: string | undefined;
}

/** The stored request, re-validated now: a pickup time that has passed makes the search stale. */
function reparse(body: Record<string, unknown>, now: number) {
  try {
    return parseCarSearchRequest(body, now);
  } catch (error) {
    if (error instanceof ApiError && error.kind === "INVALID_DATES") {
      throw new ApiError("SEARCH_EXPIRED", "The pickup time of this search has passed; please search again");
    }
    throw error;
  }
}

/** Offer codes are "C" and 14 base-36 characters; anything else cannot be one. */
const OFFER_CODE = /^C[0-9A-Z]{14}$/;

/** The product as the product page shows it. */
export async function carProduct(db: D1Database, query: ProductQuery, now: number) {
  return (await quoteCarProduct(db, query, now)).product;
}

/**
 * The product plus what a reservation needs: the offer's inventory inputs (offices, model,
 * package), the rental's local dates and the supplier's cancellation rule.
 */
export async function quoteCarProduct(db: D1Database, query: ProductQuery, now: number) {
  if (!OFFER_CODE.test(query.code)) throw new ApiError("PRODUCT_NOT_FOUND", "No such offer in this search");
  // One round trip: the search, the offer's offices and the model's free units, all found
  // through the stored offer inside the database.
  const offer = `'$.' || ?2`;
  const [[searchResult, officeResult, availabilityResult], reference] = await Promise.all([
    db.batch([
      db
        .prepare(
          `SELECT id, request, json_extract(offers, ${offer}) AS offer, quoted_at, expires_at FROM searches WHERE id = ?1 AND kind = 'car'`,
        )
        .bind(query.searchId, query.code),
      db
        .prepare(
          `SELECT ${OFFICE_COLUMNS} FROM searches s JOIN offices o
           ON o.id IN (json_extract(s.offers, ${offer} || '.o'), json_extract(s.offers, ${offer} || '.d'))
         WHERE s.id = ?1`,
        )
        .bind(query.searchId, query.code),
      db
        .prepare(
          `SELECT f.units - COALESCE((
             SELECT MAX(b.booked) FROM car_bookings_daily b
             WHERE b.office_id = f.office_id AND b.car_model_id = f.car_model_id
               AND b.day BETWEEN substr(json_extract(s.request, '$.checkInDateTime'), 1, 10)
                             AND substr(json_extract(s.request, '$.checkOutDateTime'), 1, 10)), 0) AS available
         FROM searches s JOIN fleet f
           ON f.office_id = json_extract(s.offers, ${offer} || '.o') AND f.car_model_id = json_extract(s.offers, ${offer} || '.m')
         WHERE s.id = ?1`,
        )
        .bind(query.searchId, query.code),
    ]),
    referenceData(db, now),
  ]);
  const search = searchResult?.results?.[0] as SearchRow | undefined;
  if (!search) throw new ApiError("PRODUCT_NOT_FOUND", "No such search");
  if (search.expires_at <= now) throw new ApiError("SEARCH_EXPIRED", "The search has expired; please search again");
  if (!search.offer) throw new ApiError("PRODUCT_NOT_FOUND", "No such offer in this search");
  const input = JSON.parse(search.offer) as OfferInput;

  const stored = JSON.parse(search.request) as Record<string, unknown>;
  const request = reparse(
    {
      ...stored,
      ...(query.language ? { language: query.language } : {}),
      ...(query.currency ? { currency: query.currency } : {}),
    },
    now,
  );
  const officeRows = (officeResult?.results ?? []) as OfficeRow[];
  const free = (availabilityResult?.results?.[0] as { available: number } | undefined)?.available;
  const pickup = officeRows.find((office) => office.id === input.o);
  const dropoff = officeRows.find((office) => office.id === input.d);
  if (!pickup || !dropoff || free === undefined || free <= 0) {
    throw new ApiError("OFFER_UNAVAILABLE", "This car is no longer available for these dates");
  }
  if (!isOpenAt(pickup, request.checkIn) || !isOpenAt(dropoff, request.checkOut)) {
    throw new ApiError("OFFER_UNAVAILABLE", "The office is closed at the requested time");
  }
  const priced = priceOffer(reference, request, pickup, dropoff, input.m, input.p);
  if (!priced) throw new ApiError("OFFER_UNAVAILABLE", "This offer can no longer be sold");

  if (now - search.quoted_at > QUOTE_TTL_MS) {
    await db.prepare("UPDATE searches SET quoted_at = ?2 WHERE id = ?1").bind(search.id, now).run();
    throw new ApiError("REQUOTE_REQUIRED", "The price has been checked again; please repeat the request");
  }

  const view = offerView(priced, request, search.id, now);
  // The company's other packages for the same car: the search stored an offer for each one the
  // driver may buy, under the code derived from the same inputs.
  const packages = priced.supplier.packages.split(",").flatMap((packageCode) => {
    const alternative = priceOffer(reference, request, pickup, dropoff, input.m, packageCode);
    const code = offerCode({ ...input, p: packageCode });
    if (!alternative) return [];
    return [
      {
        code,
        name: packageCode,
        selected: packageCode === input.p,
        total: { amount: alternative.price.total, currency: request.currency },
        deposit: { amount: alternative.deposit, currency: request.currency },
        includes: JSON.parse(reference.packages.get(packageCode)?.includes ?? "[]") as string[],
      },
    ];
  });
  const rate = reference.microTryPerUnit.get(request.currency) ?? 1_000_000;
  const toCurrency = (amountTry: number) => convertFromTry(amountTry, rate);
  const included = new Set(JSON.parse(reference.packages.get(input.p)?.includes ?? "[]") as string[]);
  // An extra the package already includes (e.g. the gold package's additional driver) is not sold again.
  const extraProducts = reference.extras
    .filter((extra) => !included.has(extra.code))
    .map((extra) => {
      const perRental = extra.pricing === "per_day" ? extra.price * priced.days : extra.price;
      const cappedTry = extra.cap > 0 ? Math.min(perRental, extra.cap) : perRental;
      return {
        code: extra.code,
        name: inLanguage(
          { tr: extra.name_tr, en: extra.name_en },
          EXTRAS.find((seed) => seed.code === extra.code)?.name,
          request.language,
        ),
        pricing: extra.pricing,
        unitPrice: { amount: toCurrency(extra.price), currency: request.currency },
        totalPerUnit: { amount: toCurrency(cappedTry), currency: request.currency },
        maxQuantity: extra.max_quantity,
        quantity: 0,
      };
    });
  const product = {
    ...view,
    details: { car: { ...view.details.car, appointment: view.appointment } },
    packages,
    extraProducts,
    // The search behind the offer (spec: order item product.searchRequest), so a client can
    // rebuild the search when the item has left the basket.
    searchRequest: request.raw,
    error: null,
  };
  return {
    product,
    input,
    currency: request.currency,
    checkInDate: formatLocal(request.checkIn).slice(0, 10),
    checkOutDate: formatLocal(request.checkOut).slice(0, 10),
    checkInEpoch: request.checkInEpoch,
    cancellation: {
      freeUntilHours: priced.supplier.free_cancel_hours,
      lateFeePermille: priced.supplier.late_cancel_fee_permille,
    },
    creditReportRequired: view.details.car.rules.creditReportRequired,
    supplierId: priced.supplier.id,
  };
}
