import { describe, expect, it } from "vitest";
import { readBack } from "../../../tests/support/pdf-text";
import { layoutCarVoucher, renderCarVoucher } from "./car-voucher";
import { layoutFlightTicket, renderFlightTicket } from "./flight-ticket";
import { layoutInvoice, renderInvoice, turkishNumberInWords } from "./invoice";
import { formatLocalDateTime, formatMoney, PAGE, type RenderedDocument, type TextRecord } from "./pdf-kit";
import type { CarVoucherData, DocumentLanguage, FlightTicketData, InvoiceData } from "./types";

// -- Fixtures -----------------------------------------------------------------------------------

const try_ = (amount: number) => ({ amount, currency: "TRY" });

const PICKUP_ADDRESS =
  "İstanbul Havalimanı, Dış Hatlar Geliş Katı, Tayakadın Mah. Terminal Cad. No:1, 34283 Arnavutköy/İstanbul";

function voucher(language: DocumentLanguage): CarVoucherData {
  return {
    language,
    reservationId: "RG-7K3M-9QXD",
    issuedAt: "2026-03-14T06:30:00Z",
    driver: {
      firstName: "Şükrü",
      lastName: "Çağlayan",
      email: "sukru.caglayan@example.com",
      phone: "+90 532 123 45 67",
      birthDate: "1985-06-12",
    },
    supplier: { name: "Anadolu Oto Kiralama", phone: "0850 222 33 44" },
    pickupOffice: {
      name: "İstanbul Havalimanı Ofisi",
      address: PICKUP_ADDRESS,
      phone: "0212 444 55 66",
      openingHours: "00:00–24:00",
    },
    dropoffOffice: {
      name: "Antalya Havalimanı Ofisi",
      address: "Antalya Havalimanı 1. Dış Hatlar Terminali, 07230 Muratpaşa/Antalya",
      phone: "0242 444 11 22",
    },
    pickupDateTime: "2026-07-10T10:00",
    dropoffDateTime: "2026-07-17T18:30",
    timeZone: "Europe/Istanbul",
    car: { brand: "Renault", model: "Clio", className: "economy", transmission: "automatic", fuel: "diesel", seats: 5 },
    packageName: language === "tr" ? "Altın Paket" : "Gold Package",
    packageIncludes: ["Tam kasko (muafiyetsiz)", "Lastik, cam ve far güvencesi", "Ek sürücü"],
    extras: [
      { name: "Bebek koltuğu", quantity: 1, total: try_(84_000) },
      { name: "Navigasyon", quantity: 2, total: try_(35_050) },
    ],
    deposit: try_(500_000),
    mileage: { unlimited: false, km: 3500 },
    totalPaid: try_(1_234_567),
    paymentSummary: "Visa •••• 4242",
    cancellationPolicy:
      "Alış saatinden 48 saat öncesine kadar yapılan iptallerde ücretin tamamı iade edilir. 48 saatten az kala yapılan iptallerde bir günlük kiralama bedeli kesilir.",
    notes: ["Araç dolu depo ile teslim edilir, dolu depo ile iade edilmelidir."],
  };
}

