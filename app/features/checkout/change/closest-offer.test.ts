import { describe, expect, it } from "vitest";
import { closestOffer } from "./change-offer.server";

const car = (
  vendor: string,
  brand: string,
  model: string,
  carClass: string,
  price: number,
  code = `${vendor}-${model}-${price}`,
) => ({
  code,
  details: { car: { vendor: { id: vendor }, brand, model, class: carClass } },
  pricing: { display: { total: { amount: { amount: price } } } },
});

const booked = { vendor: { id: "mavi" }, brand: "Renault", model: "Clio", class: "economy" };

describe("the new offer for a changed rental", () => {
  it("is the same car of the same company, the cheapest of them", () => {
    const offers = [
      car("mavi", "Fiat", "Egea", "economy", 900),
      car("mavi", "Renault", "Clio", "economy", 1500),
      car("mavi", "Renault", "Clio", "economy", 1200),
      car("other", "Renault", "Clio", "economy", 800),
    ];
    expect(closestOffer(booked, offers)?.code).toBe("mavi-Clio-1200");
  });

  it("else the same class of the same company, else the same class anywhere", () => {
    expect(
      closestOffer(booked, [car("mavi", "Fiat", "Egea", "economy", 900), car("other", "Opel", "Corsa", "economy", 700)])
        ?.code,
    ).toBe("mavi-Egea-900");
    expect(
      closestOffer(booked, [car("mavi", "BMW", "X5", "suv", 5000), car("other", "Opel", "Corsa", "economy", 700)])
        ?.code,
    ).toBe("other-Corsa-700");
  });

  it("is none when no car of the class is free", () => {
    expect(closestOffer(booked, [car("mavi", "BMW", "X5", "suv", 5000)])).toBeUndefined();
    expect(closestOffer(booked, [])).toBeUndefined();
  });
});
