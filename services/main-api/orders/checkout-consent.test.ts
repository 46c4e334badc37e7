import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_CONSENT_TEXT_VERSION, consentsResponse } from "../../../shared/contract/main-api/accounts";
import { carOrder, findCar, registeredSession } from "../../../tests/support/account-extras";
import { mainApiClient } from "../../../tests/support/orders";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";

const client = mainApiClient(createMainApi({ devOutbox: true }));
let counter = 0;

beforeAll(() => seedInventory(env.DB));

async function checkoutWith(accepted: readonly string[]) {
  const { token } = await registeredSession(client, `checkout-consent-${++counter}-${Date.now()}@example.com`);
  const offer = await findCar(client, () => true);
  const { orderId } = await carOrder(client, token, offer);
  await client.ok(client.call("POST", `/order-api/order/${orderId}/agreement`, { accepted }, token));
  const consents = consentsResponse.parse(
    await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
  );
  return { token, orderId, consents };
}

const REQUIRED = ["pre-information-form", "distance-sales-contract"];

describe("marketing permission at the checkout, per channel", { timeout: 30_000 }, () => {
  it("records each ticked channel in the traveller's permissions, with its source and text version", async () => {
    const { consents } = await checkoutWith([...REQUIRED, "marketing-email"]);
    expect(consents.current).toEqual({ email: true, sms: false, call: false });
    expect(consents.history).toEqual([
      expect.objectContaining({
        channel: "email",
        granted: true,
        source: "checkout",
        textVersion: CHECKOUT_CONSENT_TEXT_VERSION,
      }),
    ]);
  });

  it("records nothing when no box is ticked, and never withdraws what was given before", async () => {
    expect((await checkoutWith(REQUIRED)).consents.history).toEqual([]);
    const { token, orderId } = await checkoutWith([...REQUIRED, "marketing-sms"]);
    await client.ok(client.call("POST", `/order-api/order/${orderId}/agreement`, { accepted: REQUIRED }, token));
    const after = consentsResponse.parse(
      await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
    );
    expect(after.current.sms).toBe(true);
    expect(after.history).toHaveLength(1);
  });

  it("reads the older single box as both channels", async () => {
    const { consents } = await checkoutWith([...REQUIRED, "marketing"]);
    expect(consents.current).toEqual({ email: true, sms: true, call: false });
  });

  it("refuses an unknown agreement without recording anything", async () => {
    const { token } = await registeredSession(client, `checkout-consent-bad-${Date.now()}@example.com`);
    const offer = await findCar(client, () => true);
    const { orderId } = await carOrder(client, token, offer);
    const refused = await client.call(
      "POST",
      `/order-api/order/${orderId}/agreement`,
      { accepted: ["marketing-fax"] },
      token,
    );
    expect(refused.status).toBe(400);
    const consents = consentsResponse.parse(
      await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
    );
    expect(consents.history).toEqual([]);
  });
});
