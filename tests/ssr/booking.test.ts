import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { bindingText, contractTexts, unfilled } from "../support/contract-texts";
import { dashedIn } from "../support/dates";
import { seedInventory } from "../support/seed-inventory";
import { getPage as get, postForm as post } from "../support/plain-browser";
import { fetchPage } from "../support/worker-fetch";

const ORIGIN = "http://localhost";

const SEARCH = `/en/search?p_p=41.2619,28.7419&p_d=${dashedIn(25)}&d_d=${dashedIn(28)}&a=35&nojs=1`;

/** The first offer of a results page without JavaScript: its detail link. */
async function firstOffer(jar: Jar): Promise<{ detail: string; code: string; searchId: string }> {
  const html = await (await get(jar, SEARCH)).text();
  // What every price in the list includes is said once, above it.
  expect(html).toContain("Prices include VAT and the service fee.");
  const href = /href="(\/en\/detail\?code=(C\w+)&amp;searchId=([\w-]+))"/.exec(html);
  expect(href).not.toBeNull();
  return { detail: href![1]!.replaceAll("&amp;", "&"), code: href![2]!, searchId: href![3]! };
}

const DRIVER = {
  intent: "driver",
  nationality: "TR",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-05-04",
  tckn: "10000000146",
  email: "ayse@example.com",
  dialCode: "+90",
  phone: "(532) 123 45 67",
};

const INVOICE = {
  intent: "invoice",
  invoiceType: "individual",
  citizen: "TR",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  tckn: "10000000146",
  email: "ayse@example.com",
  addressLine: "Bağdat Caddesi No 12",
  city: "İstanbul",
  country: "TR",
};

beforeAll(() => seedInventory(env.DB));

