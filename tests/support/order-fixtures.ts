/** Order details for tests in workerd and in the browser: plain data, no runtime imports. */

/** A Turkish driver with a valid identity number. */
export const DRIVER = {
  driver: {
    firstName: "Şükrü",
    lastName: "Çağlayan",
    email: "sukru@example.com",
    phone: "+905321234567",
    birthDate: "1988-04-12",
    nationality: "TR",
    tckn: "10000000146",
  },
};

export const BILLING = {
  type: "individual",
  firstName: "Şükrü",
  lastName: "Çağlayan",
  tckn: "10000000146",
  email: "sukru@example.com",
  address: { line: "Atatürk Cad. No:12 Daire 3", city: "İstanbul", country: "TR" },
};

export const AGREEMENTS = { accepted: ["pre-information-form", "distance-sales-contract"] };

export function cardFor(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    holderName: "SUKRU CAGLAYAN",
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: number.startsWith("37") ? "1234" : "123",
    ...overrides,
  };
}
