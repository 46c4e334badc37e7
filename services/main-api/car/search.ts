/**
 * Car search around a point: offices of every company within the radius that are open at the
 * pickup and return times, have a unit free on every day of the rental and rent that class to a
 * driver of this age; one offer per model and package. One-way rentals go to the company's
 * nearest office at the return point, when the company offers one-way at all.
 */
import { ApiError } from "../errors";
import { boundingBox, distanceKm, type Point } from "../shared/geo";
import { isoDate } from "../shared/local-time";
import {
  isOpenAt,
  OFFICE_COLUMNS,
  type OfferInput,
  type OfficeRow,
  offerView,
  type PricedOffer,
  priceOffer,
  SAME_PLACE_KM,
} from "./offers";
import { type ReferenceData, referenceData } from "./reference-data";
import type { CarSearchRequest } from "./request";

/** A search can be referred to (product, basket) for this long. */
export const SEARCH_TTL_MS = 2 * 60 * 60 * 1000;

interface CandidateRow extends OfficeRow {
  car_model_id: string;
  available: number;
}

async function officesNear(db: D1Database, point: Point, radiusKm: number): Promise<OfficeRow[]> {
  const box = boundingBox(point, radiusKm);
  const { results } = await db
    .prepare(`SELECT ${OFFICE_COLUMNS} FROM offices o WHERE o.lat BETWEEN ?1 AND ?2 AND o.lon BETWEEN ?3 AND ?4`)
    .bind(box.minLat, box.maxLat, box.minLon, box.maxLon)
    .all<OfficeRow>();
  return results.filter((office) => distanceKm(point, office) <= radiusKm);
}

/** Offices near the pickup point with every model they have and how many units are free for the whole rental. */
async function pickupCandidates(db: D1Database, request: CarSearchRequest): Promise<CandidateRow[]> {
  const box = boundingBox(request.checkInLocation, request.radiusKm);
  const { results } = await db
    .prepare(
      `SELECT ${OFFICE_COLUMNS}, f.car_model_id, f.units - COALESCE(b.booked, 0) AS available
       FROM offices o
       JOIN fleet f ON f.office_id = o.id
       LEFT JOIN (
         SELECT office_id, car_model_id, MAX(booked) AS booked FROM car_bookings_daily
         WHERE day BETWEEN ?1 AND ?2 GROUP BY office_id, car_model_id
       ) b ON b.office_id = f.office_id AND b.car_model_id = f.car_model_id
       WHERE o.lat BETWEEN ?3 AND ?4 AND o.lon BETWEEN ?5 AND ?6`,
    )
    .bind(isoDate(request.checkIn), isoDate(request.checkOut), box.minLat, box.maxLat, box.minLon, box.maxLon)
    .all<CandidateRow>();
  return results.filter((row) => distanceKm(request.checkInLocation, row) <= request.radiusKm);
}

/** For a one-way rental: each company's nearest office to the return point that is open at return time. */
function nearestOpenBySupplier(
  offices: readonly OfficeRow[],
  point: Point,
  request: CarSearchRequest,
): Map<string, OfficeRow> {
  const nearest = new Map<string, OfficeRow>();
  for (const office of offices) {
    if (!isOpenAt(office, request.checkOut)) continue;
    const current = nearest.get(office.supplier_id);
    if (!current || distanceKm(point, office) < distanceKm(point, current)) nearest.set(office.supplier_id, office);
  }
  return nearest;
}

/** The youngest driver age any car near the pickup is rented to (class minimum ages). */
function youngestAcceptedAge(candidates: readonly CandidateRow[], reference: ReferenceData): number | undefined {
  let youngest: number | undefined;
  for (const candidate of candidates) {
    const carClass = reference.models.get(candidate.car_model_id)?.class;
    const minimum = carClass === undefined ? undefined : reference.classes.get(carClass)?.min_age;
    if (minimum !== undefined && (youngest === undefined || minimum < youngest)) youngest = minimum;
  }
  return youngest;
}

export interface CarSearchOutcome {
  readonly searchId: string;
  readonly offers: PricedOffer[];
}

export async function searchCars(db: D1Database, request: CarSearchRequest, now: number): Promise<CarSearchOutcome> {
  const oneWay = distanceKm(request.checkInLocation, request.checkOutLocation) > SAME_PLACE_KM;
  const [reference, candidates, returnOffices] = await Promise.all([
    referenceData(db, now),
    pickupCandidates(db, request),
    oneWay ? officesNear(db, request.checkOutLocation, request.radiusKm) : Promise.resolve([]),
  ]);
  if (candidates.length === 0) {
    throw new ApiError("PICKUP_LOCATION_UNSERVED", "No rental office serves the pickup location");
  }
  if (oneWay && returnOffices.length === 0) {
    throw new ApiError("DROPOFF_LOCATION_UNSERVED", "No rental office serves the return location");
  }
  const youngest = youngestAcceptedAge(candidates, reference);
  if (youngest !== undefined && request.age < youngest) {
    throw new ApiError("DRIVER_AGE_NOT_SERVED", `No rental company here rents to drivers under ${youngest}`, {
      minimumAge: youngest,
    });
  }
  const returnBySupplier = nearestOpenBySupplier(returnOffices, request.checkOutLocation, request);
  const offersOneWay = (supplierId: string) =>
    reference.suppliers.get(supplierId)?.one_way === 1 &&
    returnOffices.some((office) => office.supplier_id === supplierId);
  // 3313 means the return point cannot be served at all, not that nothing happens to be free.
  if (oneWay && !candidates.some((candidate) => offersOneWay(candidate.supplier_id))) {
    throw new ApiError("DROPOFF_LOCATION_UNSERVED", "No rental company offers a one-way rental to the return location");
  }

  const offers: PricedOffer[] = [];
  for (const candidate of candidates) {
    if (candidate.available <= 0 || !isOpenAt(candidate, request.checkIn)) continue;
    const supplier = reference.suppliers.get(candidate.supplier_id);
    if (!supplier) continue;
    let dropoff: OfficeRow = candidate;
    if (oneWay) {
      const returnOffice = returnBySupplier.get(candidate.supplier_id);
      if (!supplier.one_way || !returnOffice) continue;
      dropoff = returnOffice;
    }
    if (!isOpenAt(dropoff, request.checkOut)) continue;
    for (const packageCode of supplier.packages.split(",")) {
      const offer = priceOffer(reference, request, candidate, dropoff, candidate.car_model_id, packageCode);
      if (offer) offers.push(offer);
    }
  }
  offers.sort((a, b) => a.price.total - b.price.total || a.code.localeCompare(b.code));

  const searchId = crypto.randomUUID();
  const stored: Record<string, OfferInput> = Object.fromEntries(offers.map((offer) => [offer.code, offer.input]));
  await db
    .prepare(
      "INSERT INTO searches (id, kind, request, offers, created_at, quoted_at, expires_at) VALUES (?1, 'car', ?2, ?3, ?4, ?4, ?5)",
    )
    .bind(searchId, JSON.stringify(request.raw), JSON.stringify(stored), now, now + SEARCH_TTL_MS)
    .run();
  return { searchId, offers };
}

export function searchResponse(outcome: CarSearchOutcome, request: CarSearchRequest, now: number) {
  return {
    searchID: outcome.searchId,
    results: outcome.offers.map((offer) => offerView(offer, request, outcome.searchId, now)),
    error: null,
  };
}
