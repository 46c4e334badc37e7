import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidTckn as sharedTckn, isValidVkn as sharedVkn, luhnValid as sharedLuhn } from "~/../shared/checksums";
import {
  ageOn,
  cvcLength,
  driverAgeState,
  expiryState,
  isAdult,
  isValidCardNumber,
  isValidEmail,
  isValidPersonName,
  isValidTckn,
  isValidTurkishMobile,
  isValidVkn,
  luhnValid,
  normalizePersonName,
  parseExpiry,
  toE164TurkishMobile,
  turkishMobileState,
} from "./validators";

describe("checksums", () => {
  it("are the ones the Main API uses (shared/checksums.ts), not copies", () => {
    expect(isValidTckn).toBe(sharedTckn);
    expect(isValidVkn).toBe(sharedVkn);
    expect(luhnValid).toBe(sharedLuhn);
    expect(isValidTckn("10000000146")).toBe(true);
    expect(isValidVkn("1234567890")).toBe(true);
  });
});

describe("isValidCardNumber", () => {
  it("takes the number as typed, with spaces or dashes", () => {
    expect(isValidCardNumber("4543 6000 0000 0003")).toBe(true);
    expect(isValidCardNumber("4543-6000-0000-0003")).toBe(true);
    expect(isValidCardNumber("3744 270000 00003")).toBe(true);
    expect(isValidCardNumber("9792 0400 0000 0405")).toBe(true);
  });

  it("refuses a Luhn-valid number of a length its brand does not issue", () => {
    expect(luhnValid("454360000000009")).toBe(true);
    expect(isValidCardNumber("454360000000009")).toBe(false); // 15-digit Visa
    expect(luhnValid("3744270000000012")).toBe(true);
    expect(isValidCardNumber("3744270000000012")).toBe(false); // 16-digit Amex
  });

  it("refuses wrong check digits, short numbers and letters", () => {
    expect(isValidCardNumber("4543 6000 0000 0004")).toBe(false);
    expect(isValidCardNumber("4543 6000")).toBe(false);
    expect(isValidCardNumber("4543 6000 0000 000O")).toBe(false);
    expect(isValidCardNumber("")).toBe(false);
  });
});

describe("Turkish mobile numbers", () => {
  it.each([
    ["(532) 123 45 67", "ok"],
    ["+905321234567", "ok"],
    [" (532) 123 45 67 ", "ok"],
    ["", "incomplete"],
    ["(5", "incomplete"],
    ["(532) 123 45 6", "incomplete"],
    ["(212) 123 45 67", "not-mobile"],
    ["(4", "not-mobile"],
    ["+902121234567", "not-mobile"],
    ["+90532123456", "invalid"],
    ["+9053212345678", "invalid"],
    ["5321234567", "invalid"],
    ["0532 123 45 67", "invalid"],
    ["(532) 123 4567", "invalid"],
    ["(532)1234567", "invalid"],
    ["+445321234567", "invalid"],
  ] as const)("%j is %s", (value, state) => {
    expect(turkishMobileState(value)).toBe(state);
    expect(isValidTurkishMobile(value)).toBe(state === "ok");
  });

  it("turns the field's text into E.164, or null", () => {
    expect(toE164TurkishMobile("(532) 123 45 67")).toBe("+905321234567");
    expect(toE164TurkishMobile("0532 123 45 67")).toBe("+905321234567");
    expect(toE164TurkishMobile("+90 532 123 45 67")).toBe("+905321234567");
    expect(toE164TurkishMobile("+905321234567")).toBe("+905321234567");
    expect(toE164TurkishMobile("(532) 123 45 6")).toBeNull();
    expect(toE164TurkishMobile("(212) 123 45 67")).toBeNull();
    expect(toE164TurkishMobile("")).toBeNull();
  });
});

