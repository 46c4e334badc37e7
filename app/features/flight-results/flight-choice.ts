/**
 * Where the traveller is in choosing flights, from the results URL: `ob` the outbound flight
 * chosen, `obb` its fare brand (round trip: chosen, so the return list shows), `ib` the return
 * flight chosen. Flight codes are derived from the legs and the cabin, so they name the same
 * flight in the new search a reload makes.
 */
import { z } from "zod/mini";

const flightCode = z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/));
const brandCode = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/));

export const flightChoiceSchema = z.object({
  ob: z.optional(flightCode),
  obb: z.optional(brandCode),
  ib: z.optional(flightCode),
});
export type FlightChoice = z.output<typeof flightChoiceSchema>;

export type ChoiceStep =
  | { readonly kind: "outbound-list" }
  /** Brands of the outbound; `brand` preselected when the URL names one. */
  | { readonly kind: "outbound-brand"; readonly outbound: string; readonly brand: string | null }
  | { readonly kind: "inbound-list"; readonly outbound: string; readonly outboundBrand: string }
  | {
      readonly kind: "inbound-brand";
      readonly outbound: string;
      readonly outboundBrand: string;
      readonly inbound: string;
    };

/** The step the URL describes; keys that do not fit the trip (a return flight one way) are ignored. */
export function choiceStep(choice: FlightChoice, roundTrip: boolean): ChoiceStep {
  if (!choice.ob) return { kind: "outbound-list" };
  if (!roundTrip || !choice.obb) return { kind: "outbound-brand", outbound: choice.ob, brand: choice.obb ?? null };
  if (!choice.ib) return { kind: "inbound-list", outbound: choice.ob, outboundBrand: choice.obb };
  return { kind: "inbound-brand", outbound: choice.ob, outboundBrand: choice.obb, inbound: choice.ib };
}

/**
 * The same results URL with some keys set or removed (`null`). The no-JavaScript marker stays:
 * a browser without a script needs the next page whole too.
 */
export function withParams(search: URLSearchParams, changes: Readonly<Record<string, string | null>>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return `?${next.toString()}`;
}
