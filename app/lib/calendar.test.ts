import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_TAGS, LOCALES } from "~/routing/locales";
import {
  addDays,
  chooseDay,
  daysBetween,
  fallbackFirstDay,
  firstDayOfWeek,
  formatLongDate,
  formatMonth,
  formatShortDate,
  type GridKey,
  shortDatePattern,
  isSelectable,
  monthWeeks,
  moveFocus,
  type Range,
  weekdayNames,
  weekdayOf,
  type Weekday,
  weekOrder,
} from "./calendar";

const LIMITS = { min: "2027-03-10", max: "2028-03-09", maxNights: 90 };

/** ISO dates between 2026 and 2030. */
const isoDates = fc.integer({ min: 0, max: 365 * 5 }).map((offset) => addDays("2026-01-01", offset));
const locales = fc.constantFrom(...LOCALES);
const weekdays = fc.constantFrom<Weekday>(1, 2, 3, 4, 5, 6, 7);
const gridKeys = fc.constantFrom<GridKey>(
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
);

describe("week start per language", () => {
  it("starts the week on Monday in Türkiye, Saturday in Arabic, Sunday in Japanese", () => {
    expect(firstDayOfWeek("tr")).toBe(1);
    expect(firstDayOfWeek("ar")).toBe(6);
    expect(firstDayOfWeek("ja")).toBe(7);
  });

  it("has a fallback table equal to the runtime's CLDR for every language", () => {
    for (const locale of LOCALES) {
      const info = new Intl.Locale(LOCALE_TAGS[locale]) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } };
      const firstDay = info.getWeekInfo?.().firstDay;
      if (firstDay !== undefined) expect(fallbackFirstDay(locale), locale).toBe(firstDay);
    }
  });

  it("lays out any month so that every row starts on the week's first day and every day appears once", () => {
    fc.assert(
      fc.property(isoDates, weekdays, (date, firstDay) => {
        const weeks = monthWeeks(date.slice(0, 7), firstDay);
        const days = weeks.flat().filter((day): day is string => day !== null);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        expect(days[0]).toBe(`${date.slice(0, 7)}-01`);
        expect(days.every((day, index) => index === 0 || daysBetween(days[index - 1]!, day) === 1)).toBe(true);
        expect(monthWeeks(addDays(days.at(-1)!, 1).slice(0, 7), firstDay).flat()).toContain(addDays(days.at(-1)!, 1));
        for (const week of weeks) {
          week.forEach((day, column) => {
            if (day) expect(weekdayOf(day)).toBe(weekOrder(firstDay)[column]);
          });
        }
      }),
    );
  });

  it("names weekdays and months in the page's language", () => {
    expect(weekOrder(firstDayOfWeek("tr")).map((day) => weekdayNames(day, "tr").long)[0]).toBe("Pazartesi");
    expect(formatMonth("2026-12", "tr")).toBe("Aralık 2026");
    expect(formatMonth("2026-12", "de")).toBe("Dezember 2026");
    expect(formatLongDate("2026-12-10", "tr")).toBe("10 Aralık 2026 Perşembe");
  });

  it("heads Arabic columns with the narrow weekday (the short one is the whole word), the full name kept", () => {
    const saturday = weekdayNames(6, "ar");
    expect(saturday.long).toBe("السبت");
    expect(saturday.short.length).toBeLessThan(saturday.long.length);
    expect(weekdayNames(1, "tr").short).toBe("Pzt");
  });

  it("shows dates as dd.MM.yyyy in Turkish and dd/MM/yyyy in British English", () => {
    expect(formatShortDate("2026-12-10", "tr")).toBe("10.12.2026");
    expect(formatShortDate("2026-12-10", "en")).toBe("10/12/2026");
  });

  it("shapes an empty date field's placeholder as the language writes its dates", () => {
    expect(shortDatePattern("tr", { day: "gg", month: "aa", year: "yyyy" })).toBe("gg.aa.yyyy");
    expect(shortDatePattern("en", { day: "dd", month: "mm", year: "yyyy" })).toBe("dd/mm/yyyy");
    expect(shortDatePattern("ja", { day: "日", month: "月", year: "年" })).toBe("年/月/日");
    // Every language: the separators of a real date, in the same order.
    for (const locale of LOCALES) {
      const date = formatShortDate("2026-12-10", locale);
      const pattern = shortDatePattern(locale, { day: "D", month: "M", year: "Y" });
      expect(date.replace(/[0-9\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]+/g, "#")).toBe(pattern.replace(/[DMY]/g, "#"));
    }
  });
});

