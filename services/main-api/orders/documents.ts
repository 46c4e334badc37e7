import type { CarVoucherData, FlightTicketData, Fuel, InvoiceData, Transmission } from "../documents/types";
import { freeCancellationEnds } from "../car/cancellation";
import { ApiError } from "../errors";
import { type Charged, orderCharged, proportionalShares } from "../payments/charged";
import { formatLocal, formatZonedLocal, toLocal } from "../shared/local-time";
import { DOCUMENT_TEXTS } from "../documents/texts";
import { LANGUAGE_TAGS, type NameLanguage, nameLanguage } from "../../../shared/names";
import { cancelPolicy } from "./cancel";
import { chargedText } from "./complete";
import { type CarInventory, type ItemRow, type OrderRow, ticketingOf } from "./model";
import { storedFlightProduct } from "../../../shared/contract/main-api/orders";

export type DocumentKind = "voucher" | "ticket" | "invoice";

const SELLER = {
  title: "RotaGo Seyahat ve Teknoloji A.Ş.",
  taxOffice: "Zincirlikuyu",
  taxNumber: "7350123456",
  mersis: "0735012345600015",
  address: "Büyükdere Cad. No:199, 34394 Şişli/İstanbul",
};

interface CarProduct {
  details: {
    car: {
      vendor: { id: string; displayName: string };
      brand: string;
      model: string;
      class: string;
      transmission: Transmission;
      fuel: Fuel;
      seatCount: number;
      carPackage: { name: string };
      rules: {
        rangeLimit: { unlimited: boolean; amount: number | null };
        deposit: { amount: { amount: number; currency: string } };
        minimumLicenceYears: number;
      };
      appointment: {
        checkInDateTime: string;
        checkOutDateTime: string;
        returnToPickupOffice: boolean;
        checkInOffice: Office;
        checkOutOffice: Office | null;
      };
    };
  };
  packages: { name: string; selected: boolean; includes: string[] }[];
}
interface Office {
  name: string;
  phone: string;
  address: { line: string; adm2: string; adm1: string };
  openingHours: { opens: string; closes: string; timeZone: string };
}

const officeOf = (office: Office) => ({
  name: office.name,
  phone: office.phone,
  address: `${office.address.line}, ${office.address.adm2}/${office.address.adm1}`,
  openingHours: `${office.openingHours.opens}–${office.openingHours.closes}`,
});

interface Person {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  birthDate?: string;
  type?: string;
  title?: string;
}

type PaymentCard = { card_brand: string | null; card_last4: string | null } | null;

/** How it was paid: the card (and its installment plan with the per-installment amount) or the wallet. */
function paymentSummary(payment: PaymentCard, charged: Charged, currency: string, language: NameLanguage) {
  if (!payment?.card_last4) return DOCUMENT_TEXTS[language].booking.wallet;
  const card = `${(payment.card_brand ?? "card").toUpperCase()} •••• ${payment.card_last4}`;
  if (charged.installments <= 1) return card;
  return `${card}, ${chargedText(charged, currency, language)}`;
}

const percentOf = (permille: number, language: NameLanguage) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: "percent", maximumFractionDigits: 1 }).format(
    permille / 1000,
  );

/**
 * The rental's cancellation rule as the voucher states it: free until a time at the pickup office
 * (its zone named), what cancelling costs after that, and the no-show rule.
 */
function voucherCancellationText(
  car: Pick<CarInventory, "checkInEpoch" | "cancellation">,
  timeZone: string,
  language: NameLanguage,
): string {
  const { freeUntilHours, lateFeePermille } = car.cancellation;
  const t = DOCUMENT_TEXTS[language].booking;
  const deadline = formatZonedLocal(
    formatLocal(toLocal(freeCancellationEnds(car.checkInEpoch, freeUntilHours), timeZone)),
    timeZone,
    language,
  );
  const afterFree = freeUntilHours > 0;
  const late =
    lateFeePermille >= 1000 ? t.lateNothingBack(afterFree) : t.lateFee(percentOf(lateFeePermille, language), afterFree);
  return [...(afterFree ? [t.freeUntil(deadline)] : []), late, t.noShow].join(" ");
}

/** What was taken for one item: its paid price and its part of the order's installment interest. */
interface ItemCharge {
  readonly item: ItemRow;
  readonly paid: number;
  readonly payment: PaymentCard;
  readonly charged: Charged;
}

