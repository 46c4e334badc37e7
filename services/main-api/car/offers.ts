/**
 * A car offer: a model at a pickup office (and a return office) with one of the company's
 * packages. Offers are stored as these inputs under their search; price and availability are
 * always computed from inventory, never taken from the client.
 */
import { nameLanguage, type Names } from "../../../shared/names";
import { SERVICE_FEE_MIN, SERVICE_FEE_PERMILLE } from "../../inventory/data/cars";
import { distanceKm, type Point } from "../shared/geo";
import { carCancellationPolicy } from "./cancellation";
import { clockMinutes, formatLocal, type LocalDateTime, minutesOfDay } from "../shared/local-time";
import { bookingRefusal, rentalRefusal } from "../shared/campaign-rules";
import { convertFromTry } from "../shared/money";
import { convertBreakdown, oneWayFee, type PriceBreakdown, priceInTry, rentalDays } from "./pricing";
import { type CampaignRow, lengthFactor, type ModelRow, type ReferenceData, type SupplierRow } from "./reference-data";
import type { CarSearchRequest } from "./request";
import { ratingOf } from "../shared/rating";

export interface OfficeRow {
  id: string;
  supplier_id: string;
  place_id: string;
  name: string;
  address: string;
  adm1: string;
  adm2: string;
  lat: number;
  lon: number;
  delivery_type: string;
  /** Reviews of rentals from this office and their average stars (shared/rating.ts). */
  review_count: number;
  review_average: number | null;
  opens_at: string;
  closes_at: string;
  timezone: string;
  phone: string;
  /** Of the office's place; null for an office whose place is not in the places table. */
  country_code: string | null;
}

export const OFFICE_COLUMNS =
  "o.id, o.supplier_id, o.place_id, o.name, o.address, o.adm1, o.adm2, o.lat, o.lon, o.delivery_type, (SELECT COUNT(*) FROM reviews r WHERE r.office_id = o.id) AS review_count, (SELECT AVG(r.rating) FROM reviews r WHERE r.office_id = o.id) AS review_average, o.opens_at, o.closes_at, o.timezone, o.phone, (SELECT p.country_code FROM places p WHERE p.place_id = o.place_id) AS country_code";

/** What a search stores per offer: pickup office, return office, model, package. */
export interface OfferInput {
  readonly o: string;
  readonly d: string;
  readonly m: string;
  readonly p: string;
}

/** Pickup and return closer than this count as the same place: no one-way rental. */
export const SAME_PLACE_KM = 1;

/** A short, stable code for an offer (FNV-1a, two lanes). */
export function offerCode(input: OfferInput): string {
  const text = `${input.o}|${input.d}|${input.m}|${input.p}`;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    a = Math.imul(a ^ char, 0x01000193) >>> 0;
    b = Math.imul(b ^ char, 0x5bd1e995) >>> 0;
  }
  return `C${a.toString(36).padStart(7, "0")}${b.toString(36).padStart(7, "0")}`.toUpperCase();
}

export function isOpenAt(office: Pick<OfficeRow, "opens_at" | "closes_at">, local: LocalDateTime): boolean {
  const minute = minutesOfDay(local);
  return minute >= clockMinutes(office.opens_at) && minute <= clockMinutes(office.closes_at);
}

/**
 * The campaign a search code gives an offer: every condition of its terms a search can know
 * (booking window, pickup window, rental days, class, company). The account's conditions (first
 * booking, per-account limit) need a signed-in order: those campaigns apply at the checkout only.
 */
function campaignFor(
  reference: ReferenceData,
  request: Pick<CarSearchRequest, "campaignCode" | "checkIn" | "at">,
  days: number,
  supplier: SupplierRow,
  model: ModelRow,
): CampaignRow | undefined {
  if (!request.campaignCode) return undefined;
  const campaign = reference.campaignsByCode.get(request.campaignCode);
  if (!campaign || campaign.firstBookingOnly || campaign.perUserLimit !== null) return undefined;
  if (bookingRefusal(campaign, request.at)) return undefined;
  const rental = { pickup: formatLocal(request.checkIn), days, carClass: model.class, supplierId: supplier.id };
  return rentalRefusal(campaign, rental) ? undefined : campaign;
}

export interface PricedOffer {
  readonly input: OfferInput;
  readonly code: string;
  readonly supplier: SupplierRow;
  readonly model: ModelRow;
  readonly pickup: OfficeRow;
  readonly dropoff: OfficeRow;
  readonly days: number;
  readonly priceTry: PriceBreakdown;
  readonly price: PriceBreakdown;
  readonly depositTry: number;
  readonly deposit: number;
  readonly campaign: CampaignRow | undefined;
  readonly minimumAge: number;
}