describe("isValidEmail", () => {
  const corpus: [string, boolean][] = [
    ["ali@example.com", true],
    [" Ali.Veli@Example.COM.tr ", true],
    ["ali.veli+rota@mail.example.com", true],
    ["o'neil@example.ie", true],
    ["a_b-c@x-y.travel", true],
    ["ali@localhost", false],
    ["ali@example", false],
    ["ali@example.c", false],
    ["ali@@example.com", false],
    ["ali@exa mple.com", false],
    ["ali veli@example.com", false],
    [".ali@example.com", false],
    ["ali..veli@example.com", false],
    ["ali.@example.com", false],
    ["ali@-example.com", false],
    ["ayşe@example.com", false],
    ["ali@örnek.com.tr", false],
    ["@example.com", false],
    ["ali", false],
    ["", false],
    [`${"a".repeat(245)}@example.com`, false],
  ];

  it.each(corpus)("%j → %s", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe("parseExpiry", () => {
  it.each(["12/30", "12/2030", "1230", "12 / 30", "12-30", "12.30", "122030"])("reads %j as 12/2030", (text) => {
    expect(parseExpiry(text)).toEqual({ month: 12, year: 2030 });
  });

  it("reads a one-digit month only with a separator", () => {
    expect(parseExpiry("1/30")).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry("130")).toBeNull();
  });

  it.each(["", "00/30", "13/30", "12/3", "12/203", "12303", "12//30", "ab/cd", "12/30/30", "１２/３０"])(
    "refuses %j",
    (text) => {
      expect(parseExpiry(text)).toBeNull();
    },
  );

  it("gives the same month and year for every spelling (generated)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.constantFrom("/", " / ", "-", ".", "", " - ", ". "),
        fc.boolean(),
        (month, year, separator, fourDigits) => {
          const yy = fourDigits ? String(year) : String(year % 100).padStart(2, "0");
          expect(parseExpiry(`${String(month).padStart(2, "0")}${separator}${yy}`)).toEqual({ month, year });
        },
      ),
    );
  });
});

describe("expiryState", () => {
  const may2026 = Date.UTC(2026, 4, 15, 12);

  it.each([
    ["05", "26", "ok"],
    ["5", "26", "ok"],
    ["12", "26", "ok"],
    ["01", "27", "ok"],
    ["04", "26", "expired"],
    ["12", "25", "expired"],
    ["01", "00", "expired"],
    ["05", "46", "ok"],
    ["06", "46", "invalid"],
    ["13", "26", "invalid"],
    ["00", "27", "invalid"],
    ["", "27", "invalid"],
    ["1a", "27", "invalid"],
    ["05", "", "invalid"],
    ["05", "2", "invalid"],
    ["05", "202", "invalid"],
    ["05", "2027", "ok"],
    ["05", "2025", "expired"],
  ] as const)("%s/%s in May 2026 is %s", (mm, yy, state) => {
    expect(expiryState(mm, yy, may2026)).toBe(state);
  });

  it("takes numbers and Dates too", () => {
    expect(expiryState(5, 26, new Date(may2026))).toBe("ok");
    expect(expiryState(4, 26, may2026)).toBe("expired");
    expect(expiryState(5, 2026, may2026)).toBe("ok");
    expect(expiryState(5.5, 26, may2026)).toBe("invalid");
    expect(expiryState(5, 7, may2026)).toBe("expired"); // 2007
    expect(expiryState(5, 27.5, may2026)).toBe("invalid");
    expect(expiryState(5, -1, may2026)).toBe("invalid");
  });

  it("counts months in UTC like the payment API, so both agree in the first hours of a month", () => {
    // 1 June 2026, 01:30 in Istanbul is still May in UTC. tests/ui/checksums.test.ts compares more.
    expect(expiryState("05", "26", Date.UTC(2026, 4, 31, 22, 30))).toBe("ok");
    expect(expiryState("05", "26", Date.UTC(2026, 5, 1))).toBe("expired");
  });
});

describe("cvcLength", () => {
  it("is 4 for Amex and 3 for the others", () => {
    expect(cvcLength("amex")).toBe(4);
    for (const brand of ["visa", "mastercard", "troy", "maestro", "unknown"] as const) expect(cvcLength(brand)).toBe(3);
  });
});

