/**
 * The results list on the wire (docs/decisions/0021-slim-results.md): one JSON string, columns of
 * numbers and references, every repeated string, model, company and office once. React Router
 * carries a string as one value; the same offers as objects cost it 2–3 times the bytes after
 * gzip. `decodeOfferList` checks every value it reads: a malformed list is an error, never a
 * wrong card.
 */
import type { ListCar, ListOffer, ListOffice, ListVendor, Money } from "~/lib/list-offer";

/** Bumped when the layout changes; a page and its data always come from the same build. */
const VERSION = 1;

export class ListCodecError extends Error {
  override name = "ListCodecError";
}

// ---- Encoding

/** Equal values get one index, in the order first seen. */
class Table<T> {
  readonly rows: T[] = [];
  private readonly index = new Map<string, number>();
  constructor(private readonly row: (value: T) => unknown) {}
  ref(value: T): number {
    const key = JSON.stringify(this.row(value));
    const known = this.index.get(key);
    if (known !== undefined) return known;
    this.rows.push(value);
    this.index.set(key, this.rows.length - 1);
    return this.rows.length - 1;
  }
}

export function encodeOfferList(offers: readonly ListOffer[]): string {
  const strings = new Table<string>((text) => text);
  const s = (text: string) => strings.ref(text);
  const carRow = (car: ListCar) => [
    s(car.brand),
    s(car.model),
    s(car.class),
    s(car.className),
    s(car.transmission),
    s(car.fuel),
    car.seats,
    car.luggage,
  ];
  const vendorRow = (vendor: ListVendor) => [
    s(vendor.id),
    s(vendor.name),
    s(vendor.logo),
    vendor.rating.point,
    vendor.rating.participants,
  ];
  const officeRow = (office: ListOffice) => [s(office.name), office.distanceKm, s(office.deliveryType)];
  const cars = new Table<ListCar>(carRow);
  const vendors = new Table<ListVendor>(vendorRow);
  const offices = new Table<ListOffice>(officeRow);
  const column = <T>(read: (offer: ListOffer) => T) => offers.map(read);
  const columns = {
    code: column((offer) => offer.code),
    car: column((offer) => cars.ref(offer.car)),
    vendor: column((offer) => vendors.ref(offer.vendor)),
    office: column((offer) => offices.ref(offer.office)),
    pkg: column((offer) => s(offer.packageName)),
    days: column((offer) => offer.days),
    total: column((offer) => offer.total.amount),
    totalCur: column((offer) => s(offer.total.currency)),
    perDay: column((offer) => offer.perDay.amount),
    perDayCur: column((offer) => s(offer.perDay.currency)),
    fee: column((offer) => offer.serviceFee.amount),
    feeCur: column((offer) => s(offer.serviceFee.currency)),
    deposit: column((offer) => offer.deposit.amount),
    depositCur: column((offer) => s(offer.deposit.currency)),
    // null: unlimited mileage.
    km: column((offer) => (offer.mileage.unlimited ? null : offer.mileage.km)),
    oneWay: column((offer) => (offer.oneWay ? 1 : 0)),
    // null: no campaign; []: a campaign without a stated discount; [amount, currency].
    campaign: column((offer) =>
      offer.campaign === null
        ? null
        : offer.campaign.discount === null
          ? []
          : [offer.campaign.discount.amount, s(offer.campaign.discount.currency)],
    ),
    freeUntil: column((offer) => (offer.cancellation.freeUntil === null ? null : s(offer.cancellation.freeUntil))),
    lateFee: column((offer) => offer.cancellation.lateFeePermille),
  };
  // Rows are built after the columns, so every string they name is in the table by then.
  const carRows = cars.rows.map(carRow);
  const vendorRows = vendors.rows.map(vendorRow);
  const officeRows = offices.rows.map(officeRow);
  return JSON.stringify({
    v: VERSION,
    n: offers.length,
    strings: strings.rows,
    cars: carRows,
    vendors: vendorRows,
    offices: officeRows,
    ...columns,
  });
}

// ---- Decoding

const fail = (what: string): never => {
  throw new ListCodecError(`offer list: ${what}`);
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function list(value: unknown, what: string, length?: number): unknown[] {
  if (!Array.isArray(value)) return fail(`${what} is not a list`);
  if (length !== undefined && value.length !== length) return fail(`${what} has ${value.length} items, not ${length}`);
  return value;
}

function finite(value: unknown, what: string): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fail(`${what} is not a number`);
}

function integer(value: unknown, what: string): number {
  return Number.isSafeInteger(value) && typeof value === "number" ? value : fail(`${what} is not an integer`);
}

