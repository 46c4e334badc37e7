/**
 * The flight e-ticket (itinerary receipt): reservation number and PNR, passengers with their
 * ticket numbers, each flight with local departure and arrival, cabin, fare brand and baggage,
 * the amount paid and the fare rules.
 */
import { formatInstant, formatLocalParts, formatMoney, formatNumber, type RenderedDocument } from "./pdf-kit";
import { openLayout } from "./open-layout";
import { AIRLINE_MARKS } from "./images/company-marks";
import type { Airport, DocumentLanguage, FlightSegment, FlightTicketData, PassengerType } from "./types";

const LABELS = {
  tr: {
    title: "Elektronik Bilet (e-Bilet)",
    subject: "Uçak bileti",
    reservationNo: "Rezervasyon No",
    pnr: "PNR (rezervasyon kodu)",
    issuedAt: "Düzenlenme tarihi",
    passengerCount: "Yolcu",
    intro:
      "Bu belge elektronik biletinizin yerine geçer. Havalimanında kimlik ya da pasaportunuzla birlikte gösteriniz; check-in için PNR kodunuzu kullanabilirsiniz.",
    passengersSection: "Yolcular",
    passenger: "Yolcu",
    passengerType: "Yolcu tipi",
    ticketNumber: "Bilet numarası",
    types: { adult: "Yetişkin", child: "Çocuk", infant: "Bebek" } satisfies Record<PassengerType, string>,
    flightsSection: "Uçuşlar",
    flight: (index: number, number: string, airline: string) => `${index}. uçuş · ${number} · ${airline}`,
    operatedBy: "Havayolu",
    departure: "Kalkış",
    arrival: "Varış",
    airport: "Havalimanı",
    dateTime: "Tarih, saat (yerel)",
    cabinBrand: "Kabin / paket",
    cabins: { economy: "Ekonomi", business: "Business" } satisfies Record<FlightSegment["cabin"], string>,
    baggage: "Bagaj hakkı",
    baggageAllowance: (checked: string, cabin: string) =>
      `${checked} kg kayıtlı bagaj, ${cabin} kg kabin bagajı (kişi başı)`,
    noCheckedBaggage: (cabin: string) => `Kayıtlı bagaj yok, ${cabin} kg kabin bagajı (kişi başı)`,
    terminal: "Terminal",
    paymentSection: "Ödeme",
    totalPaid: "Ödenen toplam tutar",
    paymentMethod: "Ödeme yöntemi",
    rulesSection: "Bilet kuralları",
    notesSection: "Önemli bilgiler",
    defaultNotes: [
      "Yurt içi uçuşlarda en geç kalkıştan 1 saat, yurt dışı uçuşlarda 2 saat önce check-in işlemlerinizi tamamlayınız.",
      "Tüm yolcuların geçerli kimlik belgesi ya da pasaportu yanında bulunmalıdır; yurt dışı uçuşlarda vize koşullarını kontrol ediniz.",
      "Saatler ilgili havalimanının yerel saatidir. Uçuş değişikliği olursa sizi e-posta ve SMS ile bilgilendiririz.",
    ],
  },
  en: {
    title: "E-Ticket Itinerary Receipt",
    subject: "Flight ticket",
    reservationNo: "Reservation no",
    pnr: "PNR (booking reference)",
    issuedAt: "Issued",
    passengerCount: "Passengers",
    intro:
      "This document is your electronic ticket. Show it at the airport together with your ID or passport; use the PNR to check in.",
    passengersSection: "Passengers",
    passenger: "Passenger",
    passengerType: "Type",
    ticketNumber: "Ticket number",
    types: { adult: "Adult", child: "Child", infant: "Infant" } satisfies Record<PassengerType, string>,
    flightsSection: "Flights",
    flight: (index: number, number: string, airline: string) => `Flight ${index} · ${number} · ${airline}`,
    operatedBy: "Airline",
    departure: "Departure",
    arrival: "Arrival",
    airport: "Airport",
    dateTime: "Date, time (local)",
    cabinBrand: "Cabin / fare",
    cabins: { economy: "Economy", business: "Business" } satisfies Record<FlightSegment["cabin"], string>,
    baggage: "Baggage allowance",
    baggageAllowance: (checked: string, cabin: string) =>
      `${checked} kg checked baggage, ${cabin} kg cabin baggage (per passenger)`,
    noCheckedBaggage: (cabin: string) => `No checked baggage, ${cabin} kg cabin baggage (per passenger)`,
    terminal: "Terminal",
    paymentSection: "Payment",
    totalPaid: "Total paid",
    paymentMethod: "Payment method",
    rulesSection: "Fare rules",
    notesSection: "Important information",
    defaultNotes: [
      "Check in at least 1 hour before departure on domestic flights and 2 hours before on international flights.",
      "Every passenger needs a valid ID card or passport; check visa requirements for international flights.",
      "Times are local at each airport. If a flight changes we will tell you by e-mail and SMS.",
    ],
  },
} satisfies Record<DocumentLanguage, unknown>;

