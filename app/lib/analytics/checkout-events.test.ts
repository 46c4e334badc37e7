import { describe, expect, it } from "vitest";
import {
  addPaymentInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  type CartLine,
  purchaseEvents,
  viewItemEvent,
} from "./checkout-events";

const LINE: CartLine = {
  code: "C0Q7NB5F03ZFYBS",
  name: "Dacia Sandero",
  vendor: "Mavi Yol",
  carClass: "economy",
  carPackage: "basePackage",
  price: 299460,
  currency: "TRY",
  extras: [{ code: "baby-seat", name: "Baby seat", quantity: 2, total: 96000 }],
};

describe("booking analytics", () => {
  it("reports prices in major units, the car and each extra as items", () => {
    const { ecommerce } = addToCartEvent(LINE) as unknown as {
      ecommerce: { value: number; items: Record<string, unknown>[] };
    };
    expect(ecommerce.value).toBe(3954.6);
    expect(ecommerce.items).toEqual([
      {
        item_id: "C0Q7NB5F03ZFYBS",
        item_name: "Dacia Sandero",
        item_brand: "Mavi Yol",
        item_category: "economy",
        item_variant: "basePackage",
        price: 2994.6,
        quantity: 1,
      },
      {
        item_id: "baby-seat",
        item_name: "Baby seat",
        item_brand: "Mavi Yol",
        item_category: "extra",
        price: 480,
        quantity: 2,
      },
    ]);
  });

  it("names each step's event, with the coupon and installments where known", () => {
    expect(viewItemEvent({ ...LINE, extras: [] })).toMatchObject({
      event: "view_item",
      ecommerce: { value: 2994.6, currency: "TRY" },
    });
    expect(beginCheckoutEvent(LINE, "YAZ10")).toMatchObject({
      event: "begin_checkout",
      ecommerce: { coupon: "YAZ10" },
    });
    expect(beginCheckoutEvent(LINE, null).ecommerce).not.toHaveProperty("coupon");
    expect(addPaymentInfoEvent(LINE, 3)).toMatchObject({
      event: "add_payment_info",
      ecommerce: { payment_type: "creditCard", installments: 3 },
    });
  });

  it("reports the purchase by reservation id with what was paid, and the checkout's pickup country", () => {
    const [purchase, completed] = purchaseEvents(LINE, {
      reservationId: "RG-7K3M-9QXD",
      paid: 355914,
      coupon: null,
      pickupCountry: "TR",
    });
    expect(purchase).toMatchObject({
      event: "purchase",
      ecommerce: { transaction_id: "RG-7K3M-9QXD", value: 3559.14, currency: "TRY" },
    });
    expect(completed).toEqual({ event: "checkout_completed", rezid: "RG-7K3M-9QXD", pickup_country: "TR" });
  });
});
