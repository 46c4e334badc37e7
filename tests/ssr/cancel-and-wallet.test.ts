import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { garbagePost } from "../../app/lib/forms/garbage-post.test-support";
import { Jar } from "../support/cookie-jar";
import { cardFor } from "../support/order-fixtures";
import { getPage, postForm } from "../support/plain-browser";
import { seedInventory } from "../support/seed-inventory";
import { orderReadyToPay, shopApi } from "../support/shop-api";
import { signedIn } from "../support/sign-in";

beforeAll(() => seedInventory(env.DB));

async function paidCar(jar: Jar, pickupInDays: number): Promise<{ orderId: string; total: number }> {
  const ready = await orderReadyToPay(jar, { pickupInDays, language: "en" });
  const { payment } = await shopApi<{ payment: { status: string } }>(jar, "POST", "/payment-api/payments/charge", {
    orderId: ready.orderId,
    idempotencyKey: crypto.randomUUID(),
    card: cardFor("4543600000000003"),
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("succeeded");
  return ready;
}

const orderStatus = async (jar: Jar, orderId: string) =>
  (await shopApi<{ order: { status: string } }>(jar, "GET", `/order-api/order/${orderId}`)).order.status;

describe("cancelling a car booking without JavaScript", () => {
  it("shows the preview, asks for confirmation, then cancels to the card (no wallet for an anonymous visitor)", async () => {
    const jar = new Jar();
    const { orderId } = await paidCar(jar, 22);
    const path = `/en/reservation/cancel/car?orderId=${orderId}`;
    const page = await (await getPage(jar, path)).text();
    expect(page).toContain("Your refund if you cancel now");
    expect(page).toContain("Back to the card you paid with, within 10 business days");
    expect(page).not.toContain('type="radio"');
    expect(page).toContain('<meta name="robots" content="noindex"/>');

    const confirm = await postForm(jar, path, { reason: "plans_changed", note: "", destination: "card" });
    expect(confirm.status).toBe(200);
    const step = await confirm.text();
    expect(step).toContain("Cancel this booking?");
    expect(step).toContain('name="confirmed" value="yes"');
    expect(await orderStatus(jar, orderId)).toBe("completed");

    const done = await postForm(jar, path, {
      reason: "plans_changed",
      note: "",
      destination: "card",
      confirmed: "yes",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your booking is cancelled");
    expect(await orderStatus(jar, orderId)).toBe("cancelled");
    expect(await (await getPage(jar, path)).text()).toContain("This booking is already cancelled");
  });

  it("refuses the wallet to an anonymous visitor, inline, and cancels nothing", async () => {
    const jar = new Jar();
    const { orderId } = await paidCar(jar, 23);
    const refused = await postForm(jar, `/en/reservation/cancel/car?orderId=${orderId}`, {
      destination: "wallet",
      confirmed: "yes",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please choose where the refund should go.");
    expect(await orderStatus(jar, orderId)).toBe("completed");
  });

  it("lets a signed-in traveller choose the wallet, and the wallet page shows the refund", async () => {
    const jar = await signedIn(`ssr-cancel-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const { orderId, total } = await paidCar(jar, 24);
    const path = `/en/reservation/cancel/car?orderId=${orderId}`;
    const page = await (await getPage(jar, path)).text();
    expect(page).toContain('name="destination" value="wallet"');
    const done = await postForm(jar, path, { reason: "", destination: "wallet", confirmed: "yes" });
    expect(await done.text()).toContain("Your RotaGo wallet, available now");
    const wallet = await getPage(jar, "/en/account/wallet");
    expect(wallet.status).toBe(200);
    const formatted = new Intl.NumberFormat("en", { style: "currency", currency: "TRY" }).format(total / 100);
    expect(await wallet.text()).toContain(formatted);
  });

  it("answers generated garbage posts with the form or the confirm step, never a 5xx", async () => {
    const jar = new Jar();
    const { orderId } = await paidCar(jar, 26);
    const path = `/en/reservation/cancel/car?orderId=${orderId}`;
    await fc.assert(
      fc.asyncProperty(garbagePost(["reason", "note", "destination", "confirmed"]), async (post) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of post.entries()) if (typeof value === "string") fields[name] = value;
        const response = await postForm(jar, path, fields);
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
      }),
      { numRuns: 40, seed: 15 },
    );
  });
});

describe("who sees a cancel page", () => {
  it("a stranger, an unknown id and the other kind's page answer 404; no id says where to find a booking", async () => {
    const owner = new Jar();
    const { orderId } = await paidCar(owner, 27);
    expect((await getPage(new Jar(), `/en/reservation/cancel/car?orderId=${orderId}`)).status).toBe(404);
    expect(
      (
        await postForm(new Jar(), `/en/reservation/cancel/car?orderId=${orderId}`, {
          destination: "card",
          confirmed: "yes",
        })
      ).status,
    ).toBe(404);
    expect((await getPage(owner, `/en/reservation/cancel/flight?orderId=${orderId}`)).status).toBe(404);
    expect((await getPage(owner, "/en/reservation/cancel/car?orderId=no-such-order")).status).toBe(404);
    const none = await getPage(owner, "/reservation/cancel/flight");
    expect(none.status).toBe(200);
    expect(await none.text()).toContain("/reservation/find");
    expect(await orderStatus(owner, orderId)).toBe("completed");
  });

  it("the wallet page asks an anonymous visitor to sign in", async () => {
    const response = await getPage(new Jar(), "/en/account/wallet");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/en\/login\?redirect=/);
  });
});
