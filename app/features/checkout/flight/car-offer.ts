import { dashedDateAfter, isoToDashed, parseLocalDateTime } from "~/lib/dates";

const pad = (value: number) => String(value).padStart(2, "0");

/** A wall-clock time moved by `minutes` and rounded up to the half hour, as "YYYY-MM-DD" and "HH:mm". */
function shifted(localDateTime: string, minutes: number): { date: string; time: string } | null {
  const local = parseLocalDateTime(localDateTime.slice(0, 16));
  if (!local) return null;
  const at = new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute + minutes));
  const half = Math.ceil(at.getUTCMinutes() / 30) * 30;
  at.setUTCMinutes(half);
  return {
    date: `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
  };
}

/**
 * The car search a flight booking offers (spec section 2, post-purchase "car offer link"): a car
 * at the destination airport from an hour after landing, until two hours before the return flight
 * leaves, or for three days on a one-way trip. `place` is the airport as the maps service knows it.
 */
export function carOfferQuery(
  place: { readonly placeId: string; readonly lat: number; readonly lng: number },
  arrivesAt: string,
  returnsAt: string | null,
): URLSearchParams | null {
  const pickup = shifted(arrivesAt, 60);
  if (!pickup) return null;
  const back = returnsAt ? shifted(returnsAt, -150) : null;
  const dropoff =
    back && `${back.date}T${back.time}` > `${pickup.date}T${pickup.time}`
      ? { date: isoToDashed(back.date), time: back.time }
      : { date: dashedDateAfter(pickup.date, 3), time: pickup.time };
  return new URLSearchParams({
    p_p: `${place.lat},${place.lng}`,
    pid: place.placeId,
    p_d: isoToDashed(pickup.date),
    p_t: pickup.time,
    d_d: dropoff.date,
    d_t: dropoff.time,
  });
}