function ticket(language: DocumentLanguage): FlightTicketData {
  const segment = (
    flightNumber: string,
    from: [string, string, string],
    to: [string, string, string],
    departure: string,
    arrival: string,
  ) => ({
    airline: { name: "Türk Hava Yolları", code: "TK" },
    flightNumber,
    origin: { code: from[0], city: from[1], airport: from[2] },
    destination: { code: to[0], city: to[1], airport: to[2] },
    departure,
    arrival,
    cabin: "economy" as const,
    brandName: "EcoFly",
    baggage: { checkedKg: 20, cabinKg: 8 },
  });
  return {
    language,
    reservationId: "RG-4T8P-2LWN",
    pnr: "X7QK2M",
    issuedAt: "2026-04-02T12:15:00+03:00",
    passengers: [
      { title: "Bayan", firstName: "İpek", lastName: "Işık", type: "adult", ticketNumber: "235-2145678901" },
      { firstName: "Ömer", lastName: "Güneş", type: "child", ticketNumber: "235-2145678902" },
      { firstName: "Ayşe", lastName: "Işık", type: "infant", ticketNumber: "235-2145678903" },
    ],
    segments: [
      segment(
        "2154",
        ["IST", "İstanbul", "İstanbul Havalimanı"],
        ["AYT", "Antalya", "Antalya Havalimanı"],
        "2026-05-01T08:35",
        "2026-05-01T09:55",
      ),
      segment(
        "TK2163",
        ["AYT", "Antalya", "Antalya Havalimanı"],
        ["IST", "İstanbul", "İstanbul Havalimanı"],
        "2026-05-08T21:10",
        "2026-05-08T22:35",
      ),
    ],
    totalPaid: try_(876_543),
    paymentSummary: "Mastercard •••• 5454",
    fareRules: ["Değişiklik: kalkıştan 2 saat öncesine kadar ücret farkı ile", "İade: vergiler hariç iade yapılmaz"],
  };
}

function invoice(language: DocumentLanguage): InvoiceData {
  return {
    language,
    invoiceNumber: "RGA2026000000123",
    ettn: "3f2b9c4e-8d1a-4e6b-9a7f-0c5d2e1b4a93",
    issueDate: "2026-03-14T06:30:00Z",
    reservationId: "RG-7K3M-9QXD",
    seller: {
      title: "RotaGo Seyahat ve Teknoloji A.Ş.",
      taxOffice: "Boğaziçi Kurumlar",
      taxNumber: "7350123456",
      mersis: "0735012345600015",
      address: "Büyükdere Cad. No:199, 34394 Şişli/İstanbul",
    },
    buyer: {
      type: "individual",
      name: "Şükrü Çağlayan",
      tckn: "10000000146",
      address: "Atatürk Mah. Gül Sok. No:5/3, 06420 Çankaya/Ankara",
      email: "sukru.caglayan@example.com",
    },
    lines: [
      {
        description: "Araç kiralama hizmeti – Renault Clio, 7 gün (RG-7K3M-9QXD)",
        quantity: 1,
        unitPrice: try_(1_028_806),
        vatRate: 20,
        vatAmount: try_(205_761),
        total: try_(1_028_806),
      },
    ],
    subtotal: try_(1_028_806),
    vatTotal: try_(205_761),
    grandTotal: try_(1_234_567),
    paymentMethod: "Kredi kartı (Visa •••• 4242)",
    note: "Hizmet bedeli tahsil edilmiştir.",
  };
}

// -- Reading the PDF back -----------------------------------------------------------------------

async function checkDocument(rendered: RenderedDocument) {
  const header = String.fromCharCode(...rendered.bytes.subarray(0, 5));
  expect(header).toBe("%PDF-");
  const back = await readBack(rendered.bytes);
  expect(back.pdf.getPageCount()).toBe(rendered.pageCount);
  for (const page of back.pdf.getPages()) {
    expect(page.getWidth()).toBeCloseTo(595.28, 1);
    expect(page.getHeight()).toBeCloseTo(841.89, 1);
  }
  // What the layout recorded is exactly what the PDF shows, page by page, at the same place.
  const recorded = [...rendered.text].sort((a, b) => a.page - b.page);
  expect(back.text.map((item) => item.text)).toEqual(recorded.map((record) => record.text));
  back.text.forEach((item, i) => {
    expect(item.page).toBe(recorded[i]!.page);
    expect(item.x).toBeCloseTo(recorded[i]!.x, 2);
    expect(item.y).toBeCloseTo(recorded[i]!.y, 2);
  });
  expectInsideMargins(rendered.text);
  // The body alone, so a paragraph continued on the next page reads on without the page furniture.
  const body = back.text
    .filter((_, i) => recorded[i]!.region === "body")
    .map((item) => item.text)
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
      driver: { ...base.driver, firstName: "Nguyễn", lastName: "Иван" },
    });
    const { joined } = await checkDocument(rendered);
    expect(joined).toContain("Nguyen ????");
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
