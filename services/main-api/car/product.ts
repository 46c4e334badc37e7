/**
 * The product behind an offer code: re-checked against inventory on every request (availability,
 * price in the requested currency). A quote older than QUOTE_TTL_MS is refreshed and answered
 * with 3304 once, so the client retries and gets the current price.
 */
import { ApiError } from "../errors";
import { isoDate } from "../shared/local-time";
import { isOpenAt, OFFICE_COLUMNS, type OfferInput, type OfficeRow, offerCode, offerView, priceOffer } from "./offers";
import { referenceData } from "./reference-data";
import { parseCarSearchRequest } from "./request";

export const QUOTE_TTL_MS = 15 * 60 * 1000;

interface SearchRow {
  id: string;
  request: string;
  offers: string;
  quoted_at: number;
  expires_at: number;
}

export interface ProductQuery {
  readonly searchId: string;
  readonly code: string;
  readonly language?: string | undefined;
  readonly currency?: string | undefined;
}

export async function carProduct(db: D1Database, query: ProductQuery, now: number) {
  const search = await db
    .prepare("SELECT id, request, offers, quoted_at, expires_at FROM searches WHERE id = ?1 AND kind = 'car'")
    .bind(query.searchId)
    .first<SearchRow>();
  if (!search) throw new ApiError("PRODUCT_NOT_FOUND", "No such search");
  if (search.expires_at <= now) throw new ApiError("SEARCH_EXPIRED", "The search has expired; please search again");
  const offers = JSON.parse(search.offers) as Record<string, OfferInput>;
  const input = Object.hasOwn(offers, query.code) ? offers[query.code] : undefined;
  if (!input) throw new ApiError("PRODUCT_NOT_FOUND", "No such offer in this search");

  const stored = JSON.parse(search.request) as Record<string, unknown>;
  const request = parseCarSearchRequest(
    {
      ...stored,
      ...(query.language ? { language: query.language } : {}),
      ...(query.currency ? { currency: query.currency } : {}),
    },
    now,
  );
  const [reference, offices, availability] = await Promise.all([
    referenceData(db, now),
    db
      .prepare(`SELECT ${OFFICE_COLUMNS} FROM offices o WHERE o.id IN (?1, ?2)`)
      .bind(input.o, input.d)
      .all<OfficeRow>(),
    db
      .prepare(
        `SELECT f.units - COALESCE((SELECT MAX(booked) FROM car_bookings_daily b
           WHERE b.office_id = f.office_id AND b.car_model_id = f.car_model_id AND b.day BETWEEN ?3 AND ?4), 0) AS available
         FROM fleet f WHERE f.office_id = ?1 AND f.car_model_id = ?2`,
      )
      .bind(input.o, input.m, isoDate(request.checkIn), isoDate(request.checkOut))
      .first<{ available: number }>(),
  ]);
  const pickup = offices.results.find((office) => office.id === input.o);
  const dropoff = offices.results.find((office) => office.id === input.d);
  if (!pickup || !dropoff || !availability || availability.available <= 0) {
    throw new ApiError("OFFER_UNAVAILABLE", "This car is no longer available for these dates");
  }
  if (!isOpenAt(pickup, request.checkIn) || !isOpenAt(dropoff, request.checkOut)) {
    throw new ApiError("OFFER_UNAVAILABLE", "The office is closed at the requested time");
  }
  const offer = priceOffer(reference, request, pickup, dropoff, input.m, input.p);
  if (!offer) throw new ApiError("OFFER_UNAVAILABLE", "This offer can no longer be sold");

  if (now - search.quoted_at > QUOTE_TTL_MS) {
    await db.prepare("UPDATE searches SET quoted_at = ?2 WHERE id = ?1").bind(search.id, now).run();
    throw new ApiError("REQUOTE_REQUIRED", "The price has been checked again; please repeat the request");
  }

  const view = offerView(offer, request, search.id);
  const language = request.language === "tr" ? "tr" : "en";
  const packages = offer.supplier.packages.split(",").flatMap((packageCode) => {
    const alternative = priceOffer(reference, request, pickup, dropoff, input.m, packageCode);
    const code = offerCode({ ...input, p: packageCode });
    if (!alternative || !Object.hasOwn(offers, code)) return [];
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
  const toCurrency = (amountTry: number) => Math.round((amountTry * 1_000_000) / rate);
  const extraProducts = reference.extras.map((extra) => {
    const perRental = extra.pricing === "per_day" ? extra.price * offer.days : extra.price;
    const cappedTry = extra.cap > 0 ? Math.min(perRental, extra.cap) : perRental;
    return {
      code: extra.code,
      name: language === "tr" ? extra.name_tr : extra.name_en,
      pricing: extra.pricing,
      unitPrice: { amount: toCurrency(extra.price), currency: request.currency },
      totalPerUnit: { amount: toCurrency(cappedTry), currency: request.currency },
      maxQuantity: extra.max_quantity,
      quantity: 0,
    };
  });
  return {
    ...view,
    details: { car: { ...view.details.car, appointment: view.appointment } },
    packages,
    extraProducts,
    error: null,
  };
}
