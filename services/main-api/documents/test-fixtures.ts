/** A car voucher, a flight e-ticket and an invoice with every field filled, for the documents' tests. */
import type { CarVoucherData, DocumentLanguage, FlightTicketData, InvoiceData } from "./types";

export const try_ = (amount: number) => ({ amount, currency: "TRY" });

export const PICKUP_ADDRESS =
  "İstanbul Havalimanı, Dış Hatlar Geliş Katı, Tayakadın Mah. Terminal Cad. No:1, 34283 Arnavutköy/İstanbul";

export function voucher(language: DocumentLanguage): CarVoucherData {
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
    supplier: { id: "anadolu-rent", name: "Anadolu Rent", phone: "0850 222 33 44" },
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
    carPackage: "goldPackage",
    packageIncludes: ["third-party-liability", "collision-damage-waiver", "glass-and-tyres", "additional-driver"],
    extras: [
      { code: "baby-seat", name: "Bebek koltuğu", quantity: 1, total: try_(84_000) },
      { code: "navigation", name: "Navigasyon cihazı", quantity: 2, total: try_(35_050) },
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

export function ticket(language: DocumentLanguage): FlightTicketData {
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

export function invoice(language: DocumentLanguage): InvoiceData {
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
