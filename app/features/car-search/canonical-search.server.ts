import { isoToDashed } from "~/lib/dates";
import { AGE_RANGE } from "./search-form";

/** The search form's own fields, which the results URL does not keep. */
const FORM_FIELDS = ["pq", "dq", "pd", "dd", "age_range", "other_return"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Autocomplete = (
  text: string,
) => Promise<{ predictions: readonly { placeId: string; lat: number; lng: number }[] }>;

/**
 * Turns a submission of the search form without JavaScript (typed place names, ISO dates, the age
 * choice) into the results URL with the spec's keys (spec section 5): the best place match for a
 * typed name, DD-MM-YYYY dates, the age. Null when the URL already is a results URL; `unresolved`
 * when a typed place matches nothing.
 */
export async function canonicalSearch(
  url: URL,
  autocomplete: Autocomplete,
): Promise<string | { unresolved: string } | null> {
  const params = url.searchParams;
  if (!FORM_FIELDS.some((field) => params.has(field))) return null;
  const next = new URLSearchParams(params);
  for (const field of FORM_FIELDS) next.delete(field);

  const resolve = async (text: string, pointKey: "p_p" | "d_p", idKey: "pid" | "did") => {
    if (params.get(pointKey)) return true;
    const place = text.trim() ? (await autocomplete(text.trim())).predictions[0] : undefined;
    if (!place) return false;
    next.set(pointKey, `${place.lat},${place.lng}`);
    next.set(idKey, place.placeId);
    return true;
  };
  const pickupText = params.get("pq") ?? "";
  if (!(await resolve(pickupText, "p_p", "pid"))) return { unresolved: pickupText };
  const returnText = params.get("dq") ?? "";
  if (returnText.trim() && !(await resolve(returnText, "d_p", "did"))) return { unresolved: returnText };

  for (const [field, key] of [
    ["pd", "p_d"],
    ["dd", "d_d"],
  ] as const) {
    const value = params.get(field) ?? "";
    if (ISO_DATE.test(value)) next.set(key, isoToDashed(value));
  }
  if (params.get("age_range") === "1") next.set("a", String(AGE_RANGE.from));
  else if (!next.get("a")) next.delete("a");
  return `${url.pathname}?${next.toString()}`;
}