describe("age on the pickup day", () => {
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2000-05-15", "2021-05-14")).toBe(20);
    expect(ageOn("2000-05-15", "2021-05-15")).toBe(21);
    expect(ageOn("2000-05-15", "2021-12-31")).toBe(21);
    expect(ageOn("2000-12-31", "2021-01-01")).toBe(20);
    expect(ageOn("2000-05-15", "2000-05-15")).toBe(0);
  });

  it("makes someone born on 29 February a year older on 1 March, as the Main API does", () => {
    expect(ageOn("2004-02-29", "2022-02-28")).toBe(17);
    expect(ageOn("2004-02-29", "2022-03-01")).toBe(18);
    expect(ageOn("2004-02-29", "2024-02-29")).toBe(20);
  });

  it("takes the day as a date, a local date-time, a Date or an epoch (UTC)", () => {
    expect(ageOn("2000-05-15", "2021-05-15T09:30")).toBe(21);
    expect(ageOn("2000-05-15", new Date(Date.UTC(2021, 4, 15)))).toBe(21);
    expect(ageOn("2000-05-15", Date.UTC(2021, 4, 14, 23, 59))).toBe(20);
  });

  it("is null for dates that do not exist, other formats, or a birth after the day", () => {
    for (const birth of ["2001-02-29", "2000-13-01", "2000-04-31", "2000-00-10", "15.05.2000", "2000-5-15", ""]) {
      expect(ageOn(birth, "2021-05-15"), birth).toBeNull();
    }
    expect(ageOn("2000-05-15", "2021-02-30")).toBeNull();
    expect(ageOn("2000-05-15", Number.NaN)).toBeNull();
    expect(ageOn("2021-05-16", "2021-05-15")).toBeNull();
  });

  it("checks the driver against the car's minimum age", () => {
    expect(driverAgeState("2000-05-15", "2021-05-14", 21)).toBe("too-young");
    expect(driverAgeState("2000-05-15", "2021-05-15", 21)).toBe("ok");
    expect(driverAgeState("1921-05-15", "2021-05-14", 21)).toBe("ok");
    expect(driverAgeState("1921-05-15", "2021-05-15", 21)).toBe("too-old");
    expect(driverAgeState("2000-02-30", "2021-05-15", 21)).toBe("invalid");
    expect(isAdult("2003-05-15", "2021-05-15")).toBe(true);
    expect(isAdult("2003-05-16", "2021-05-15")).toBe(false);
    expect(isAdult("2000-05-16", "2021-05-15", 21)).toBe(false);
  });
});

describe("person names", () => {
  it.each([
    "Ali",
    "Şükrü",
    "İsmail Çağlar",
    "ığüşöç",
    "Ayşe Nur",
    "Jean-Luc",
    "O'Brien",
    "  Ali  ",
    "Đorđe",
    "Иван",
    "محمد",
    "李小龍",
    "Ng",
    "a".repeat(50),
  ])("accepts %j", (name) => {
    expect(isValidPersonName(name)).toBe(true);
  });

  it.each([
    "A",
    " A ",
    "",
    "a".repeat(51),
    "Ali2",
    "Ali  Veli",
    "-Ali",
    "Ali-",
    "Ali--Veli",
    "Ali.Veli",
    "M. Ali",
    "O’Brien",
    "<Ali>",
  ])("refuses %j", (name) => {
    expect(isValidPersonName(name)).toBe(false);
  });

  it("counts characters, not UTF-16 units, and composes decomposed letters first", () => {
    expect(isValidPersonName("S\u0327u\u0308kru\u0308")).toBe(true); // Şükrü, decomposed
    expect(isValidPersonName("𐌰".repeat(50))).toBe(true);
  });

  it("normalises what phones type into what the Main API accepts", () => {
    expect(normalizePersonName("  O’Brien  ")).toBe("O'Brien");
    expect(normalizePersonName("Ayşe   Nur")).toBe("Ayşe Nur");
    expect(isValidPersonName(normalizePersonName(" Ayşe \t Nur ʼO’Neil "))).toBe(false);
    expect(isValidPersonName(normalizePersonName(" Ayşe \t Nur O’Neil "))).toBe(true);
  });
});
