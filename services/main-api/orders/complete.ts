import { SHOP_TIME_ZONE } from "../../../shared/dates";
import { deliver, type MessageSender } from "../accounts/sender";
import type { PaymentProvider } from "../payments/provider";
import { settleReplacedItems } from "./change";
import type { ItemRow, OrderRow } from "./model";
import type { StoredFlightProduct } from "../../../shared/contract/main-api/orders";
import { newReservationId } from "./reservation-id";
import { orderCharged, proportionalShares, type Charged } from "../payments/charged";
import { formatZonedLocal } from "../shared/local-time";
import { LANGUAGE_TAGS, type NameLanguage, nameLanguage } from "../../../shared/names";
import { DOCUMENT_TEXTS } from "../documents/texts";
import { CONFIRMATION_TEXTS } from "./confirmation-texts";
import { fillText } from "../shared/fill-text";
import { formatTextMoney } from "../shared/text-money";
import { campaignDiscount, findCampaign } from "./campaign";
import { loadItems, orderTotals } from "./store";
import { type BookingLinks, bookingLinks } from "./booking-links";
import { type Contact, contactOf } from "./contact";

/** Where RotaGo sells from: the zone of times that belong to no office. */

/** The invoice line of an installment plan's interest, in the order's language. */
function surchargeDescription(installments: number, language: NameLanguage): string {
  return DOCUMENT_TEXTS[language].invoice.installmentSurcharge(
    new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(installments),
  );
}

/** VAT on travel services (simplified: the whole price, 20 %). */
const VAT_PERCENT = 20;

interface OfficeTime {
  name: string;
  openingHours?: { timeZone?: string };
}

function describe(item: ItemRow, language: NameLanguage): string {
  const product = JSON.parse(item.product) as {
    details?: {
      car?: {
        brand: string;
        model: string;
        appointment: {
          checkInDateTime: string;
          checkOutDateTime: string;
          checkInOffice: OfficeTime;
          checkOutOffice?: OfficeTime | null;
        };
      };
    };
    segments?: StoredFlightProduct["segments"];
  };
  const car = product.details?.car;
  if (car) {
    // Office times are wall-clock times of the office: shown as such, with the office's zone named.
    const { appointment } = car;
    const pickupZone = appointment.checkInOffice.openingHours?.timeZone ?? SHOP_TIME_ZONE;
    const returnZone = appointment.checkOutOffice?.openingHours?.timeZone ?? pickupZone;
    const when = `${formatZonedLocal(appointment.checkInDateTime, pickupZone, language)} – ${formatZonedLocal(appointment.checkOutDateTime, returnZone, language)}`;
    return `${car.brand} ${car.model}, ${appointment.checkInOffice.name}, ${when}`;
  }
  return (product.segments ?? [])
    .map(
      (segment) =>
        `${segment.flightNumber} ${segment.origin.code}→${segment.destination.code} ${segment.departure.replace("T", " ")}`,
    )
    .join(", ");
}

/** "₺3.914,98 (3 taksit × ₺1.304,99)": the charged total, with the plan when there is one. */
export function chargedText(charged: Charged, currency: string, language: NameLanguage): string {
  const total = formatTextMoney(charged.total, currency, language);
  if (charged.installments <= 1) return total;
  const each = formatTextMoney(charged.perInstallment, currency, language);
  return fillText(CONFIRMATION_TEXTS[language].installments, { total, count: charged.installments, each });
}

/** The confirmation e-mail and SMS in the booking's language (any of the 14; English for another). */
function confirmation(
  order: OrderRow,
  items: readonly ItemRow[],
  reservationId: string,
  charged: Charged,
  contact: Contact,
  links: BookingLinks,
) {
  const language = nameLanguage(order.language);
  const texts = CONFIRMATION_TEXTS[language];
  const values = {
    name: contact.name,
    reservationId,
    lines: items.map((item) => `• ${describe(item, language)}`).join("\n"),
    amount: chargedText(charged, order.currency, language),
    document: `/api/v1/order-api/order/${order.id}/documents/voucher.pdf`,
    // The page opens for the account of this e-mail or phone; without signing in, find it by number and e-mail.
    page: links.page,
    find: links.find,
  };
  return {
    email: { subject: fillText(texts.subject, values), body: fillText(texts.body, values) },
    sms: fillText(texts.sms, values),
  };
}

/** An invoice line of a VAT-inclusive amount: the VAT is carved out of it. */
function invoiceLine(description: string, total: number) {
  const vatAmount = Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT));
  return { description, quantity: 1, unitPrice: total - vatAmount, vatRate: VAT_PERCENT, vatAmount, total };
}

/**
 * Completes a paid order exactly once, however many callers race: the one whose reservation id
 * lands does everything else (items kept for good, invoice, confirmation e-mail and SMS, the
 * buyer's purchase count); every statement of the others finds it is not theirs and does nothing.
 */
