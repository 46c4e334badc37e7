// The shop's one date module (shared/dates.ts, the Main API uses it too): "today" and booking
// times in Europe/Istanbul, and the ISO / dashed / local date-time spellings.
export {
  addCalendarDays,
  calendarDaysBetween,
  dashedDateAfter,
  dashedToIso,
  isoDate,
  isoToDashed,
  parseDashedDate,
  parseIsoDate,
  parseLocalDateTime,
  SHOP_TIME_ZONE,
  shopToday,
} from "../../shared/dates";
