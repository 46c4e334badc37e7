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
import type { CarVoucherData, DocumentLanguage, Fuel, RentalOffice, Transmission } from "./types";

const DEFAULT_MIN_LICENCE_YEARS = 2;

const LABELS = {
  tr: {
    title: "Araç Kiralama Voucher'ı",
    subject: "Araç kiralama rezervasyonu",
    reservationNo: "Rezervasyon No",
    issuedAt: "Düzenlenme tarihi",
    pickup: "Alış",
    dropoff: "İade",
    intro:
      "Aracınızı teslim alırken bu voucher'ı basılı ya da telefonunuzda kiralama ofisine gösteriniz. Ofis görevlisi aşağıda listelenen belgeleri isteyecektir; eksik belge durumunda araç teslim edilmeyebilir.",
    driverSection: "Sürücü bilgileri",
    name: "Ad soyad",
    email: "E-posta",
    phone: "Telefon",
    birthDate: "Doğum tarihi",
    rentalSection: "Alış ve iade",
    office: "Ofis",
    address: "Adres",
    openingHours: "Çalışma saatleri",
    dateTime: "Tarih ve saat",
    sameOffice: "Araç alındığı ofise iade edilir.",
    localTime: (zone: string) => `Saatler ofisin yerel saatidir (${zone}).`,
    carSection: "Araç",
    orSimilar: "veya benzeri",
    carClass: "Sınıf",
    transmissionFuel: "Vites / yakıt",
    seats: "Koltuk sayısı",
    mileage: "Kilometre",
    unlimited: "Sınırsız kilometre",
    limited: (km: string) => `Kiralama süresince toplam ${km} km`,
    packageSection: "Paket",
    packageIncludes: "Pakete dahil olanlar",
    extrasSection: "Ek hizmetler",
    extra: "Ek hizmet",
    quantity: "Adet",
    amount: "Tutar",
    paymentSection: "Ödeme ve depozito",
    totalPaid: "Ödenen toplam tutar",
    paymentMethod: "Ödeme yöntemi",
    deposit: "Depozito",
    depositNote:
      "Depozito, aracı teslim alırken sürücü adına kayıtlı kredi kartında bloke edilir; araç sözleşmeye uygun iade edildiğinde kaldırılır.",
    documentsSection: "Teslim alırken yanınızda bulunması gerekenler",
    defaultDocuments: (years: number) => [
      `En az ${years} yıldır sahip olunan, geçerli sürücü belgesi (aslı)`,
      "T.C. kimlik kartı ya da pasaport",
      "Depozito için sürücü adına düzenlenmiş, yeterli limiti olan kredi kartı (banka kartı kabul edilmez)",
      "Bu voucher (basılı ya da dijital)",
    ],
    cancellationSection: "İptal koşulları",
    notesSection: "Notlar",
    supportSection: "Kiralama firması ve destek",
    supplier: "Kiralama firması",
    support: "RotaGo müşteri hizmetleri",
    transmissions: { manual: "Manuel", automatic: "Otomatik" } satisfies Record<Transmission, string>,
    fuels: {
      petrol: "Benzin",
      diesel: "Dizel",
      hybrid: "Hibrit",
      electric: "Elektrik",
      lpg: "LPG",
    } satisfies Record<Fuel, string>,
    classes: {
      economy: "Ekonomi",
      mid: "Orta",
      upper: "Üst",
      luxury: "Lüks",
      suv: "SUV",
      panelvan: "Panelvan",
      convertible: "Üstü açık",
    } as Record<string, string>,
  },
  en: {
    title: "Car Rental Voucher",
    subject: "Car rental reservation",
    reservationNo: "Reservation no",
    issuedAt: "Issued",
    pickup: "Pick-up",
    dropoff: "Return",
    intro:
      "Show this voucher, printed or on your phone, at the rental desk when you collect the car. The desk will ask for the documents listed below; without them the car may not be handed over.",
    driverSection: "Driver",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    birthDate: "Date of birth",
    rentalSection: "Pick-up and return",
    office: "Office",
    address: "Address",
    openingHours: "Opening hours",
    dateTime: "Date and time",
    sameOffice: "The car is returned to the office it was collected from.",
    localTime: (zone: string) => `Times are the office's local time (${zone}).`,
    carSection: "Car",
    orSimilar: "or similar",
    carClass: "Class",
    transmissionFuel: "Transmission / fuel",
    seats: "Seats",
    mileage: "Mileage",
    unlimited: "Unlimited mileage",
    limited: (km: string) => `${km} km in total for the rental`,
    packageSection: "Package",
    packageIncludes: "Included in the package",
    extrasSection: "Extras",
    extra: "Extra",
    quantity: "Qty",
    amount: "Amount",
    paymentSection: "Payment and deposit",
    totalPaid: "Total paid",
    paymentMethod: "Payment method",
    deposit: "Deposit",
    depositNote:
      "The deposit is blocked on a credit card in the driver's name at pick-up and released when the car is returned as agreed.",
    documentsSection: "What to bring at pick-up",
    defaultDocuments: (years: number) => [
      `A valid driving licence held for at least ${years} years (the original)`,
      "National ID card or passport",
      "A credit card in the driver's name with enough limit for the deposit (debit cards are not accepted)",
      "This voucher (printed or digital)",
    ],
    cancellationSection: "Cancellation policy",
    notesSection: "Notes",
    supportSection: "Rental company and support",
    supplier: "Rental company",
    support: "RotaGo customer service",
    transmissions: { manual: "Manual", automatic: "Automatic" } satisfies Record<Transmission, string>,
    fuels: {
      petrol: "Petrol",
      diesel: "Diesel",
      hybrid: "Hybrid",
      electric: "Electric",
      lpg: "LPG",
    } satisfies Record<Fuel, string>,
    classes: {
      economy: "Economy",
      mid: "Intermediate",
      upper: "Full size",
      luxury: "Luxury",
      suv: "SUV",
      panelvan: "Panel van",
      convertible: "Convertible",
    } as Record<string, string>,
  },
} satisfies Record<DocumentLanguage, unknown>;

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
  const { t, company, layout } = await openLayout(data, LABELS, (t, company) => ({
    reference: { label: t.reservationNo, value: data.reservationId },
    createdAt: data.issuedAt,
    subject: `${t.subject} ${data.reservationId}`,
    keywords: [data.reservationId, company.brand, t.title],
  }));
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
  const className = t.classes[car.className] ?? car.className;
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
  layout.bullets(data.documentsToBring ?? t.defaultDocuments(data.minLicenceYears ?? DEFAULT_MIN_LICENCE_YEARS));

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