export async function completeOrder(
  db: D1Database,
  sender: MessageSender,
  orderId: string,
  now: number,
  provider?: PaymentProvider,
): Promise<void> {
  const order = await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(orderId).first<OrderRow>();
  if (!order || order.status !== "open") return;
  const items = (await loadItems(db, orderId)).filter((item) => item.status === "reserved");
  const totals = await orderTotals(db, order, items);
  const reservationId = newReservationId();
  const mine = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND reservation_id = ?2)";
  const contact = contactOf(order);
  // What was paid for each item: its price less its campaign discount (refunds are measured against it).
  const campaign = order.campaign_code
    ? ((await findCampaign(db, order.campaign_code, order))?.campaign ?? null)
    : null;
  const paidOf = new Map(items.map((item) => [item.id, item.price_total - campaignDiscount(campaign, item)]));
  // What the bank and the wallet were charged: the cash price plus any installment plan's interest.
  const charged = await orderCharged(db, orderId);
  const language = nameLanguage(order.language);
  const links = bookingLinks(sender.shopOrigins, order, reservationId, items);
  const messages = contact ? confirmation(order, items, reservationId, charged, contact, links) : undefined;
  const emailId = crypto.randomUUID();
  const smsId = crypto.randomUUID();
  const year = new Date(now).getUTCFullYear();
  const cash = totals.total;
  const shares = proportionalShares(
    items.map((item) => item.price_total),
    cash,
  );
  const lines = items.map((item, index) => invoiceLine(describe(item, language), shares[index] ?? 0));
  if (cash > 0 && charged.surcharge > 0)
    lines.push(invoiceLine(surchargeDescription(charged.installments, language), charged.surcharge));
  const grand = lines.reduce((sum, line) => sum + line.total, 0);
  const vat = lines.reduce((sum, line) => sum + line.vatAmount, 0);
  await db.batch([
    db
      .prepare(
        "UPDATE orders SET status = 'completed', reservation_id = ?2, completed_at = ?3, updated_at = ?3 WHERE id = ?1 AND status = 'open'",
      )
      .bind(orderId, reservationId, now),
    db
      .prepare(
        `UPDATE issued_campaign_codes SET used_order_id = ?1
         WHERE code = (SELECT campaign_code FROM orders WHERE id = ?1) AND used_order_id IS NULL AND ${mine}`,
      )
      .bind(orderId, reservationId),
    ...items.map((item) =>
      db
        .prepare(
          `UPDATE order_items SET paid_total = ?4, hold_expires_at = NULL, updated_at = ?3 WHERE id = ?5 AND order_id = ?1 AND status = 'reserved' AND ${mine}`,
        )
        .bind(orderId, reservationId, now, paidOf.get(item.id) ?? item.price_total, item.id),
    ),
    db
      .prepare(
        `UPDATE users SET purchase_count = purchase_count + 1, last_purchase_at = ?3 WHERE id = (SELECT created_by FROM orders WHERE id = ?1) AND ${mine}`,
      )
      .bind(orderId, reservationId, now),
    db
      .prepare(
        `INSERT INTO invoice_counters (year, last) SELECT ?3, 1 WHERE ${mine} ON CONFLICT (year) DO UPDATE SET last = last + 1`,
      )
      .bind(orderId, reservationId, year),
    db
      .prepare(
        `INSERT INTO invoices (id, number, order_id, organization_id, issued_at, buyer, lines, subtotal, vat_total, grand_total, currency, micro_try_per_unit)
         SELECT ?3, 'RGA' || printf('%04d%09d', ?4, (SELECT last FROM invoice_counters WHERE year = ?4)), ?1, organization_id, ?5, COALESCE(billing, '{}'), ?6, ?7, ?8, ?9, currency,
                (SELECT micro_try FROM exchange_rates WHERE exchange_rates.currency = orders.currency AND orders.currency <> 'TRY')
         FROM orders WHERE id = ?1 AND reservation_id = ?2 AND ?9 > 0`,
      )
      .bind(orderId, reservationId, crypto.randomUUID(), year, now, JSON.stringify(lines), grand - vat, vat, grand),
    ...(messages && contact
      ? [
          db
            .prepare(
              `INSERT INTO outbox (id, channel, destination, template, subject, body, created_at)
               SELECT ?3, 'email', ?4, 'booking-confirmed', ?5, ?6, ?7 WHERE ${mine}`,
            )
            .bind(orderId, reservationId, emailId, contact.email, messages.email.subject, messages.email.body, now),
          db
            .prepare(
              `INSERT INTO outbox (id, channel, destination, template, subject, body, created_at)
               SELECT ?3, 'sms', ?4, 'booking-confirmed', NULL, ?5, ?6 WHERE ${mine}`,
            )
            .bind(orderId, reservationId, smsId, contact.phone, messages.sms, now),
        ]
      : []),
  ]);
  const won = await db
    .prepare("SELECT reservation_id FROM orders WHERE id = ?1")
    .bind(orderId)
    .first<{ reservation_id: string }>();
  if (won?.reservation_id !== reservationId) return;
  // A change of a booking gives up the items it replaces (and refunds a lower price).
  if (provider && items.some((item) => item.replaces_item)) await settleReplacedItems(db, provider, order, now);
  if (!messages || !contact) return;
  await deliver(
    db,
    sender,
    {
      id: emailId,
      channel: "email",
      destination: contact.email,
      subject: messages.email.subject,
      body: messages.email.body,
    },
    now,
  );
  await deliver(
    db,
    sender,
    {
      id: smsId,
      channel: "sms",
      destination: contact.phone,
      subject: null,
      body: messages.sms,
    },
    now,
  );
}
