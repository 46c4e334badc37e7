import type { OrderItem } from "~/lib/upstream-types";

/** A car rental as the change pages show it: the car and company, when and where. */
export interface Rental {
  readonly car: string;
  readonly vendor: string;
  readonly pickup: string;
  readonly dropoff: string;
  readonly pickupOffice: string;
  readonly returnOffice: string;
}

/** The rental of a car item, from its stored product (empty texts for a flight). */
export function rentalOf(item: OrderItem): Rental {
  if (item.product.type !== "car") {
    return { car: "", vendor: "", pickup: "", dropoff: "", pickupOffice: "", returnOffice: "" };
  }
  const { details, appointment } = item.product;
  return {
    car: `${details.car.brand} ${details.car.model}`,
    vendor: details.car.vendor.displayName,
    pickup: appointment.checkInDateTime.slice(0, 16),
    dropoff: appointment.checkOutDateTime.slice(0, 16),
    pickupOffice: appointment.checkInOffice.name,
    returnOffice: (appointment.checkOutOffice ?? appointment.checkInOffice).name,
  };
}
