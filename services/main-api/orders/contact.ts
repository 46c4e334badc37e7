import type { OrderRow } from "./model";

export interface Contact {
  email: string;
  phone: string;
  name: string;
}

/** Who hears about the booking: the driver, or a flight's contact (named after the first traveller). */
export function contactOf(order: OrderRow): Contact | undefined {
  if (!order.passengers) return undefined;
  const passengers = JSON.parse(order.passengers) as {
    driver?: { firstName: string; lastName: string; email: string; phone: string };
    contact?: { email: string; phone: string };
    passengers?: { firstName: string; lastName: string }[];
  };
  if (passengers.driver) {
    const { driver } = passengers;
    return { email: driver.email, phone: driver.phone, name: `${driver.firstName} ${driver.lastName}` };
  }
  const first = passengers.passengers?.[0];
  return passengers.contact && first
    ? { ...passengers.contact, name: `${first.firstName} ${first.lastName}` }
    : undefined;
}
