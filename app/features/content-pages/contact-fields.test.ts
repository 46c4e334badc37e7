import { describe, expect, it } from "vitest";
import { normalisePhone, normaliseReservationId, parseContactForm } from "./contact-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const VALID = {
  name: "  Ayşe Yılmaz ",
  email: "Ayse@Example.com",
  phone: "",
  subject: "payment",
  message: "Faturamı e-posta ile alabilir miyim, lütfen?",
  reservationId: "",
};

describe("the contact form's fields", () => {
  it("turns a valid post into the ticket the Main API takes", () => {
    expect(parseContactForm(form({ ...VALID, phone: "0532 123 45 67", reservationId: "rg-7k3m 9qxd" }))).toEqual({
      ok: true,
      values: expect.objectContaining({ name: "  Ayşe Yılmaz " }),
      ticket: {
        name: "Ayşe Yılmaz",
        email: "ayse@example.com",
        phone: "+905321234567",
        subject: "payment",
        message: "Faturamı e-posta ile alabilir miyim, lütfen?",
        reservationId: "RG-7K3M-9QXD",
      },
    });
  });

  it("names every bad field at once and keeps what was typed", () => {
    const parsed = parseContactForm(
      form({ name: "A", email: "a@", phone: "123", subject: "spam", message: "short", reservationId: "RG-0000-0000" }),
    );
    expect(parsed).toEqual({
      ok: false,
      values: {
        name: "A",
        email: "a@",
        phone: "123",
        subject: "spam",
        message: "short",
        reservationId: "RG-0000-0000",
      },
      errors: {
        name: "name",
        email: "email",
        phone: "phone",
        subject: "subject",
        message: "message-short",
        reservationId: "reservation-id",
      },
    });
    expect(parseContactForm(form({ ...VALID, message: "x".repeat(2001) }))).toMatchObject({
      errors: { message: "message-long" },
    });
    // Nothing but the fields: a missing field is an empty one.
    expect(parseContactForm(new FormData())).toMatchObject({ ok: false, values: { name: "", message: "" } });
  });

  it.each([
    ["0532 123 45 67", "+905321234567"],
    ["532 123 45 67", "+905321234567"],
    ["+90 (532) 123-45-67", "+905321234567"],
    ["0049 30 1234567", "+49301234567"],
    ["+90 212 123 45 67", undefined],
    ["12345", undefined],
  ])("reads the phone number %s as %s", (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164);
  });

  it("reads reservation numbers as people type them", () => {
    expect(normaliseReservationId("rg7k3m9qxd")).toBe("RG-7K3M-9QXD");
    expect(normaliseReservationId("RG-7K3M-9QX")).toBeUndefined();
    expect(normaliseReservationId("RG-7K3M-9QX0")).toBeUndefined();
  });
});
