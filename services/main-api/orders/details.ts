import { ApiError, invalidRequest } from "../errors";
import {
  agreementRequest,
  billingRequest,
  driverRequest,
  flightPassengersRequest,
  MARKETING_AGREEMENTS,
  optionsRequest,
  REQUIRED_AGREEMENTS,
} from "../../../shared/contract/main-api/orders";
import type { ConsentChannel } from "../../../shared/contract/main-api/accounts";
import type { ItemRow, OrderRow } from "./model";

function ageOn(birthDate: string, at: number): number {
  const birth = new Date(`${birthDate}T00:00:00Z`);
  const day = new Date(at);
  let age = day.getUTCFullYear() - birth.getUTCFullYear();
  if (
    day.getUTCMonth() < birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate())
  )
    age--;
  return age;
}

/**
 * The driver (car rental) or every traveller (flight), with what the supplier or airline needs.
 * The driver must meet the car's minimum age on the pickup day; travellers must match the
 * search's passenger counts.
 */
export function parsePassengers(body: unknown, items: readonly ItemRow[]) {
  const active = items.find((item) => item.status === "pending" || item.status === "reserved");
  if (!active) throw new ApiError("ORDER_INCOMPLETE", "Add a car or a flight before the passengers");
  if (active.kind === "car") {
    const parsed = driverRequest.safeParse(body);
    if (!parsed.success) throw invalidRequest("Invalid driver", parsed.error);
    const product = JSON.parse(active.product) as {
      details: { car: { rules: { minimumAge: number } } };
      appointment?: { checkInDateTime?: string };
    };
    const inventory = JSON.parse(active.inventory) as { checkInEpoch: number };
    // The pickup day at the office (Istanbul time): a 01:00 pickup is that day, not the UTC day before.
    const localDay = product.appointment?.checkInDateTime?.slice(0, 10);
    const pickupDay = localDay ? Date.parse(`${localDay}T12:00:00Z`) : inventory.checkInEpoch;
    const age = ageOn(parsed.data.driver.birthDate, Number.isNaN(pickupDay) ? inventory.checkInEpoch : pickupDay);
    const minimum = product.details.car.rules.minimumAge;
    if (age < minimum || age > 99) {
      throw new ApiError("INVALID_AGE", `The driver must be at least ${minimum} on the pickup day`, [
        { field: "driver.birthDate", message: `at least ${minimum} years old` },
      ]);
    }
    return parsed.data;
  }
  const parsed = flightPassengersRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid passengers", parsed.error);
  const product = JSON.parse(active.product) as { passengers: { type: string; count: number }[] };
  for (const { type, count } of product.passengers) {
    const given = parsed.data.passengers.filter((passenger) => passenger.type === type).length;
    if (given !== count) {
      throw new ApiError("INVALID_REQUEST", `This booking is for ${count} ${type} passenger(s)`, [
        { field: "passengers", message: `${count} ${type}` },
      ]);
    }
  }
  return parsed.data;
}

export function parseBilling(body: unknown) {
  const parsed = billingRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid invoice details", parsed.error);
  return parsed.data;
}

export function parseAgreements(body: unknown, now: number) {
  const parsed = agreementRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid agreements", parsed.error);
  const at = new Date(now).toISOString();
  return Object.fromEntries(parsed.data.accepted.map((id) => [id, at]));
}

/** The channels an accepted list gives marketing permission for (the older "marketing" box: both). */
export function marketingChannels(body: unknown): ConsentChannel[] {
  const parsed = agreementRequest.safeParse(body);
  if (!parsed.success) return [];
  const accepted = new Set<string>(parsed.data.accepted);
  return (Object.entries(MARKETING_AGREEMENTS) as [keyof typeof MARKETING_AGREEMENTS, ConsentChannel][])
    .filter(([agreement]) => accepted.has(agreement) || accepted.has("marketing"))
    .map(([, channel]) => channel);
}

export function parseOptions(body: unknown) {
  const parsed = optionsRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid order options", parsed.error);
  return parsed.data;
}

/** Everything the purchase needs before payment; names what is missing. */
export function assertReadyToPay(order: OrderRow, items: readonly ItemRow[]): void {
  const missing: string[] = [];
  if (!items.some((item) => item.status === "pending" || item.status === "reserved")) missing.push("items");
  if (!order.passengers) missing.push("passengers");
  if (!order.billing) missing.push("billing");
  const accepted = order.agreements ? (JSON.parse(order.agreements) as Record<string, string>) : {};
  for (const agreement of REQUIRED_AGREEMENTS) if (!accepted[agreement]) missing.push(`agreement:${agreement}`);
  if (missing.length > 0)
    throw new ApiError("ORDER_INCOMPLETE", `Missing before payment: ${missing.join(", ")}`, { missing });
}
