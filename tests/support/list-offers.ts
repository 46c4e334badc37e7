import type { ListCar, ListOffer, ListOffice, ListVendor } from "~/lib/list-offer";

/** What a test says about an offer in the results list; the rest is an ordinary economy car. */
export type ListOfferPatch = Partial<Omit<ListOffer, "car" | "vendor" | "office">> & {
  readonly car?: Partial<ListCar>;
  readonly vendor?: Partial<ListVendor>;
  readonly office?: Partial<ListOffice>;
};

/** An offer of the results list (ListOffer), three days, prices in TRY unless the patch says. */
export function listOffer(patch: ListOfferPatch = {}): ListOffer {
  const lira = (amount: number) => ({ amount, currency: "TRY" });
  const { car, vendor, office, ...rest } = patch;
  return {
    code: "C00000000000000",
    packageName: "basePackage",
    days: 3,
    total: lira(200_000),
    perDay: lira(66_667),
    serviceFee: lira(5_000),
    deposit: lira(200_000),
    mileage: { unlimited: true },
    oneWay: false,
    campaign: null,
    cancellation: { freeUntil: "2027-03-09T10:00", lateFeePermille: 250 },
    ...rest,
    car: {
      brand: "Fiat",
      model: "Egea",
      class: "economy",
      className: "Ekonomik",
      transmission: "manual",
      fuel: "diesel",
      seats: 5,
      luggage: 2,
      ...car,
    },
    vendor: {
      id: "anadolu-rent",
      name: "Anadolu Rent",
      logo: "/x.svg",
      rating: { point: 8, participants: 100 },
      ...vendor,
    },
    office: { name: "Ofis", distanceKm: 2, deliveryType: "in-terminal", ...office },
  };
}
