/**
 * The car rental voucher the driver shows at the rental desk: reservation number, driver,
 * pick-up and return offices and times, the car, package, extras, payment and deposit, what to
 * bring, and the cancellation policy.
 */
import {
  formatDate,
  formatInstant,
  formatLocalDateTime,
  formatLocalParts,
  formatMoney,
  formatNumber,
  type RenderedDocument,
} from "./pdf-kit";
import { openLayout } from "./open-layout";
import { catalogSlug } from "../shared/slug";
import { zoneLabel } from "../shared/local-time";
import { CAR_PICTURES } from "./images/car-pictures";
import { SUPPLIER_MARKS } from "./images/company-marks";
import { coverageName, extraName, packageName } from "./names";
import { CLASS_NAMES } from "../car/offers";
import type { CarVoucherData, RentalOffice } from "./types";

const DEFAULT_MIN_LICENCE_YEARS = 2;

/** The model's picture (as on the site), else its class's silhouette (the car is "or similar" anyway). */
function carPicture(car: CarVoucherData["car"]): string | undefined {
  return CAR_PICTURES[catalogSlug(`${car.brand} ${car.model}`)] ?? CAR_PICTURES[`class-${car.className}`];
}

function sameOffice(a: RentalOffice, b: RentalOffice): boolean {
  return a.name === b.name && a.address === b.address;
}

/** The voucher as PDF bytes and the text it draws. */
export async function layoutCarVoucher(data: CarVoucherData): Promise<RenderedDocument> {
  const { language } = data;
  const { t, company, layout } = await openLayout(
    data,
    (texts) => texts.voucher,
    (t, company) => ({
      reference: { label: t.reservationNo, value: data.reservationId },
      createdAt: data.issuedAt,
      subject: `${t.subject} ${data.reservationId}`,
      keywords: [data.reservationId, company.brand, t.title],
    }),
  );
  const pickup = formatLocalParts(data.pickupDateTime, language);
  const dropoff = formatLocalParts(data.dropoffDateTime, language);

  layout.summary([
    { label: t.reservationNo, value: data.reservationId, emphasis: true },
    { label: t.pickup, value: `${pickup.date} ${pickup.time}` },
    { label: t.dropoff, value: `${dropoff.date} ${dropoff.time}` },
  ]);
  layout.paragraph(`${t.issuedAt}: ${formatInstant(data.issuedAt, language)}`, { size: 8, after: 2 });
  layout.paragraph(t.intro);

  layout.heading(t.driverSection);
  const driver = data.driver;
  layout.keyValues([
    [t.name, `${driver.firstName} ${driver.lastName}`],
    ...(driver.birthDate ? [[t.birthDate, formatDate(driver.birthDate, language)] as const] : []),
    [t.email, driver.email],
    [t.phone, driver.phone],
  ]);

  layout.heading(t.rentalSection, 90);
  const officeRows = (label: string, pick: (office: RentalOffice) => string) =>
    [label, pick(data.pickupOffice), pick(data.dropoffOffice)] as const;
  layout.table(
    [
      { width: 0.22, shade: true, bold: true },
      { width: 0.39, header: t.pickup },
      { width: 0.39, header: t.dropoff },
    ],
    [
      [
        t.dateTime,
        formatLocalDateTime(data.pickupDateTime, language),
        formatLocalDateTime(data.dropoffDateTime, language),
      ],
      officeRows(t.office, (office) => office.name),
      officeRows(t.address, (office) => office.address),
      officeRows(t.phone, (office) => office.phone),
      ...(data.pickupOffice.openingHours || data.dropoffOffice.openingHours
        ? [officeRows(t.openingHours, (office) => office.openingHours ?? "–")]
        : []),
    ],
    { after: 2 },
  );
  const sameNote = sameOffice(data.pickupOffice, data.dropoffOffice) ? `${t.sameOffice} ` : "";
  // The zone by its name in the document's language, with its id: "Türkiye Standart Saati, Europe/Istanbul".
  const zone = zoneLabel(data.timeZone, language, Date.parse(data.issuedAt));
  layout.paragraph(`${sameNote}${t.localTime(zone)}`, { size: 8 });

  layout.heading(t.carSection, 110);
  const car = data.car;
  const picture = carPicture(car);
  const className = CLASS_NAMES[car.className]?.[language] ?? car.className;
  layout.figure({
    image: picture ? await layout.image(picture) : undefined,
    title: `${car.brand} ${car.model}`,
    lines: [`${t.orSimilar} · ${t.carClass}: ${className}`, packageName(data.carPackage, language)],
    company: {
      name: data.supplier.name,
      mark: await layout.mark(data.supplier.id ? SUPPLIER_MARKS[data.supplier.id] : undefined),
    },
  });
  layout.keyValues([
    [t.transmissionFuel, `${t.transmissions[car.transmission]} / ${t.fuels[car.fuel]}`],
    [t.seats, formatNumber(car.seats, language)],
    [t.mileage, data.mileage.unlimited ? t.unlimited : t.limited(formatNumber(data.mileage.km ?? 0, language))],
  ]);

  layout.heading(t.packageSection);
  layout.paragraph(packageName(data.carPackage, language), { bold: true, size: 10 });
  if (data.packageIncludes.length > 0) {
    layout.paragraph(`${t.packageIncludes}:`, { size: 8.5, after: 2 });
    layout.bullets(data.packageIncludes.map((key) => coverageName(key, language)));
  }

  if (data.extras.length > 0) {
    layout.heading(t.extrasSection);
    layout.table(
      [
        { width: 0.6, header: t.extra },
        { width: 0.12, header: t.quantity, align: "right" },
        { width: 0.28, header: t.amount, align: "right" },
      ],
      data.extras.map((extra) => [
        extraName(extra.code, language, extra.name),
        formatNumber(extra.quantity, language),
        formatMoney(extra.total, language),
      ]),
    );
  }

  layout.heading(t.paymentSection);
  layout.keyValues([
    [t.totalPaid, formatMoney(data.totalPaid, language)],
    [t.paymentMethod, data.paymentSummary],
    [t.deposit, `${formatMoney(data.deposit, language)}\n${t.depositNote}`],
  ]);

  layout.heading(t.documentsSection);
  layout.bullets(
    data.documentsToBring ??
      t.defaultDocuments(formatNumber(data.minLicenceYears ?? DEFAULT_MIN_LICENCE_YEARS, language)),
  );

  layout.heading(t.cancellationSection, 24);
  layout.paragraph(data.cancellationPolicy);

  if (data.notes && data.notes.length > 0) {
    layout.heading(t.notesSection, 24);
    layout.bullets(data.notes);
  }

  layout.heading(t.supportSection);
  layout.companyLine(
    t.supplier,
    data.supplier.name,
    await layout.mark(data.supplier.id ? SUPPLIER_MARKS[data.supplier.id] : undefined),
  );
  layout.keyValues([
    [t.phone, data.supplier.phone],
    [t.support, `${company.phone} · ${company.email}`],
  ]);

  return layout.finish();
}

export async function renderCarVoucher(data: CarVoucherData): Promise<Uint8Array> {
  return (await layoutCarVoucher(data)).bytes;
}