function carVoucher(order: OrderRow, { item, paid, payment, charged }: ItemCharge, now: number): CarVoucherData {
  const language = nameLanguage(order.language);
  const product = JSON.parse(item.product) as CarProduct;
  const car = product.details.car;
  const { driver } = JSON.parse(order.passengers ?? "{}") as {
    driver: Required<Pick<Person, "firstName" | "lastName" | "email" | "phone">> & Person;
  };
  const pickup = car.appointment.checkInOffice;
  const policy = cancelPolicy(item, now);
  const inventory = JSON.parse(item.inventory) as CarInventory;
  const selected = product.packages.find((entry) => entry.selected);
  return {
    language,
    reservationId: order.reservation_id!,
    issuedAt: new Date(order.completed_at ?? now).toISOString(),
    driver: {
      firstName: driver.firstName,
      lastName: driver.lastName,
      email: driver.email,
      phone: driver.phone,
      ...(driver.birthDate ? { birthDate: driver.birthDate } : {}),
    },
    supplier: { id: car.vendor.id, name: car.vendor.displayName, phone: pickup.phone },
    pickupOffice: officeOf(pickup),
    dropoffOffice: officeOf(car.appointment.checkOutOffice ?? pickup),
    pickupDateTime: car.appointment.checkInDateTime,
    dropoffDateTime: car.appointment.checkOutDateTime,
    timeZone: pickup.openingHours.timeZone,
    car: {
      brand: car.brand,
      model: car.model,
      className: car.class,
      transmission: car.transmission,
      fuel: car.fuel,
      seats: car.seatCount,
    },
    carPackage: car.carPackage.name,
    packageIncludes: selected?.includes ?? [],
    extras: (JSON.parse(item.children) as { name?: string; code: string; quantity: number; total?: number }[]).map(
      (child) => ({
        code: child.code,
        ...(child.name ? { name: child.name } : {}),
        quantity: child.quantity,
        total: { amount: child.total ?? 0, currency: item.currency },
      }),
    ),
    deposit: car.rules.deposit.amount,
    mileage: car.rules.rangeLimit.unlimited
      ? { unlimited: true }
      : { unlimited: false, km: car.rules.rangeLimit.amount ?? 0 },
    totalPaid: { amount: paid, currency: item.currency },
    paymentSummary: paymentSummary(payment, charged, item.currency, language),
    minLicenceYears: car.rules.minimumLicenceYears,
    cancellationPolicy: policy.eligible
      ? voucherCancellationText(inventory, pickup.openingHours.timeZone, language)
      : DOCUMENT_TEXTS[language].booking.cannotCancel,
  };
}

/** The e-ticket: every passenger, and every segment of the booking's flights (a round trip's two). */
function flightTicket(order: OrderRow, flights: readonly ItemCharge[], now: number): FlightTicketData {
  const language = nameLanguage(order.language);
  const products = flights.map(({ item }) => storedFlightProduct.parse(JSON.parse(item.product)));
  const { passengers } = JSON.parse(order.passengers ?? "{}") as { passengers: Person[] };
  const ticketing = ticketingOf(
    order,
    flights.map(({ item }) => item),
  )!;
  // A round trip's brands may differ; the rules printed are the stricter of the two.
  const refundable = products.every((product) => product.selectedBrand.refundable);
  const changeable = products.every((product) => product.selectedBrand.changeable);
  const rules = DOCUMENT_TEXTS[language].ticket;
  const first = flights[0]!;
  return {
    language,
    reservationId: order.reservation_id!,
    pnr: ticketing.pnr,
    issuedAt: new Date(order.completed_at ?? now).toISOString(),
    passengers: passengers.map((passenger, index) => ({
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      type: passenger.type === "infant" ? "infant" : passenger.type === "child" ? "child" : "adult",
      ...(passenger.title ? { title: passenger.title } : {}),
      ticketNumber: ticketing.tickets[index]?.ticketNumber ?? "",
    })),
    segments: products.flatMap((product) =>
      product.segments.map((segment) => ({
        airline: { name: segment.marketingAirline.displayName, code: segment.marketingAirline.code },
        flightNumber: segment.flightNumber,
        origin: { code: segment.origin.code, city: segment.origin.cityName, airport: segment.origin.name },
        destination: {
          code: segment.destination.code,
          city: segment.destination.cityName,
          airport: segment.destination.name,
        },
        departure: segment.departure,
        arrival: segment.arrival,
        cabin: product.cabinType,
        brandName: product.selectedBrand.name,
        baggage: { checkedKg: product.selectedBrand.checkedBaggageKg, cabinKg: product.selectedBrand.cabinBaggageKg },
      })),
    ),
    totalPaid: { amount: flights.reduce((sum, flight) => sum + flight.paid, 0), currency: first.item.currency },
    paymentSummary: paymentSummary(first.payment, first.charged, first.item.currency, language),
    fareRules: [
      refundable ? rules.refundable : rules.nonRefundable,
      changeable ? rules.changeable : rules.notChangeable,
    ],
  };
}

interface InvoiceRow {
  id: string;
  number: string;
  issued_at: number;
  buyer: string;
  lines: string;
  subtotal: number;
  vat_total: number;
  grand_total: number;
  currency: string;
  micro_try_per_unit: number | null;
}

/** The rental company of the order's booked car, if it has one: the invoice names it. */
function rentalCompanyOf(car: ItemRow | undefined): InvoiceData["rentalCompany"] {
  if (!car) return undefined;
  const { vendor } = (JSON.parse(car.product) as CarProduct).details.car;
  return { id: vendor.id, name: vendor.displayName };
}

