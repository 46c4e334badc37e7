import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  contactSchema,
  MESSAGE_MAX,
  normalisePhone,
  normaliseReservationId,
} from "./contact-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** What the action reads from a post: the ticket, or the first error of each field; what was typed either way. */
function parseContactForm(data: FormData) {
  const submission = parseSubmission(data, contactSchema, CONTACT_FIELD_MESSAGES, "subject");
  const values = submission.reply().initialValue ?? {};
  return submission.status === "success"
    ? { ok: true, ticket: submission.value, values }
    : { ok: false, errors: firstErrors(submission.error), values };
}

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
    expect(parseContactForm(new FormData())).toMatchObject({
      ok: false,
      errors: { name: "name", email: "email", subject: "subject", message: "message-short" },
      values: {},
    });
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

describe("any post to the contact form (generated)", () => {
  it("gives a ticket or field errors, never a throw", () => {
    const codes = Object.keys(CONTACT_FIELD_MESSAGES);
    fc.assert(
      fc.property(garbagePost([...CONTACT_FIELDS, "website"]), (data) => {
        const submission = parseSubmission(data, contactSchema, CONTACT_FIELD_MESSAGES, "subject");
        if (submission.status === "success") {
          const ticket = submission.value;
          expect(ticket.name.length).toBeGreaterThanOrEqual(2);
          expect(CONTACT_SUBJECTS).toContain(ticket.subject);
          expect(ticket.message.length).toBeLessThanOrEqual(MESSAGE_MAX);
          if (ticket.phone) expect(ticket.phone).toMatch(/^\+[1-9]\d{7,14}$/);
          return;
        }
        const errors = Object.values(firstErrors(submission.error));
        expect(errors.length).toBeGreaterThan(0);
        for (const code of errors) expect(codes).toContain(code);
      }),
      { numRuns: 300 },
    );
  });
});
