import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countryOptions } from "~/lib/countries";
import { parseSubmission } from "~/lib/forms/submission";
import {
  addressForm,
  consentsForm,
  contactCodeForm,
  contactForm,
  nameForm,
  passwordForm,
  PROFILE_FIELD_MESSAGES,
  readPhone,
  withdrawForm,
} from "./profile-forms";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const read = (schema: Parameters<typeof parseSubmission>[1], fields: Record<string, string>) =>
  parseSubmission(post(fields), schema, PROFILE_FIELD_MESSAGES, "required");

describe("the account page's forms", () => {
  it.each([
    ["+90 532 123 45 67", "+905321234567"],
    ["0532 123 45 67", "+905321234567"],
    ["532-123-45-67", "+905321234567"],
    ["+49 151 23456789", "+4915123456789"],
    ["0049 151 23456789", "+4915123456789"],
  ])("reads the mobile number %s as %s", (typed, expected) => {
    expect(readPhone(typed)).toBe(expected);
  });

  it.each(["", "12345", "+90 212 123 45 67", "0212 123 45 67", "abc", "+0 123"])(
    "refuses %j as a mobile number",
    (typed) => {
      expect(readPhone(typed)).toBeUndefined();
    },
  );

  it("sends the contact change to the new address, lower-cased, or the number in E.164", () => {
    const email = read(contactForm, { intent: "contact", field: "email", value: " Ayse@Example.COM " });
    expect(email.status === "success" && email.value).toMatchObject({ field: "email", value: "ayse@example.com" });
    const phone = read(contactForm, { intent: "contact", field: "phone", dialCode: "+90", phone: "(532) 123 45 67" });
    expect(phone.status === "success" && phone.value).toMatchObject({ field: "phone", value: "+905321234567" });
    const german = read(contactForm, { intent: "contact", field: "phone", dialCode: "+49", phone: "0151 23456789" });
    expect(german.status === "success" && german.value).toMatchObject({ field: "phone", value: "+4915123456789" });
    const wrong = read(contactForm, { intent: "contact", field: "phone", dialCode: "+90", phone: "0212 123 45 67" });
    expect(wrong.status !== "success" && wrong.error?.phone).toEqual(["phone"]);
    const empty = read(contactForm, { intent: "contact", field: "phone", dialCode: "+90", phone: " " });
    expect(empty.status !== "success" && empty.error?.phone).toEqual(["required"]);
    const code = read(contactCodeForm, { intent: "contact-code", field: "email", value: "a@b.co", code: "12a456" });
    expect(code.status !== "success" && code.error?.code).toEqual(["code"]);
  });

  it("reads a new number from any country of the picker and digits typed any way as E.164, or names the phone field", () => {
    const dialCodes = countryOptions("tr").map((country) => country.dial);
    fc.assert(
      fc.property(
        fc.constantFrom(...dialCodes),
        fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^0?5\d{9}$/), fc.stringMatching(/^[\d ()-]{4,20}$/)),
        (dialCode, typed) => {
          const fields = { intent: "contact", field: "phone", dialCode, phone: typed };
          const result = parseSubmission(post(fields), contactForm, PROFILE_FIELD_MESSAGES, "required");
          if (result.status === "success") {
            expect(result.value.field).toBe("phone");
            expect(result.value.value).toMatch(new RegExp(`^\\${dialCode}\\d+$`));
          } else {
            expect(Object.keys(result.error ?? {})).toEqual(["phone"]);
          }
        },
      ),
    );
  });

  it("ticks only the channels posted as on: an unticked box is not sent", () => {
    const result = read(consentsForm, { intent: "consents", sms: "on" });
    expect(result.status === "success" && result.value).toEqual({
      intent: "consents",
      email: false,
      sms: true,
      call: false,
    });
  });

  it("asks for the same new password twice and keeps the address rules of the Main API", () => {
    const password = read(passwordForm, {
      intent: "password",
      currentPassword: "old-secret",
      newPassword: "new-secret-1",
      repeatPassword: "new-secret-2",
    });
    expect(password.status !== "success" && password.error?.repeatPassword).toEqual(["passwordsDiffer"]);
    const address = read(addressForm, {
      intent: "address",
      line: "Ab",
      district: "",
      city: "İzmir",
      countryCode: "tr",
    });
    expect(address.status !== "success" && address.error).toMatchObject({
      line: ["address"],
      district: ["required"],
      countryCode: ["country"],
    });
  });

  it("answers any hand-made post with error codes of its own, never a throw", () => {
    const schemas = [nameForm, contactForm, contactCodeForm, addressForm, passwordForm, consentsForm, withdrawForm];
    const names = fc.constantFrom(
      "intent",
      "field",
      "value",
      "code",
      "firstName",
      "lastName",
      "line",
      "district",
      "city",
      "postalCode",
      "countryCode",
      "currentPassword",
      "newPassword",
      "repeatPassword",
      "email",
      "sms",
      "call",
      "channel",
      "__proto__",
      "a.b",
    );
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("on", "email", "phone", "sms", "name", "+90", "<b>"),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas),
        fc.array(fc.tuple(names, values), { maxLength: 12 }),
        (schema, fields) => {
          const form = new FormData();
          for (const [name, value] of fields) form.append(name, value);
          const result = parseSubmission(form, schema, PROFILE_FIELD_MESSAGES, "required");
          if (result.status !== "success") {
            for (const codes of Object.values(result.error ?? {})) {
              for (const code of codes ?? []) expect(Object.keys(PROFILE_FIELD_MESSAGES)).toContain(code);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