function invoice(
  order: OrderRow,
  row: InvoiceRow,
  payment: PaymentCard,
  charged: Charged,
  car: ItemRow | undefined,
): InvoiceData {
  const rentalCompany = rentalCompanyOf(car);
  const language = nameLanguage(order.language);
  const buyer = JSON.parse(row.buyer) as {
    type?: "individual" | "corporate";
    firstName?: string;
    lastName?: string;
    tckn?: string;
    passportNo?: string;
    companyTitle?: string;
    taxNumber?: string;
    taxOffice?: string;
    email?: string;
    address?: { line: string; city: string; country: string };
  };
  const address = buyer.address ? `${buyer.address.line}, ${buyer.address.city} ${buyer.address.country}` : "-";
  const money = (amount: number) => ({ amount, currency: row.currency });
  const lines = JSON.parse(row.lines) as {
    description: string;
    quantity: number;
    unitPrice: number;
    vatRate: number;
    vatAmount: number;
    total: number;
  }[];
  return {
    language,
    invoiceNumber: row.number,
    ettn: row.id,
    issueDate: new Date(row.issued_at).toISOString(),
    reservationId: order.reservation_id!,
    seller: SELLER,
    ...(rentalCompany ? { rentalCompany } : {}),
    buyer:
      buyer.type === "corporate"
        ? {
            type: "corporate",
            companyTitle: buyer.companyTitle ?? "-",
            vkn: buyer.taxNumber ?? "-",
            taxOffice: buyer.taxOffice ?? "-",
            address,
            email: buyer.email ?? "-",
          }
        : {
            type: "individual",
            name: `${buyer.firstName ?? ""} ${buyer.lastName ?? ""}`.trim() || "-",
            ...(buyer.tckn ? { tckn: buyer.tckn } : {}),
            ...(buyer.passportNo ? { passportNo: buyer.passportNo } : {}),
            address,
            email: buyer.email ?? "-",
          },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      vatRate: line.vatRate,
      vatAmount: money(line.vatAmount),
      total: money(line.total - line.vatAmount),
    })),
    subtotal: money(row.subtotal),
    vatTotal: money(row.vat_total),
    grandTotal: money(row.grand_total),
    paymentMethod: paymentSummary(payment, charged, row.currency, language),
    ...(row.micro_try_per_unit !== null && row.currency !== "TRY" ? { microTryPerUnit: row.micro_try_per_unit } : {}),
  };
}

/**
 * A completed order's document as a PDF: the car rental voucher, the flight e-ticket or the
 * invoice. The renderers are loaded on demand: they carry a PDF library and a font.
 */
export async function renderOrderDocument(
  db: D1Database,
  order: OrderRow,
  items: readonly ItemRow[],
  kind: DocumentKind,
  now: number,
) {
  if (order.status === "open" || !order.reservation_id)
    throw new ApiError("ORDER_INCOMPLETE", "Documents exist once the booking is complete", { missing: ["payment"] });
  const payment = await db
    .prepare(
      "SELECT card_brand, card_last4 FROM payments WHERE order_id = ?1 AND status = 'succeeded' AND card_last4 IS NOT NULL ORDER BY amount DESC LIMIT 1",
    )
    .bind(order.id)
    .first<{ card_brand: string | null; card_last4: string | null }>();
  const charged = await orderCharged(db, order.id);
  const booked = items.filter((item) => item.status === "reserved" || item.status === "cancelled");
  // Each booked item's paid price plus its part of the plan's interest: what the traveller paid for it.
  const surcharges = proportionalShares(
    booked.map((item) => item.paid_total),
    charged.surcharge,
  );
  const chargeOf = (item: ItemRow): ItemCharge => ({
    item,
    paid: item.paid_total + (surcharges[booked.indexOf(item)] ?? 0),
    payment,
    charged,
  });
  const car = booked.find((item) => item.kind === "car");
  if (kind === "invoice") {
    const row = await db
      .prepare("SELECT * FROM invoices WHERE order_id = ?1 ORDER BY issued_at LIMIT 1")
      .bind(order.id)
      .first<InvoiceRow>();
    if (!row) throw new ApiError("ORDER_INCOMPLETE", "No invoice for this order yet");
    const { renderInvoice } = await import("../documents/invoice");
    return {
      bytes: await renderInvoice(invoice(order, row, payment, charged, car)),
      filename: `${row.number}.pdf`,
    };
  }
  const flights = booked.filter((item) => item.kind === "flight");
  if (kind === "voucher" && car) {
    const { renderCarVoucher } = await import("../documents/car-voucher");
    return {
      bytes: await renderCarVoucher(carVoucher(order, chargeOf(car), now)),
      filename: `${order.reservation_id}-voucher.pdf`,
    };
  }
  if ((kind === "ticket" || kind === "voucher") && flights.length > 0) {
    const { renderFlightTicket } = await import("../documents/flight-ticket");
    return {
      bytes: await renderFlightTicket(flightTicket(order, flights.map(chargeOf), now)),
      filename: `${order.reservation_id}-e-ticket.pdf`,
    };
  }
  throw new ApiError("ITEM_NOT_FOUND", "This booking has no such document");
}
