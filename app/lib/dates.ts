// The shop's one date module (shared/dates.ts, the Main API uses it too): "today" and booking
// times in Europe/Istanbul, and the ISO / dashed / local date-time spellings.
export {
  addCalendarDays,
  type CalendarDate,
  calendarDaysBetween,
  dashedDate,
  dashedDateAfter,
  dashedToIso,
  isoDate,
  isoDateAfter,
  isoToDashed,
  type LocalDateTime,
  localDateTime,
  parseDashedDate,
  parseIsoDate,
  parseLocalDateTime,
  SHOP_TIME_ZONE,
  shopToday,
  toEpoch,
  toLocal,
} from "../../shared/dates";