/** "2154" or "TK2154" with carrier "TK" → "TK 2154". */
function flightCode(segment: FlightSegment): string {
  const code = segment.airline.code.toUpperCase();
  const number = segment.flightNumber.replace(/\s+/g, "");
  const digits = number.toUpperCase().startsWith(code) ? number.slice(code.length) : number;
  return `${code} ${digits}`;
}

function airportLine(airport: Airport): string {
  return `${airport.city} – ${airport.airport} (${airport.code})`;
}

export async function layoutFlightTicket(data: FlightTicketData): Promise<RenderedDocument> {
  const { language } = data;
  const { t, layout } = await openLayout(data, LABELS, (t, company) => ({
    reference: { label: t.reservationNo, value: data.reservationId },
    createdAt: data.issuedAt,
    subject: `${t.subject} ${data.reservationId} PNR ${data.pnr}`,
    // Every flight and passenger too, so a mail client or document search finds the ticket by them.
    keywords: [
      data.reservationId,
      data.pnr,
      company.brand,
      t.title,
      ...data.segments.map((segment) => segment.flightNumber),
      ...data.passengers.map((passenger) => `${passenger.lastName}/${passenger.firstName}`),
    ],
  }));

  layout.summary([
    { label: t.reservationNo, value: data.reservationId, emphasis: true },
    { label: t.pnr, value: data.pnr, emphasis: true },
    { label: t.issuedAt, value: formatInstant(data.issuedAt, language) },
  ]);
  layout.paragraph(t.intro);

  layout.heading(t.passengersSection);
  layout.table(
    [
      { width: 0.06, header: "#", align: "right" },
      { width: 0.46, header: t.passenger, bold: true },
      { width: 0.18, header: t.passengerType },
      { width: 0.3, header: t.ticketNumber },
    ],
    data.passengers.map((passenger, index) => [
      formatNumber(index + 1, language),
      [passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(" "),
      t.types[passenger.type],
      passenger.ticketNumber,
    ]),
  );

  layout.heading(t.flightsSection, 120);
  for (const [index, segment] of data.segments.entries()) {
    const departure = formatLocalParts(segment.departure, language);
    const arrival = formatLocalParts(segment.arrival, language);
    const terminals =
      segment.origin.terminal || segment.destination.terminal
        ? [[t.terminal, segment.origin.terminal ?? "–", segment.destination.terminal ?? "–"]]
        : [];
    layout.companyLine(
      t.operatedBy,
      segment.airline.name,
      await layout.mark(AIRLINE_MARKS[segment.airline.code.toUpperCase()]),
    );
    layout.table(
      [
        { width: 0.22, shade: true, bold: true },
        { width: 0.39, header: t.departure },
        { width: 0.39, header: t.arrival },
      ],
      [
        [t.airport, airportLine(segment.origin), airportLine(segment.destination)],
        [t.dateTime, `${departure.date}, ${departure.time}`, `${arrival.date}, ${arrival.time}`],
        ...terminals,
      ],
      { caption: t.flight(index + 1, flightCode(segment), segment.airline.name), after: 0 },
    );
    const checked = formatNumber(segment.baggage.checkedKg, language);
    const cabin = formatNumber(segment.baggage.cabinKg, language);
    layout.keyValues(
      [
        [t.cabinBrand, `${t.cabins[segment.cabin]} / ${segment.brandName}`],
        [t.baggage, segment.baggage.checkedKg > 0 ? t.baggageAllowance(checked, cabin) : t.noCheckedBaggage(cabin)],
      ],
      { labelShare: 0.22, after: 10 },
    );
  }

  layout.heading(t.paymentSection);
  layout.keyValues(
    [
      [t.totalPaid, formatMoney(data.totalPaid, language)],
      ...(data.paymentSummary ? [[t.paymentMethod, data.paymentSummary] as const] : []),
    ],
    { labelShare: 0.22 },
  );

  if (data.fareRules.length > 0) {
    layout.heading(t.rulesSection, 24);
    layout.bullets(data.fareRules);
  }

  layout.heading(t.notesSection, 24);
  layout.bullets([...t.defaultNotes, ...(data.notes ?? [])]);

  return layout.finish();
}

export async function renderFlightTicket(data: FlightTicketData): Promise<Uint8Array> {
  return (await layoutFlightTicket(data)).bytes;
}
