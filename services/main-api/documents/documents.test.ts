import fc from "fast-check";
import { PDFDict, type PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { LANGUAGE_TAGS, NAME_LANGUAGES } from "../../../shared/names";
import { readBack } from "../../../tests/support/pdf-text";
import { CAR_CLASSES, CAR_MODELS, EXTRAS, PACKAGES, SUPPLIERS } from "../../inventory/data/cars";
import { AIRLINES } from "../../inventory/data/flights";
import { coverageName, extraName, packageName } from "./names";
import { layoutCarVoucher, renderCarVoucher } from "./car-voucher";
import { layoutFlightTicket, renderFlightTicket } from "./flight-ticket";
import { layoutInvoice, renderInvoice, turkishNumberInWords } from "./invoice";
import { formatLocalDateTime, formatMoney, PAGE, type RenderedDocument, type TextRecord } from "./pdf-kit";
import { invoice, PICKUP_ADDRESS, ticket, try_, voucher } from "./test-fixtures";
import { DOCUMENT_TEXTS } from "./texts";

// -- Reading the PDF back -----------------------------------------------------------------------

/** Text whose glyphs are reordered when shaped: Arabic and Devanagari. */
const SHAPED = /[\p{Script=Arabic}\p{Script=Devanagari}]/u;
const letters = (text: string) => Array.from(text.replace(/[()]/g, "|").replace(/\s/g, "")).sort();

async function checkDocument(rendered: RenderedDocument) {
  const header = String.fromCharCode(...rendered.bytes.subarray(0, 5));
  expect(header).toBe("%PDF-");
  const back = await readBack(rendered.bytes);
  expect(back.pdf.getPageCount()).toBe(rendered.pageCount);
  for (const page of back.pdf.getPages()) {
    expect(page.getWidth()).toBeCloseTo(595.28, 1);
    expect(page.getHeight()).toBeCloseTo(841.89, 1);
  }
  // What the layout recorded is exactly what the PDF shows, page by page, at the same place (a
  // line in several fonts or directions is drawn as several strings, from its left edge).
  const recorded = [...rendered.text].sort((a, b) => a.page - b.page);
  expect(back.text.length).toBe(recorded.reduce((sum, record) => sum + record.pieces, 0));
  let next = 0;
  const shown = recorded.map((record) => {
    const items = back.text.slice(next, next + record.pieces);
    next += record.pieces;
    expect(items[0]!.page).toBe(record.page);
    expect(items[0]!.x).toBeCloseTo(record.x, 2);
    expect(items[0]!.y).toBeCloseTo(record.y, 2);
    return items.map((item) => item.text).join("");
  });
  recorded.forEach((record, i) => {
    if (!SHAPED.test(record.text)) return expect(shown[i]).toBe(record.text);
    // Shaped text reads back in visual order, and its joined forms and conjuncts map back to base
    // letters as pdf-lib's ToUnicode map has them: the rest of the line (Latin, numbers, signs) must
    // be all there, and the script's letters must be.
    const unshaped = (text: string) =>
      letters(text).filter((character) => !SHAPED.test(character) && character !== "\uFFFD");
    expect(unshaped(shown[i]!), record.text).toEqual(unshaped(record.text));
    expect(shown[i], record.text).toMatch(SHAPED);
  });
  expectInsideMargins(rendered.text);
  // The body alone, so a paragraph continued on the next page reads on without the page furniture.
  const body = recorded
    .filter((record) => record.region === "body")
    .map((record) => record.text)
    .join(" ");
  return { ...back, body };
}

function expectInsideMargins(records: readonly TextRecord[]) {
  const outside = records.filter((record) => {
    const inFrame =
      record.x >= PAGE.marginX - 0.01 &&
      record.x + record.width <= PAGE.width - PAGE.marginX + 0.01 &&
      record.y >= PAGE.marginBottom - 0.01 &&
      record.y + record.size <= PAGE.height - PAGE.marginTop + 0.01;
    const inBody = record.y >= PAGE.contentBottom - 0.01 && record.y + record.size <= PAGE.contentTop + 0.01;
    return !inFrame || (record.region === "body" && !inBody);
  });
  expect(outside).toEqual([]);
}

// -- Tests --------------------------------------------------------------------------------------

describe("document formats", () => {
  it("formats minor units for the document's language", () => {
    expect(formatMoney(try_(1_234_567), "tr")).toBe("₺12.345,67");
    expect(formatMoney(try_(1_234_567), "en")).toBe("₺12,345.67");
    expect(formatMoney({ amount: 9_950, currency: "EUR" }, "tr")).toBe("€99,50");
    expect(formatMoney({ amount: 1_500, currency: "JPY" }, "en")).toBe("¥1,500");
  });

  it("formats local wall-clock times without shifting them", () => {
    expect(formatLocalDateTime("2026-07-10T10:00", "tr")).toBe("10 Temmuz 2026 Cuma, 10:00");
    expect(formatLocalDateTime("2026-07-10T10:00", "en")).toBe("Friday, 10 July 2026, 10:00");
  });

  it("writes Turkish amounts in words", () => {
    expect(turkishNumberInWords(0)).toBe("sıfır");
    expect(turkishNumberInWords(100)).toBe("yüz");
    expect(turkishNumberInWords(1_000)).toBe("bin");
    expect(turkishNumberInWords(12_345)).toBe("on iki bin üç yüz kırk beş");
    expect(turkishNumberInWords(1_234_567)).toBe("bir milyon iki yüz otuz dört bin beş yüz altmış yedi");
  });
});

describe.each(NAME_LANGUAGES)("the documents in %s", (language) => {
  const texts = DOCUMENT_TEXTS[language];
  const documents = [
    [
      "voucher",
      () => layoutCarVoucher(voucher(language)),
      [texts.voucher.name, texts.voucher.dateTime, texts.voucher.seats],
    ],
    [
      "e-ticket",
      () => layoutFlightTicket(ticket(language)),
      [texts.ticket.passenger, texts.ticket.ticketNumber, texts.ticket.baggage],
    ],
    [
      "invoice",
      () => layoutInvoice(invoice(language)),
      [texts.invoice.seller, texts.invoice.description, texts.invoice.ettn],
    ],
  ] as const;

  it.each(documents)(
    "%s: in the language's words, every character in a font, read back as drawn",
    async (_, layout, words) => {
      const rendered = await layout();
      const { pdf } = await checkDocument(rendered);
      const shown = rendered.text.map((record) => record.text).join(" ");
      for (const word of words) expect(shown).toContain(word);
      // The fixtures have no "?": one here is a character no font of the document draws.
      expect(shown).not.toMatch(/[?\uFFFD]/);
      expect(pdf.catalog.lookup(PDFName.of("Lang"))?.toString()).toBe(`(${LANGUAGE_TAGS[language]})`);
      // Right to left, the page is mirrored: the brand stands at the right, the title at the left.
      const brand = rendered.text.find((record) => record.text === "RotaGo" && record.region === "header")!;
      expect(brand.x > PAGE.width / 2).toBe(language === "ar");
    },
  );
});

describe("car rental voucher", () => {
  it.each(["tr", "en"] as const)("shows the reservation, driver, offices and amounts (%s)", async (language) => {
    const rendered = await layoutCarVoucher(voucher(language));
    const { pdf, joined } = await checkDocument(rendered);
    expect(pdf.getTitle()).toContain("RG-7K3M-9QXD");
    expect(pdf.getKeywords()).toContain("RG-7K3M-9QXD");
    expect(pdf.getAuthor()).toBe("RotaGo Seyahat ve Teknoloji A.Ş.");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2026-03-14T06:30:00.000Z");
    expect(joined).toContain("RG-7K3M-9QXD");
    expect(joined).toContain("Şükrü Çağlayan");
    expect(joined).toContain(PICKUP_ADDRESS);
    expect(joined).toContain("Renault Clio");
    expect(joined).toContain(language === "tr" ? "₺12.345,67" : "₺12,345.67");
    expect(joined).toContain(language === "tr" ? "₺5.000,00" : "₺5,000.00");
    expect(joined).toContain(language === "tr" ? "₺350,50" : "₺350.50");
    expect(joined).toContain(language === "tr" ? "Araç Kiralama Voucher'ı" : "Car Rental Voucher");
    expect(joined).toContain(language === "tr" ? "10 Temmuz 2026 Cuma, 10:00" : "Friday, 10 July 2026, 10:00");
    expect(joined).toContain(language === "tr" ? "En az 2 yıldır" : "held for at least 2 years");
    // Legal identifiers in the footer of every page.
    for (let page = 1; page <= rendered.pageCount; page++) {
      const footer = rendered.text.filter((record) => record.page === page && record.region === "footer");
      const footerText = footer.map((record) => record.text).join(" ");
      expect(footerText).toContain("0735012345600015");
      expect(footerText).toContain("A-12345");
      expect(footerText).toContain("rotago@hs01.kep.tr");
      expect(footerText).toContain(language === "tr" ? `Sayfa ${page} / ` : `Page ${page} of `);
    }
  });

  it("continues a long voucher over several pages inside the margins", async () => {
    const base = voucher("tr");
    const extras = Array.from({ length: 60 }, (_, i) => ({
      code: `custom-${i + 1}`,
      name: `Ek hizmet ${i + 1}: çocuk koltuğu, kar zinciri ve ek sürücü güvencesini birlikte içeren uzun açıklamalı paket`,
      quantity: (i % 3) + 1,
      total: try_(10_000 + i * 125),
    }));
    const policy = Array.from({ length: 30 }, (_, i) => `Madde ${i + 1}: ${base.cancellationPolicy}`).join(" ");
    const rendered = await layoutCarVoucher({
      ...base,
      extras,
      cancellationPolicy: policy,
      notes: [`Uzun bir kelime: ${"Çekoslovakyalılaştıramadıklarımızdanmışsınız".repeat(4)}`],
    });
    expect(rendered.pageCount).toBeGreaterThan(2);
    const { body } = await checkDocument(rendered);
    for (const extra of extras) expect(body).toContain(extra.name);
    expect(body).toContain(policy);
    // Every page repeats the header with the reservation number.
    for (let page = 1; page <= rendered.pageCount; page++) {
      const header = rendered.text.filter((record) => record.page === page && record.region === "header");
      expect(header.map((record) => record.text)).toContain("RG-7K3M-9QXD");
    }
  });

  it("replaces characters the font lacks instead of drawing empty boxes", async () => {
    const base = voucher("en");
    const rendered = await layoutCarVoucher({
      ...base,
      driver: { ...base.driver, firstName: "Nguyễn", lastName: "Иван สม" },
    });
    const { joined } = await checkDocument(rendered);
    // Vietnamese loses its accents, Cyrillic is in the font, Thai is in no font of an English document.
    expect(joined).toContain("Nguyen Иван ??");
  });

  it("is deterministic", async () => {
    const first = await renderCarVoucher(voucher("tr"));
    const second = await renderCarVoucher(voucher("tr"));
    expect(first.length).toBeGreaterThan(5_000);
    expect(second).toEqual(first);
  });
});

describe("flight e-ticket", () => {
  it.each(["tr", "en"] as const)("shows the reservation, PNR, passengers and flights (%s)", async (language) => {
    const rendered = await layoutFlightTicket(ticket(language));
    const { pdf, joined } = await checkDocument(rendered);
    expect(pdf.getTitle()).toContain("RG-4T8P-2LWN");
    expect(pdf.getKeywords()).toContain("X7QK2M");
    expect(joined).toContain("RG-4T8P-2LWN");
    expect(joined).toContain("X7QK2M");
    expect(joined).toContain("Bayan İpek Işık");
    expect(joined).toContain("Ömer Güneş");
    expect(joined).toContain("235-2145678903");
    expect(joined).toContain("TK 2154");
    expect(joined).toContain("TK 2163");
    expect(joined).toContain("İstanbul – İstanbul Havalimanı (IST)");
    expect(joined).toContain("08:35");
    expect(joined).toContain(language === "tr" ? "₺8.765,43" : "₺8,765.43");
    expect(joined).toContain(language === "tr" ? "20 kg kayıtlı bagaj" : "20 kg checked baggage");
    expect(joined).toContain("İade: vergiler hariç iade yapılmaz");
  });

  it("is deterministic", async () => {
    expect(await renderFlightTicket(ticket("en"))).toEqual(await renderFlightTicket(ticket("en")));
  });
});

describe("e-Arşiv invoice", () => {
  it.each([
    ["tr", "Döviz kuru", "1 EUR = ₺48,7300", "₺6.015,23", "₺1.002,38"],
    ["en", "Exchange rate", "1 EUR = ₺48.7300", "₺6,015.23", "₺1,002.38"],
  ] as const)(
    "in a foreign currency states the rate and the VAT and total in lira (%s)",
    async (language, label, rate, total, vat) => {
      const eur = (amount: number) => ({ amount, currency: "EUR" });
      const base = invoice(language);
      const data = {
        ...base,
        lines: base.lines.map((line) => ({
          ...line,
          unitPrice: eur(10_287),
          vatAmount: eur(2_057),
          total: eur(10_287),
        })),
        subtotal: eur(10_287),
        vatTotal: eur(2_057),
        grandTotal: eur(12_344),
        microTryPerUnit: 48_730_000,
      };
      const { body } = await checkDocument(await layoutInvoice(data));
      expect(body).toContain(label);
      expect(body).toContain(rate);
      // €123.44 × 48.73 = ₺6,015.2312; €20.57 × 48.73 = ₺1,002.3761: rounded to the kuruş.
      expect(body).toContain(total);
      expect(body).toContain(vat);
      // A lira invoice has no such rows.
      expect((await checkDocument(await layoutInvoice(base))).body).not.toContain(label);
    },
  );

  it.each(["tr", "en"] as const)("shows the invoice number, ETTN, parties, lines and totals (%s)", async (language) => {
    const rendered = await layoutInvoice(invoice(language));
    const { pdf, joined } = await checkDocument(rendered);
    expect(pdf.getTitle()).toContain("RGA2026000000123");
    expect(pdf.getKeywords()).toContain("RG-7K3M-9QXD");
    expect(joined).toContain("RGA2026000000123");
    expect(joined).toContain("3f2b9c4e-8d1a-4e6b-9a7f-0c5d2e1b4a93");
    expect(joined).toContain("RG-7K3M-9QXD");
    expect(joined).toContain("Şükrü Çağlayan");
    expect(joined).toContain("10000000146");
    expect(joined).toContain("7350123456");
    expect(joined).toContain("0735012345600015");
    expect(joined).toContain(language === "tr" ? "₺10.288,06" : "₺10,288.06");
    expect(joined).toContain(language === "tr" ? "₺2.057,61" : "₺2,057.61");
    expect(joined).toContain(language === "tr" ? "₺12.345,67" : "₺12,345.67");
    expect(joined).toContain(language === "tr" ? "%20" : "20%");
    if (language === "tr") {
      expect(joined).toContain("Yalnız on iki bin üç yüz kırk beş Türk lirası altmış yedi kuruş.");
      expect(joined).toContain("Bu satış internet üzerinden yapılmıştır.");
    }
  });

  it("prints a corporate buyer's tax office and number", async () => {
    const rendered = await layoutInvoice({
      ...invoice("tr"),
      buyer: {
        type: "corporate",
        companyTitle: "Işıklı Turizm Ticaret Ltd. Şti.",
        vkn: "4840012345",
        taxOffice: "Kadıköy",
        address: "Caferağa Mah. Moda Cad. No:10, 34710 Kadıköy/İstanbul",
        email: "muhasebe@isikli.example",
      },
    });
    const { joined } = await checkDocument(rendered);
    expect(joined).toContain("Işıklı Turizm Ticaret Ltd. Şti.");
    expect(joined).toContain("Vergi dairesi: Kadıköy");
    expect(joined).toContain("VKN: 4840012345");
  });

  it("is deterministic", async () => {
    const bytes = await renderInvoice(invoice("tr"));
    expect(await renderInvoice(invoice("tr"))).toEqual(bytes);
    const other = await renderInvoice({ ...invoice("tr"), issueDate: "2026-03-15T06:30:00Z" });
    expect(other).not.toEqual(bytes);
  });
});

// -- Pictures, logos and names ------------------------------------------------------------------

/** The images a page draws (its XObjects of subtype Image), by their pixel size. */
function pageImages(pdf: PDFDocument, pageIndex: number): { width: number; height: number }[] {
  const xobjects = pdf.getPage(pageIndex).node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (xobjects?.entries() ?? [])
    .flatMap(([, ref]) => {
      const stream = pdf.context.lookup(ref);
      return stream instanceof PDFRawStream ? [stream.dict] : [];
    })
    .filter((dict) => dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
    .map((dict) => ({
      width: dict.lookup(PDFName.of("Width"), PDFNumber).asNumber(),
      height: dict.lookup(PDFName.of("Height"), PDFNumber).asNumber(),
    }));
}

const CAR_PICTURE = { width: 480, height: 288 };
const EMBLEM = { width: 96, height: 96 };

/** Every key of the inventory's package, coverage and extra lists, and any camelCase token. */
const RAW_KEYS = [
  ...new Set([
    ...PACKAGES.map((entry) => entry.code),
    ...PACKAGES.flatMap((entry) => entry.includes),
    ...EXTRAS.map((extra) => extra.code),
  ]),
];
function rawKeysIn(text: string): string[] {
  const keys = RAW_KEYS.filter((key) => new RegExp(`(^|[^\\p{L}-])${key}($|[^\\p{L}-])`, "u").test(text));
  return [...new Set([...keys, ...(text.match(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g) ?? [])])];
}

/** The wordmark as drawn: the first word bold in the company's colour, then the rest. */
function expectWordmark(records: readonly TextRecord[], name: string, colour: string) {
  const [first, ...rest] = name.split(" ");
  const index = records.findIndex((record) => record.text === first && record.bold && record.colour === colour);
  expect(index, name).toBeGreaterThanOrEqual(0);
  if (rest.length > 0) expect(records[index + 1]!.text).toBe(rest.join(" "));
}

describe("one logo, pictures and company marks", () => {
  const documents = [
    ["voucher", () => layoutCarVoucher(voucher("tr"))],
    ["e-ticket", () => layoutFlightTicket(ticket("en"))],
    ["invoice", () => layoutInvoice(invoice("tr"))],
  ] as const;

  it.each(documents)("the %s's header draws the site's logo: the name in bold in the brand colour", async (_, make) => {
    const rendered = await make();
    for (let page = 1; page <= rendered.pageCount; page++) {
      const logo = rendered.text.find((record) => record.page === page && record.region === "header");
      expect(logo).toMatchObject({ text: BRAND.name, bold: true, colour: BRAND.colour });
    }
  });

  it("the voucher shows the model's picture and the rental company's wordmark", async () => {
    const rendered = await layoutCarVoucher(voucher("tr"));
    const { pdf } = await checkDocument(rendered);
    expect(pageImages(pdf, 0)).toEqual(expect.arrayContaining([CAR_PICTURE, EMBLEM]));
    expectWordmark(rendered.text, "Anadolu Rent", "#c8102e");
  });

  it("a model without a picture of its own gets its class's silhouette; no picture and no mark leave the names", async () => {
    const base = voucher("en");
    const similar = await layoutCarVoucher({
      ...base,
      car: { ...base.car, brand: "Lada", model: "Niva", className: "suv" },
    });
    expect(pageImages((await checkDocument(similar)).pdf, 0)).toContainEqual(CAR_PICTURE);
    const bare = await layoutCarVoucher({
      ...base,
      car: { ...base.car, brand: "Lada", model: "Niva", className: "tractor" },
      supplier: { id: "unknown-rent", name: "Unknown Rent", phone: "0850 000 00 00" },
    });
    const { pdf, joined } = await checkDocument(bare);
    expect(pageImages(pdf, 0)).toEqual([]);
    expect(joined).toContain("Unknown Rent");
    expect(joined).toContain("Lada Niva");
  });

  it("the e-ticket shows each flight's airline wordmark, and the name alone for an airline without one", async () => {
    const base = ticket("tr");
    const rendered = await layoutFlightTicket(base);
    const { pdf } = await checkDocument(rendered);
    const images = pdf.getPages().flatMap((_, index) => pageImages(pdf, index));
    expect(images).toContainEqual(EMBLEM);
    expectWordmark(rendered.text, "Turkish Airlines", "#c70a0c");
    const other = await layoutFlightTicket({
      ...base,
      segments: base.segments.map((segment) => ({ ...segment, airline: { name: "Nowhere Air", code: "ZZ" } })),
    });
    const checked = await checkDocument(other);
    expect(checked.pdf.getPages().flatMap((_, index) => pageImages(checked.pdf, index))).toEqual([]);
    expect(checked.joined).toContain("Nowhere Air");
  });

  it("the invoice of a car rental names the rental company with its wordmark", async () => {
    const rendered = await layoutInvoice({
      ...invoice("tr"),
      rentalCompany: { id: "ege-oto-kiralama", name: "Ege Oto Kiralama" },
    });
    const { pdf, joined } = await checkDocument(rendered);
    expect(pageImages(pdf, 0)).toContainEqual(EMBLEM);
    expect(joined).toContain("Hizmeti veren kiralama firması");
    expectWordmark(rendered.text, "Ege Oto Kiralama", "#0077b6");
    expect(pageImages((await checkDocument(await layoutInvoice(invoice("tr")))).pdf, 0)).toEqual([]);
  });

  it("every company the inventory sells has a wordmark", async () => {
    const { SUPPLIER_MARKS, AIRLINE_MARKS } = await import("./images/company-marks");
    for (const supplier of SUPPLIERS) expect(SUPPLIER_MARKS[supplier.id]?.name, supplier.id).toBe(supplier.name);
    for (const airline of AIRLINES) expect(AIRLINE_MARKS[airline.code], airline.code).toBeDefined();
  });
});

describe("names instead of keys", () => {
  it("names the package, its cover and the extras in the document's language", async () => {
    const tr = (await checkDocument(await layoutCarVoucher(voucher("tr")))).body;
    for (const name of ["Altın paket", "Üçüncü şahıs sorumluluk sigortası", "Cam ve lastik güvencesi", "Bebek koltuğu"])
      expect(tr).toContain(name);
    const en = (await checkDocument(await layoutCarVoucher(voucher("en")))).body;
    for (const name of ["Gold package", "Third-party liability insurance", "Glass and tyre cover", "Baby seat"])
      expect(en).toContain(name);
    // The stored Turkish names of the extras (the search was in Turkish) give way to the document's language.
    expect(en).not.toContain("Bebek koltuğu");
  });

  it("every key of the inventory has a name of its own in each language", () => {
    for (const entry of PACKAGES) {
      expect(packageName(entry.code, "tr"), entry.code).not.toBe(packageName(entry.code, "en"));
      for (const key of entry.includes) expect(coverageName(key, "tr"), key).not.toBe(coverageName(key, "en"));
    }
    for (const extra of EXTRAS) expect(extraName(extra.code, "en", "x")).toBe(extra.name.en);
    expect(coverageName("roadside-assistance", "en")).toBe("Roadside assistance");
    expect(packageName("platinumPackage", "tr")).toBe("Platinum package");
  });

  it("a generated voucher prints no raw key, whatever its package, extras, car and language", async () => {
    const order = fc.record({
      language: fc.constantFrom("tr" as const, "en" as const),
      storedIn: fc.constantFrom("tr" as const, "en" as const),
      pkg: fc.constantFrom(...PACKAGES),
      extras: fc.subarray([...EXTRAS], { maxLength: 5 }),
      model: fc.constantFrom(...CAR_MODELS),
      supplier: fc.constantFrom(...SUPPLIERS),
      className: fc.constantFrom(...CAR_CLASSES),
    });
    await fc.assert(
      fc.asyncProperty(order, async ({ language, storedIn, pkg, extras, model, supplier, className }) => {
        const base = voucher(language);
        const rendered = await layoutCarVoucher({
          ...base,
          supplier: { id: supplier.id, name: supplier.name, phone: "0850 222 33 44" },
          car: { ...base.car, brand: model.brand, model: model.model, className },
          carPackage: pkg.code,
          packageIncludes: pkg.includes,
          extras: extras.map((extra, i) => ({
            code: extra.code,
            name: extra.name[storedIn],
            quantity: 1 + (i % 2),
            total: try_(10_000 * (i + 1)),
          })),
        });
        const { joined, pdf } = await checkDocument(rendered);
        expect(rawKeysIn(joined)).toEqual([]);
        expect(joined).toContain(packageName(pkg.code, language));
        for (const key of pkg.includes) expect(joined).toContain(coverageName(key, language));
        for (const extra of extras) expect(joined).toContain(extra.name[language]);
        expect(pdf.getPages().flatMap((_, index) => pageImages(pdf, index))).toEqual(
          expect.arrayContaining([CAR_PICTURE, EMBLEM]),
        );
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("finds a raw key where one is printed (the check can fail)", () => {
    expect(rawKeysIn("Paket: basePackage")).toEqual(["basePackage"]);
    expect(rawKeysIn("• third-party-liability")).toEqual(["third-party-liability"]);
    expect(rawKeysIn("Çarpışma hasar güvencesi (muafiyetli) · Ek sürücü")).toEqual([]);
  });
});