/** Prices an offer for a request; undefined when the company does not sell that package or class to this driver. */
export function priceOffer(
  reference: ReferenceData,
  request: CarSearchRequest,
  pickup: OfficeRow,
  dropoff: OfficeRow,
  modelId: string,
  packageCode: string,
): PricedOffer | undefined {
  const supplier = reference.suppliers.get(pickup.supplier_id);
  const model = reference.models.get(modelId);
  const carClass = model ? reference.classes.get(model.class) : undefined;
  const pkg = reference.packages.get(packageCode);
  const rate = reference.microTryPerUnit.get(request.currency);
  if (!supplier || !model || !carClass || !pkg || rate === undefined) return undefined;
  if (!supplier.packages.split(",").includes(packageCode)) return undefined;
  if (request.age < carClass.min_age) return undefined;
  const days = rentalDays((request.checkOutEpoch - request.checkInEpoch) / 60_000);
  const oneWay =
    pickup.id === dropoff.id
      ? 0
      : oneWayFee(supplier.one_way_base_fee, supplier.one_way_fee_per_100km, distanceKm(pickup, dropoff));
  const campaign = campaignFor(reference, request, days, supplier, model);
  const priceTry = priceInTry({
    baseDailyRate: carClass.base_daily_rate,
    seasonPermille: reference.seasonByMonth.get(request.checkIn.month) ?? 1000,
    lengthPermille: lengthFactor(reference, days),
    priceLevelPermille: supplier.price_level_permille,
    modelPremiumPermille: model.premium_permille,
    packagePermille: pkg.factor_permille,
    days,
    youngDriverFeePerDay: supplier.young_driver_fee_per_day,
    youngDriver: request.age < supplier.young_driver_age,
    oneWayFee: oneWay,
    campaignDiscountPermille: campaign?.discountPermille ?? 0,
    serviceFeePermille: SERVICE_FEE_PERMILLE,
    serviceFeeMinimum: SERVICE_FEE_MIN,
  });
  const depositTry = Math.round((carClass.deposit * pkg.deposit_permille) / 1000 / 100) * 100;
  const input = { o: pickup.id, d: dropoff.id, m: model.id, p: pkg.code };
  return {
    input,
    code: offerCode(input),
    supplier,
    model,
    pickup,
    dropoff,
    days,
    priceTry,
    price: convertBreakdown(priceTry, rate, days),
    depositTry,
    deposit: convertFromTry(depositTry, rate),
    campaign,
    minimumAge: carClass.min_age,
  };
}

/** The classes' names: the shop's own in Turkish and English, the interface's words in the others. */
export const CLASS_NAMES: Record<string, Names> = {
  economy: {
    tr: "Ekonomik",
    en: "Economy",
    de: "Kleinwagen",
    es: "Económico",
    fr: "Économique",
    it: "Economica",
    pt: "Económico",
    nl: "Economy",
    ru: "Эконом",
    ja: "エコノミー",
    zh: "经济型",
    ko: "경차",
    hi: "इकोनॉमी",
    ar: "اقتصادية",
  },
  mid: {
    tr: "Orta",
    en: "Compact",
    de: "Kompaktklasse",
    es: "Compacto",
    fr: "Compacte",
    it: "Compatta",
    pt: "Compacto",
    nl: "Compact",
    ru: "Компакт",
    ja: "コンパクト",
    zh: "紧凑型",
    ko: "준중형",
    hi: "कॉम्पैक्ट",
    ar: "مدمجة",
  },
  upper: {
    tr: "Üst",
    en: "Full size",
    de: "Mittelklasse",
    es: "Grande",
    fr: "Grande",
    it: "Grande",
    pt: "Grande",
    nl: "Groot",
    ru: "Полноразмерный",
    ja: "フルサイズ",
    zh: "中大型",
    ko: "대형",
    hi: "फ़ुल साइज़",
    ar: "كبيرة الحجم",
  },
  luxury: {
    tr: "Lüks",
    en: "Luxury",
    de: "Luxusklasse",
    es: "Lujo",
    fr: "Luxe",
    it: "Lusso",
    pt: "Luxo",
    nl: "Luxe",
    ru: "Люкс",
    ja: "ラグジュアリー",
    zh: "豪华型",
    ko: "고급",
    hi: "लग्ज़री",
    ar: "فاخرة",
  },
  suv: {
    tr: "SUV",
    en: "SUV",
    de: "SUV",
    es: "SUV",
    fr: "SUV",
    it: "SUV",
    pt: "SUV",
    nl: "SUV",
    ru: "Внедорожник",
    ja: "SUV",
    zh: "SUV",
    ko: "SUV",
    hi: "SUV",
    ar: "SUV",
  },
  panelvan: {
    tr: "Minivan",
    en: "Van",
    de: "Transporter",
    es: "Furgoneta",
    fr: "Utilitaire",
    it: "Furgone",
    pt: "Carrinha",
    nl: "Bestelbus",
    ru: "Фургон",
    ja: "バン",
    zh: "厢式车",
    ko: "밴",
    hi: "वैन",
    ar: "فان",
  },
  convertible: {
    tr: "Üstü açık",
    en: "Convertible",
    de: "Cabrio",
    es: "Descapotable",
    fr: "Cabriolet",
    it: "Cabriolet",
    pt: "Descapotável",
    nl: "Cabriolet",
    ru: "Кабриолет",
    ja: "オープンカー",
    zh: "敞篷车",
    ko: "컨버터블",
    hi: "कन्वर्टिबल",
    ar: "مكشوفة",
  },
};