describe("booking a car without JavaScript", () => {
  it("detail → basket → driver → invoice → payment → confirmation with the voucher", async () => {
    const jar = new Jar();
    const { detail, code } = await firstOffer(jar);
    const page = await get(jar, detail);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="extra:baby-seat"');
    expect(html).toMatch(/<h2[^>]*>Important information<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Rental office<\/h2>/);
    // Pickup and return are the office's wall-clock times, with its zone named.
    const zoned = /<dt>(?:Pickup|Return)<\/dt><dd[^>]*>[^<]*\d{2}:\d{2} \([^)<]+\)/g;
    expect(html.match(zoned)).toHaveLength(2);
    // The price as the checkout will state it: the service fee on its own line, VAT included by the total.
    const fee = (page: string) => /<dt>Service fee<\/dt><dd[^>]*>([^<]+)<\/dd>/.exec(page)?.[1];
    const vatByTotal = (page: string, label: string) =>
      new RegExp(`<dt>${label} <span class="price-summary__vat">VAT included</span></dt>`).test(
        page.replaceAll("<!-- -->", ""),
      );
    expect(fee(html)).toMatch(/^£\d/);
    expect(vatByTotal(html, "Total")).toBe(true);

    const booked = await post(jar, detail, {
      code,
      searchId: new URL(detail, ORIGIN).searchParams.get("searchId")!,
      "extra:baby-seat": "1",
    });
    expect(booked.status).toBe(302);
    const checkout = booked.headers.get("location")!;
    expect(checkout).toMatch(/^\/en\/checkout\?orderId=[\w-]+$/);
    expect(jar.has("orderId")).toBe(true);

    const driverStep = await (await get(jar, checkout)).text();
    expect(driverStep).toContain('name="intent" value="driver"');
    expect(driverStep.replaceAll("<!-- -->", "")).toContain("Baby seat × 1");
    expect(fee(driverStep)).toBe(fee(html));
    expect(vatByTotal(driverStep, "Total to pay")).toBe(true);

    // A wrong identity number comes back inline, with what was typed.
    const wrong = await post(jar, checkout, { ...DRIVER, tckn: "12345678901" });
    expect(wrong.status).toBe(200);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/id="field-tckn"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-tckn"/);
    expect(wrongHtml).toContain('value="ayse@example.com"');

    const driverSaved = await post(jar, checkout, DRIVER);
    expect(driverSaved.status).toBe(302);
    expect(driverSaved.headers.get("location")).toContain("step=invoice");
    const invoiceSaved = await post(jar, driverSaved.headers.get("location")!, INVOICE);
    expect(invoiceSaved.headers.get("location")).toContain("step=payment");

    const paymentPage = await get(jar, invoiceSaved.headers.get("location")!);
    const paymentHtml = await paymentPage.text();
    expect(paymentHtml.match(zoned)).toHaveLength(2);
    // The payment step hides the menus and shows the secure-payment notice.
    expect(paymentHtml).toContain("site-header__secure");
    expect(paymentHtml).not.toContain('aria-label="Main"');
    // The contracts are filled with the booking's details: every field, no blank left.
    expect(paymentHtml).toContain("Ayşe Yılmaz");
    const contracts = contractTexts(paymentHtml);
    expect(contracts).toHaveLength(2);
    const basketId = new URL(checkout, ORIGIN).searchParams.get("orderId")!;
    for (const text of contracts) {
      expect(unfilled(text)).toBe(false);
      // Before the confirmation the order's own number stands where the reservation number will.
      expect(text).toMatch(new RegExp(`Order number</th>\\s*<td>${basketId}</td>`));
      expect(text).toMatch(new RegExp(`order ${basketId} (to the|on) `));
      expect(text).toMatch(/Pickup: [^<]*\d{2}:\d{2}[^<]*, [^<]+\. Return: [^<]*\d{2}:\d{2}[^<]*, [^<]+\./);
      expect(text).toMatch(
        /Rental £[\d.,]+, Baby seat × 1 £[\d.,]+, service fee £[\d.,]+, total £[\d.,]+, VAT included/,
      );
      expect(text).toContain("ayse@example.com");
      // The Turkish text is the binding one: under the translation, marked Turkish, filled in Turkish.
      const turkish = bindingText(text);
      expect(turkish).toBeDefined();
      expect(unfilled(turkish!)).toBe(false);
      expect(turkish).toMatch(new RegExp(`Sipariş numarası</th>\\s*<td>${basketId}</td>`));
      expect(turkish).toContain(`${basketId} numaralı sipariş`);
      expect(turkish).toMatch(/Teslim alma: [^<]*\d{2}:\d{2}/);
      expect(turkish).toMatch(/Kiralama £[\d.,]+, [^<]*toplam £[\d.,]+, KDV dahil/);
    }
    expect(paymentHtml).toContain("Turkish text (binding)");
    // Marketing permission per channel, unticked.
    for (const channel of ["marketing-email", "marketing-sms"]) {
      const box = new RegExp(`<input type="checkbox" name="${channel}"[^>]*>`).exec(paymentHtml)?.[0];
      expect(box, channel).toBeDefined();
      expect(box).not.toContain("checked");
    }
    const key = /name="idempotencyKey" value="([\w-]+)"/.exec(paymentHtml)![1]!;

    const paid = await post(jar, invoiceSaved.headers.get("location")!, {
      intent: "pay",
      idempotencyKey: key,
      "pre-information-form": "on",
      "distance-sales-contract": "on",
      holderName: "Ayşe Yılmaz",
      cardNumber: "4543 6000 0000 0003",
      expiry: "12/30",
      cvc: "123",
      installments: "1",
    });
    expect(paid.status).toBe(302);
    const control = paid.headers.get("location")!;
    expect(control).toMatch(/^\/en\/checkout\/control\?payment=[\w-]+$/);

    const confirmation = await get(jar, control);
    const confirmationHtml = await confirmation.text();
    expect(confirmationHtml).toMatch(/data-testid="reservation-id">RG-[A-Z0-9]{4}-[A-Z0-9]{4}</);
    expect(vatByTotal(confirmationHtml, "Paid")).toBe(true);
    // The paid basket is forgotten.
    expect(jar.has("orderId")).toBe(false);
    const orderId = /\/api\/calendar\/([\w-]+)/.exec(confirmationHtml)![1]!;
    const voucher = await get(jar, `/api/v1/order-api/order/${orderId}/documents/voucher.pdf`);
    expect(new TextDecoder().decode((await voucher.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // The calendar file speaks the language of the page that links it.
    expect(confirmationHtml).toContain(`href="/en/api/calendar/${orderId}"`);
    const calendar = await get(jar, `/en/api/calendar/${orderId}`);
    expect(calendar.headers.get("content-type")).toContain("text/calendar");
    const english = await calendar.text();
    expect(english).toContain("BEGIN:VEVENT");
    expect(english).toContain("SUMMARY:Car rental: ");
    expect(await (await get(jar, `/api/calendar/${orderId}`)).text()).toContain("SUMMARY:Araç kiralama: ");
    expect(await (await get(jar, `/de/api/calendar/${orderId}`)).text()).toContain("SUMMARY:Mietwagen: ");
    expect((await get(jar, `/xx/api/calendar/${orderId}`)).status).toBe(404);
    // Someone else's session gets nothing.
    expect((await get(new Jar(), `/api/calendar/${orderId}`)).status).toBe(404);
  });

  it("reuses the pending item for the same offer and extras, and prices it again when they change", async () => {
    const jar = new Jar();
    const { detail, code, searchId } = await firstOffer(jar);
    await get(jar, detail);
    const first = (await post(jar, detail, { code, searchId, "extra:navigation": "1" })).headers.get("location");
    const again = (await post(jar, detail, { code, searchId, "extra:navigation": "1" })).headers.get("location");
    expect(again).toBe(first);
    const orderId = new URL(first!, ORIGIN).searchParams.get("orderId")!;
    const order = async () =>
      (await (await get(jar, `/api/v1/order-api/order/${orderId}`)).json()) as {
        order: { items: { status: string; children: { quantity: number }[] }[] };
      };
    expect((await order()).order.items.map((item) => item.status)).toEqual(["pending"]);
    await post(jar, detail, { code, searchId, "extra:navigation": "0" });
    expect((await order()).order.items.map((item) => item.status)).toEqual(["removed", "pending"]);
  });

  it("shows a product error in a modal whose OK goes home", async () => {
    const jar = new Jar();
    const { searchId } = await firstOffer(jar);
    const response = await get(jar, `/en/detail?code=C00000000000000&searchId=${searchId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<dialog[^>]*role="alertdialog"[^>]*open=""/);
    // The Main API's own English text stays in the log; the visitor reads the code's message.
    expect(html).toContain("This offer no longer exists. Please search again.");
    expect(html).not.toContain("No such offer in this search");
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>OK<\/a>/);
  });

  it("changing the currency on the checkout returns to the product, priced in the new currency", async () => {
    const jar = new Jar();
    const { detail, code, searchId } = await firstOffer(jar);
    const checkout = (await post(jar, detail, { code, searchId })).headers.get("location")!;
    const changed = await post(jar, "/preferences/currency", { currency: "EUR", redirect: checkout });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe(`/en/detail?code=${code}&searchId=${searchId}`);
    expect(jar.has("orderId")).toBe(false);
    const repriced = await (await get(jar, changed.headers.get("location")!)).text();
    expect(repriced).toMatch(/data-testid="detail-total"[^>]*>€/);
    // Anywhere else it simply goes back.
    const back = await post(jar, "/preferences/currency", { currency: "USD", redirect: SEARCH });
    expect(back.headers.get("location")).toBe(SEARCH);
    expect(
      (await post(jar, "/preferences/currency", { currency: "XYZ", redirect: "//evil.example" })).headers.get(
        "location",
      ),
    ).toBe("/");
  });

  it("without a basket the checkout says so; a forgotten order id is cleared", async () => {
    const jar = new Jar();
    const empty = await fetchPage("/en/checkout", {
      headers: { cookie: "orderId=00000000-0000-0000-0000-000000000000" },
    });
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain("Your basket is empty.");
    expect(empty.headers.getSetCookie().some((cookie) => cookie.startsWith("orderId=;"))).toBe(true);
    expect((await get(jar, "/en/checkout?orderId=..%2F..")).status).toBe(400);
  });
});

describe("the driver age preference", () => {
  it("keeps the age last searched for the next search form (functional cookies allowed)", async () => {
    const jar = new Jar();
    await post(jar, "/preferences/consent", { functional: "1", analytical: "0", marketing: "0" });
    const search = await get(jar, `/en/search?p_p=41.2619,28.7419&p_d=${dashedIn(25)}&d_d=${dashedIn(28)}&a=24&nojs=1`);
    expect(search.status).toBe(200);
    expect(search.headers.getSetCookie().some((cookie) => cookie.startsWith("age=24;"))).toBe(true);
    const home = await (await get(jar, "/en")).text();
    const checkbox = (html: string) => /<input[^>]*id="age-range"[^>]*>/.exec(html)?.[0] ?? "";
    expect(checkbox(home)).not.toContain("checked");
    expect(/<input[^>]*id="driver-age"[^>]*>/.exec(home)?.[0]).toContain('value="24"');
    // Without a preference the form starts from the 30–65 range.
    expect(checkbox(await (await fetchPage("/en")).text())).toContain("checked");
  });
});
