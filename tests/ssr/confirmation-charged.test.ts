/**
 * The confirmation page after an installment payment shows what the bank charged (the plan's
 * total with its interest: the payment API's chargedTotal, which the voucher, invoice, e-mail and
 * SMS print too, services/main-api/orders/charged-total.test.ts), with the plan; and the rental's
 * times in the pickup office's time zone, named. (The built Worker's test pool cannot load
 * pdf-lib, so the voucher's text is compared in the Main API's test.)
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { cardFor } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { bankResult, orderReadyToPay, postBankResult, shopApi } from "../support/shop-api";
import { fetchPage } from "../support/worker-fetch";

/** Yapı Kredi World: a Turkish credit card of an installment programme that asks for 3-D Secure. */
const INSTALLMENT_CARD = "5406670000000009";

/** The cardholder at the bank's 3-D Secure page, then the bank's signed result posted back to the shop. */
async function throughTheBank(url: string, returnPath: string): Promise<string> {
  const callback = await postBankResult(returnPath, await bankResult(url));
  expect(callback.status).toBe(303);
  return callback.headers.get("location")!;
}

const text = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`).exec(html)?.[1]?.replaceAll(/\s/g, " ");

beforeAll(() => seedInventory(env.DB));

describe("the confirmation page after paying in installments", () => {
  it.each([
    ["tr", "", "Ödenen toplam tutar", "3 taksit"],
    ["en", "/en", "Total paid", "3 installments"],
  ] as const)(
    "shows the charged total the voucher prints, with the plan (%s)",
    async (language, prefix, label, plan) => {
      const jar = new Jar();
      const { orderId, total } = await orderReadyToPay(jar, { pickupInDays: 20, language });
      const { payment } = await shopApi<{
        payment: { status: string; redirect: { url: string }; chargedTotal: { amount: number } };
      }>(jar, "POST", "/payment-api/payments/charge", {
        orderId,
        idempotencyKey: crypto.randomUUID(),
        card: cardFor(INSTALLMENT_CARD),
        installments: 3,
        returnUrl: `${prefix}/checkout/control`,
      });
      expect(payment.status).toBe("challenge");
      // The plan costs more than the cash price: the interest is part of what the bank takes.
      expect(payment.chargedTotal.amount).toBeGreaterThan(total);

      const location = await throughTheBank(payment.redirect.url, `${prefix}/checkout/control`);
      const confirmation = await fetchPage(location, { headers: { cookie: jar.header } });
      expect(confirmation.status).toBe(200);
      const page = await confirmation.text();
      const paid = text(page, "paid-total");
      expect(paid).toBeDefined();

      // The same amount, to the kuruş, as the payment API's charged total (in the page's number format).
      expect(paid!.replaceAll(/\D/g, "")).toBe(String(payment.chargedTotal.amount));
      expect(paid).toContain(language === "tr" ? "," : ".");
      const voucher = await fetchPage(`/api/v1/order-api/order/${orderId}/documents/voucher.pdf`, {
        headers: { cookie: jar.header, accept: "application/pdf" },
      });
      expect(voucher.headers.get("content-type")).toBe("application/pdf");
      expect(text(page, "paid-plan")).toContain(plan);
      // Pickup in the office's time with its zone named, in the page's language.
      const zone = new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", {
        timeZone: "Europe/Istanbul",
        timeZoneName: "longGeneric",
      })
        .formatToParts(new Date())
        .find((part) => part.type === "timeZoneName")!.value;
      expect(text(page, "pickup-time")).toContain(`(${zone})`);
    },
  );
});
