import type { OrderItem } from "~/lib/upstream-types";

/** What the traveller was charged, as the payment API computed it (the plan's total with its interest). */
export interface ChargedAmount {
  readonly total: number;
  readonly currency: string;
  readonly installments: number;
  readonly perInstallment: number;
}

interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** From the payment API's answer (shared/contract/main-api/payments.ts paymentResponse). */
export function chargedAmount(payment: {
  readonly chargedTotal: Money;
  readonly perInstallment: Money;
  readonly installments: number;
}): ChargedAmount {
  return {
    total: payment.chargedTotal.amount,
    currency: payment.chargedTotal.currency,
    installments: payment.installments,
    perInstallment: payment.perInstallment.amount,
  };
}

/** The pickup and return offices' time zones: their times are wall-clock times there. */
export interface OfficeTimeZones {
  readonly pickup: string;
  readonly dropoff: string;
}

export function officeTimeZones(item: OrderItem): OfficeTimeZones | null {
  const appointment = item.product.type === "car" ? item.product.appointment : undefined;
  const pickup = appointment?.checkInOffice.openingHours?.timeZone;
  if (!pickup) return null;
  return { pickup, dropoff: appointment.checkOutOffice?.openingHours?.timeZone ?? pickup };
}