describe("moving through the grid", () => {
  const options = { firstDay: 1 as Weekday, rtl: false, min: "2026-01-01", max: "2030-12-31" };

  it("moves by a day, a week, to the week's ends and by a month", () => {
    // 2027-03-10 is a Wednesday.
    expect(moveFocus("2027-03-10", "ArrowRight", options)).toBe("2027-03-11");
    expect(moveFocus("2027-03-10", "ArrowLeft", options)).toBe("2027-03-09");
    expect(moveFocus("2027-03-10", "ArrowDown", options)).toBe("2027-03-17");
    expect(moveFocus("2027-03-10", "ArrowUp", options)).toBe("2027-03-03");
    expect(moveFocus("2027-03-10", "Home", options)).toBe("2027-03-08");
    expect(moveFocus("2027-03-10", "End", options)).toBe("2027-03-14");
    expect(moveFocus("2027-03-10", "PageDown", options)).toBe("2027-04-10");
    expect(moveFocus("2027-01-31", "PageDown", options)).toBe("2027-02-28");
    expect(moveFocus("2027-03-10", "PageUp", { ...options, shift: true })).toBe("2026-03-10");
  });

  it("follows the reading direction in Arabic: the left arrow goes forward", () => {
    expect(moveFocus("2027-03-10", "ArrowLeft", { ...options, rtl: true })).toBe("2027-03-11");
    expect(moveFocus("2027-03-10", "ArrowRight", { ...options, rtl: true })).toBe("2027-03-09");
  });

  it("never leaves the allowed days, and Home/End stay in the focused day's week", () => {
    fc.assert(
      fc.property(isoDates, gridKeys, weekdays, fc.boolean(), fc.boolean(), (date, key, firstDay, rtl, shift) => {
        const bounds = { min: "2027-01-01", max: "2028-06-30" };
        const start = date < bounds.min ? bounds.min : date > bounds.max ? bounds.max : date;
        const moved = moveFocus(start, key, { firstDay, rtl, shift, ...bounds });
        expect(moved >= bounds.min && moved <= bounds.max).toBe(true);
        if ((key === "Home" || key === "End") && moved !== bounds.min && moved !== bounds.max) {
          expect(weekdayOf(moved)).toBe(key === "Home" ? firstDay : weekOrder(firstDay)[6]);
          expect(Math.abs(daysBetween(start, moved))).toBeLessThan(7);
        }
      }),
    );
  });
});

describe("range rules", () => {
  it("refuses past days and days beyond the last pickup day for the pickup", () => {
    expect(isSelectable("2027-03-09", { start: null, end: null }, LIMITS)).toBe(false);
    expect(isSelectable("2027-03-10", { start: null, end: null }, LIMITS)).toBe(true);
    expect(isSelectable("2028-03-10", { start: null, end: null }, LIMITS)).toBe(false);
  });

  it("refuses a return before the pickup or longer than the longest rental", () => {
    const picked: Range = { start: "2027-05-01", end: null };
    expect(isSelectable("2027-04-30", picked, LIMITS)).toBe(false);
    expect(isSelectable("2027-05-01", picked, LIMITS)).toBe(true);
    expect(isSelectable(addDays("2027-05-01", 90), picked, LIMITS)).toBe(true);
    expect(isSelectable(addDays("2027-05-01", 91), picked, LIMITS)).toBe(false);
  });

  it("chooses the pickup, then the return, then starts again", () => {
    const first = chooseDay({ start: null, end: null }, "2027-05-01", LIMITS);
    expect(first).toEqual({ start: "2027-05-01", end: null });
    const second = chooseDay(first, "2027-05-04", LIMITS);
    expect(second).toEqual({ start: "2027-05-01", end: "2027-05-04" });
    expect(chooseDay(second, "2027-06-01", LIMITS)).toEqual({ start: "2027-06-01", end: null });
  });

  it("whatever is clicked in whatever order, a range never has its return before its pickup, nor out of the limits", () => {
    fc.assert(
      fc.property(fc.array(isoDates, { maxLength: 12 }), (clicks) => {
        let range: Range = { start: null, end: null };
        for (const click of clicks) range = chooseDay(range, click, LIMITS);
        if (range.start) {
          expect(range.start >= LIMITS.min && range.start <= LIMITS.max).toBe(true);
        }
        if (range.start && range.end) {
          expect(range.end >= range.start).toBe(true);
          expect(daysBetween(range.start, range.end)).toBeLessThanOrEqual(LIMITS.maxNights);
        }
        if (!range.start) expect(range.end).toBeNull();
      }),
    );
  });

  it("formats every generated day in every language without throwing", () => {
    fc.assert(
      fc.property(isoDates, locales, (date, locale) => {
        expect(formatShortDate(date, locale)).not.toBe("");
        expect(formatLongDate(date, locale)).not.toBe("");
      }),
    );
  });
});