const money = (amount: number, currency: string) => ({ amount, currency });

function officeView(office: OfficeRow, from: Point) {
  return {
    id: office.id,
    name: office.name,
    placeId: office.place_id,
    address: { line: office.address, adm2: office.adm2, adm1: office.adm1 },
    coordinates: { lat: office.lat, lon: office.lon },
    distanceKm: Math.round(distanceKm(from, office) * 10) / 10,
    deliveryType: office.delivery_type,
    rating: ratingOf(office.review_count, office.review_average),
    openingHours: { opens: office.opens_at, closes: office.closes_at, timeZone: office.timezone },
    phone: office.phone,
    countryCode: office.country_code ?? "TR",
  };
}

/** The spec's car result (section 3) for one priced offer. */
export function offerView(offer: PricedOffer, request: CarSearchRequest, searchId: string, now: number) {
  const currency = request.currency;
  const { price, supplier, model } = offer;
  const pkg = offer.input.p;
  return {
    searchID: searchId,
    code: offer.code,
    pricing: {
      display: {
        total: { amount: money(price.total, currency) },
        serviceFee: money(price.serviceFee, currency),
        currency,
        perDay: money(Math.round((price.total - price.serviceFee) / offer.days), currency),
        breakdown: {
          dailyRate: money(price.dailyRate, currency),
          rental: money(price.rental, currency),
          youngDriverFee: money(price.youngDriverFee, currency),
          oneWayFee: money(price.oneWayFee, currency),
          campaignDiscount: money(price.campaignDiscount, currency),
        },
      },
    },
    period: { amount: offer.days, unit: "day" },
    details: {
      car: {
        vendor: {
          id: supplier.id,
          displayName: supplier.name,
          logo: `/api/v1/search-api/suppliers/${supplier.id}/logo.svg`,
          rating: ratingOf(supplier.review_count, supplier.review_average),
        },
        brand: model.brand,
        model: model.model,
        transmission: model.transmission,
        fuel: model.fuel,
        seatCount: model.seat_count,
        luggage: model.luggage,
        class: model.class,
        customClassName: CLASS_NAMES[model.class]?.[nameLanguage(request.language)] ?? model.class,
        carPackage: { name: pkg },
        rules: {
          rangeLimit:
            supplier.daily_range_km === null
              ? { unlimited: true, amount: null }
              : { unlimited: false, amount: supplier.daily_range_km * offer.days },
          deposit: { amount: money(offer.deposit, currency) },
          minimumAge: offer.minimumAge,
          minimumLicenceYears: supplier.min_licence_years,
          youngDriverAge: supplier.young_driver_age,
          creditReportRequired: supplier.credit_report_classes.split(",").includes(model.class),
        },
      },
    },
    appointment: {
      checkInDateTime: formatLocal(request.checkIn),
      checkOutDateTime: formatLocal(request.checkOut),
      checkInOffice: officeView(offer.pickup, request.checkInLocation),
      // A round trip returns to the pickup office; only a one-way rental names another office.
      returnToPickupOffice: offer.dropoff.id === offer.pickup.id,
      checkOutOffice: offer.dropoff.id === offer.pickup.id ? null : officeView(offer.dropoff, request.checkOutLocation),
    },
    campaignID: offer.campaign?.id ?? null,
    cancellationPolicy: carCancellationPolicy(
      {
        checkInEpoch: request.checkInEpoch,
        timeZone: offer.pickup.timezone,
        freeUntilHours: offer.supplier.free_cancel_hours,
        lateFeePermille: offer.supplier.late_cancel_fee_permille,
      },
      now,
    ),
  };
}
