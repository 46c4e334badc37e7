import type { Order } from "~/lib/upstream-types";

/** Who the invoice defaults to before one is saved: the driver, or a flight's first passenger and contact. */
interface InvoicePerson {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly tckn?: string | undefined;
  readonly passportNo?: string | undefined;
  readonly email?: string | undefined;
}

/** The invoice form's values: the saved invoice, or the traveller's details to start from. */
export function invoiceDefaults(billing: Order["billing"], person: InvoicePerson = {}): Record<string, string> {
  const individual = billing?.type === "individual" ? billing : null;
  const corporate = billing?.type === "corporate" ? billing : null;
  const tckn = individual ? (individual.tckn ?? "") : (person.tckn ?? "");
  const passportNo = individual ? (individual.passportNo ?? "") : (person.passportNo ?? "");
  return {
    invoiceType: billing?.type ?? "individual",
    firstName: individual?.firstName ?? person.firstName ?? "",
    lastName: individual?.lastName ?? person.lastName ?? "",
    tckn,
    passportNo,
    citizen: passportNo && !tckn ? "other" : "TR",
    email: billing?.email ?? person.email ?? "",
    companyTitle: corporate?.companyTitle ?? "",
    taxNumber: corporate?.taxNumber ?? "",
    taxOffice: corporate?.taxOffice ?? "",
    addressLine: billing?.address.line ?? "",
    district: billing?.address.district ?? "",
    city: billing?.address.city ?? "",
    postalCode: billing?.address.postalCode ?? "",
    country: billing?.address.country ?? "TR",
  };
}
