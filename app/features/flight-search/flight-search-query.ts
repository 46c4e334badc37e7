/**
 * The flight search URL (spec section 2): d_p, p_d, d_d, p_t, d_t, p_p, ppt, dpt, pa, ps, pi, pc,
 * fc. Origin and destination are IATA airport or city codes; ppt/dpt say which of the two.
 * Passenger counts: pa adults, ps students, pc children, pi infants (at most one per adult).
 */
import { z } from "zod";
import { clockTime, dashedDate, wholeNumber } from "~/lib/url-schemas";
import { FLIGHT_CABINS } from "~/../shared/contract/main-api";

const iataCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

const PLACE_TYPES = ["airport", "city"] as const;

export const flightSearchQuerySchema = z
  .object({
    p_p: iataCode.optional(),
    d_p: iataCode.optional(),
    ppt: z.enum(PLACE_TYPES).optional(),
    dpt: z.enum(PLACE_TYPES).optional(),
    p_d: dashedDate.optional(),
    d_d: dashedDate.optional(),
    p_t: clockTime.optional(),
    d_t: clockTime.optional(),
    pa: wholeNumber(1, 9).default(1),
    ps: wholeNumber(0, 9).default(0),
    pc: wholeNumber(0, 9).default(0),
    pi: wholeNumber(0, 9).default(0),
    fc: z.enum(FLIGHT_CABINS).default("economy"),
  })
  .refine((query) => query.pi <= query.pa, { path: ["pi"], message: "one infant per adult at most" })
  .refine((query) => query.pa + query.ps + query.pc <= 9, { path: ["pa"], message: "at most 9 seated passengers" });
