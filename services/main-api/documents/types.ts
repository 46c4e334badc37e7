/**
 * Inputs of the PDF documents (voucher, e-ticket, e-Arşiv invoice). Plain serialisable data:
 * money is integer minor units with an ISO 4217 code, instants are ISO 8601 strings, local
 * wall-clock times are "YYYY-MM-DDTHH:mm" as offices and airlines state them. Free texts (package
 * names, fare rules, policies) arrive already in the document's language; the labels around them
 * come from the documents' own dictionary.
 */

import type { NameLanguage } from "../../../shared/names";

/** The booking's language: the documents are written in each of the fourteen. */
export type DocumentLanguage = NameLanguage;

/** `amount` in minor units (kuruş, cents) of `currency`. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** The issuer shown in every document's header and footer. */
export interface CompanyInfo {
  readonly brand: string;
  readonly legalName: string;
  readonly tursabLicence: string;
  readonly mersis: string;
  readonly kep: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
}

interface DocumentBase {
  readonly language: DocumentLanguage;
  /** Defaults to RotaGo's own legal identity (pdf-kit ROTAGO_COMPANY). */
  readonly company?: CompanyInfo;
}

export interface RentalOffice {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  /** E.g. "Her gün 08:00–22:00"; already in the document's language. */
  readonly openingHours?: string;
}

export type Transmission = "manual" | "automatic";
export type Fuel = "petrol" | "diesel" | "hybrid" | "electric" | "lpg";

export interface CarVoucherData extends DocumentBase {
  /** E.g. "RG-7K3M-9QXD". */
  readonly reservationId: string;
  /** ISO instant; also the PDF's creation date. */
  readonly issuedAt: string;
  readonly driver: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    /** "YYYY-MM-DD". */
    readonly birthDate?: string;
  };
  /** The rental company; its `id` (the inventory's) finds its wordmark. */
  readonly supplier: { readonly id?: string; readonly name: string; readonly phone: string };
  readonly pickupOffice: RentalOffice;
  /** May be the same office as pickup: the voucher then says so. */
  readonly dropoffOffice: RentalOffice;
  /** Local time at the pickup office, "YYYY-MM-DDTHH:mm". */
  readonly pickupDateTime: string;
  /** Local time at the drop-off office, "YYYY-MM-DDTHH:mm". */
  readonly dropoffDateTime: string;
  /** IANA zone of the office times, e.g. "Europe/Istanbul". */
  readonly timeZone: string;
  readonly car: {
    readonly brand: string;
    readonly model: string;
    /** A class code ("economy", "mid", "suv", …) is translated; anything else is shown as given. */
    readonly className: string;
    readonly transmission: Transmission;
    readonly fuel: Fuel;
    readonly seats: number;
  };
  /** The package's key ("basePackage", …), named in the document's language; anything else shown as given. */
  readonly carPackage: string;
  /** What the package covers, by the inventory's keys ("third-party-liability", …), named likewise. */
  readonly packageIncludes: readonly string[];
  /** By the inventory's code ("child-seat", …), named likewise; `name` is the order's own for a code no table knows. */
  readonly extras: readonly {
    readonly code: string;
    readonly name?: string;
    readonly quantity: number;
    readonly total: Money;
  }[];
  readonly deposit: Money;
  readonly mileage: { readonly unlimited: boolean; readonly km?: number };
  readonly totalPaid: Money;
  /** E.g. "Visa •••• 4242"; already in the document's language. */
  readonly paymentSummary: string;
  /** Minimum years the driving licence has been held; used for the default documents list. */
  readonly minLicenceYears?: number;
  /** Replaces the default list (licence, ID/passport, credit card for the deposit). */
  readonly documentsToBring?: readonly string[];
  readonly cancellationPolicy: string;
  readonly notes?: readonly string[];
}

type PassengerType = "adult" | "child" | "infant";

export interface Airport {
  /** IATA code, e.g. "IST". */
  readonly code: string;
  readonly city: string;
  readonly airport: string;
  readonly terminal?: string;
}

export interface FlightSegment {
  readonly airline: { readonly name: string; readonly code: string };
  /** Digits only or with the carrier code: "2154" and "TK2154" both print as "TK 2154". */
  readonly flightNumber: string;
  readonly origin: Airport;
  readonly destination: Airport;
  /** Local time at the origin, "YYYY-MM-DDTHH:mm". */
  readonly departure: string;
  /** Local time at the destination, "YYYY-MM-DDTHH:mm". */
  readonly arrival: string;
  readonly cabin: "economy" | "business";
  /** Fare brand, e.g. "EcoFly". */
  readonly brandName: string;
  readonly baggage: { readonly checkedKg: number; readonly cabinKg: number };
}

export interface FlightTicketData extends DocumentBase {
  readonly reservationId: string;
  /** Airline booking reference, e.g. "X7QK2M". */
  readonly pnr: string;
  /** ISO instant. */
  readonly issuedAt: string;
  readonly passengers: readonly {
    /** E.g. "Bay", "Mr", already in the document's language. */
    readonly title?: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly type: PassengerType;
    readonly ticketNumber: string;
  }[];
  readonly segments: readonly FlightSegment[];
  readonly totalPaid: Money;
  readonly paymentSummary?: string;
  /** Short fare rule statements (change, refund, no-show), already in the document's language. */
  readonly fareRules: readonly string[];
  readonly notes?: readonly string[];
}

interface InvoiceParty {
  readonly title: string;
  readonly taxOffice: string;
  readonly taxNumber: string;
  readonly mersis: string;
  readonly address: string;
}

export type InvoiceBuyer =
  | {
      readonly type: "individual";
      readonly name: string;
      /** Turkish citizens: T.C. Kimlik No; foreigners give a passport number instead. */
      readonly tckn?: string;
      readonly passportNo?: string;
      readonly address: string;
      readonly email: string;
    }
  | {
      readonly type: "corporate";
      readonly companyTitle: string;
      readonly vkn: string;
      readonly taxOffice: string;
      readonly address: string;
      readonly email: string;
    };

interface InvoiceLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  /** Percent, e.g. 20. */
  readonly vatRate: number;
  readonly vatAmount: Money;
  /** Line amount before VAT (quantity × unit price): e-Arşiv's "Mal Hizmet Tutarı". */
  readonly total: Money;
}

export interface InvoiceData extends DocumentBase {
  /** 16 characters, e.g. "RGA2026000000123". */
  readonly invoiceNumber: string;
  /** The e-Arşiv ETTN (UUID). */
  readonly ettn: string;
  /** ISO instant. */
  readonly issueDate: string;
  /** The reservation the invoice is for: in the invoice details and its note. */
  readonly reservationId: string;
  readonly seller: InvoiceParty;
  readonly buyer: InvoiceBuyer;
  /** A car booking's rental company (its `id` finds its wordmark): who provides the service sold. */
  readonly rentalCompany?: { readonly id?: string; readonly name: string };
  readonly lines: readonly InvoiceLine[];
  /** Sum of the line amounts before VAT. */
  readonly subtotal: Money;
  readonly vatTotal: Money;
  /** subtotal + vatTotal: the amount paid. */
  readonly grandTotal: Money;
  /** E.g. "Kredi kartı (Visa •••• 4242)". */
  readonly paymentMethod: string;
  readonly note?: string;
  /** A foreign-currency invoice's rate at issue: TRY per unit × 1,000,000 (its totals are also shown in TRY). */
  readonly microTryPerUnit?: number;
}
