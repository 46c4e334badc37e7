/**
 * The flight e-ticket (itinerary receipt): reservation number and PNR, passengers with their
 * ticket numbers, each flight with local departure and arrival, cabin, fare brand and baggage,
 * the amount paid and the fare rules.
 */
import { formatInstant, formatLocalParts, formatMoney, formatNumber, type RenderedDocument } from "./pdf-kit";
import { openLayout } from "./open-layout";
import { AIRLINE_MARKS } from "./images/company-marks";
import type { Airport, FlightSegment, FlightTicketData } from "./types";

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
  const { t, layout } = await openLayout(
    data,
    (texts) => texts.ticket,
    (t, company) => ({
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
    }),
  );

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
      { caption: t.flight(formatNumber(index + 1, language), flightCode(segment), segment.airline.name), after: 0 },
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