function text(value: unknown, what: string): string {
  return typeof value === "string" ? value : fail(`${what} is not a string`);
}

function ref<T>(table: readonly T[], value: unknown, what: string): T {
  const index = integer(value, what);
  const row = table[index];
  return row === undefined ? fail(`${what} refers to a missing row ${index}`) : row;
}

export function decodeOfferList(encoded: string): ListOffer[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return fail("not JSON");
  }
  if (!isRecord(parsed)) return fail("not an object");
  const data = parsed;
  if (data.v !== VERSION) return fail(`version ${String(data.v)}`);
  const strings = list(data.strings, "strings").map((value, index) => text(value, `strings[${index}]`));
  const string = (value: unknown, what: string) => ref(strings, value, what);
  const cars = list(data.cars, "cars").map((value, index): ListCar => {
    const row = list(value, `cars[${index}]`, 8);
    return {
      brand: string(row[0], "car brand"),
      model: string(row[1], "car model"),
      class: string(row[2], "car class"),
      className: string(row[3], "car class name"),
      transmission: string(row[4], "car transmission"),
      fuel: string(row[5], "car fuel"),
      seats: integer(row[6], "car seats"),
      luggage: integer(row[7], "car luggage"),
    };
  });
  const vendors = list(data.vendors, "vendors").map((value, index): ListVendor => {
    const row = list(value, `vendors[${index}]`, 5);
    return {
      id: string(row[0], "vendor id"),
      name: string(row[1], "vendor name"),
      logo: string(row[2], "vendor logo"),
      rating: { point: finite(row[3], "vendor rating"), participants: integer(row[4], "vendor reviews") },
    };
  });
  const offices = list(data.offices, "offices").map((value, index): ListOffice => {
    const row = list(value, `offices[${index}]`, 3);
    return {
      name: string(row[0], "office name"),
      distanceKm: finite(row[1], "office distance"),
      deliveryType: string(row[2], "office delivery type"),
    };
  });
  const count = integer(data.n, "count");
  const column = (key: string) => list(data[key], key, count);
  const codes = column("code");
  const columns = {
    car: column("car"),
    vendor: column("vendor"),
    office: column("office"),
    pkg: column("pkg"),
    days: column("days"),
    total: column("total"),
    totalCur: column("totalCur"),
    perDay: column("perDay"),
    perDayCur: column("perDayCur"),
    fee: column("fee"),
    feeCur: column("feeCur"),
    deposit: column("deposit"),
    depositCur: column("depositCur"),
    km: column("km"),
    oneWay: column("oneWay"),
    campaign: column("campaign"),
    freeUntil: column("freeUntil"),
    lateFee: column("lateFee"),
  };
  const amount = (value: unknown, currency: unknown, what: string): Money => ({
    amount: integer(value, what),
    currency: string(currency, `${what} currency`),
  });
  return codes.map((code, index): ListOffer => {
    const at = <K extends keyof typeof columns>(key: K) => columns[key][index];
    const km = at("km");
    const campaign = at("campaign");
    const freeUntil = at("freeUntil");
    const oneWay = at("oneWay");
    return {
      code: text(code, "code"),
      car: ref(cars, at("car"), "car"),
      vendor: ref(vendors, at("vendor"), "vendor"),
      office: ref(offices, at("office"), "office"),
      packageName: string(at("pkg"), "package"),
      days: integer(at("days"), "days"),
      total: amount(at("total"), at("totalCur"), "total"),
      perDay: amount(at("perDay"), at("perDayCur"), "price per day"),
      serviceFee: amount(at("fee"), at("feeCur"), "service fee"),
      deposit: amount(at("deposit"), at("depositCur"), "deposit"),
      mileage: km === null ? { unlimited: true } : { unlimited: false, km: finite(km, "mileage") },
      oneWay: oneWay === 1 ? true : oneWay === 0 ? false : fail("one way is not 0 or 1"),
      campaign: decodeCampaign(campaign, (value, what) => string(value, what)),
      cancellation: {
        freeUntil: freeUntil === null ? null : string(freeUntil, "free until"),
        lateFeePermille: integer(at("lateFee"), "late fee"),
      },
    };
  });
}

function decodeCampaign(value: unknown, string: (value: unknown, what: string) => string): ListOffer["campaign"] {
  if (value === null) return null;
  const row = list(value, "campaign");
  if (row.length === 0) return { discount: null };
  if (row.length !== 2) return fail("campaign is not [] or [amount, currency]");
  return { discount: { amount: integer(row[0], "campaign discount"), currency: string(row[1], "campaign currency") } };
}
