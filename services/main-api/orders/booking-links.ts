import type { ShopOriginsEnv } from "../payments/return-url";
import type { ItemRow, OrderRow } from "./model";

/** The shop's public sites (SITE_TR_ORIGIN for Turkish, SITE_INTL_ORIGIN for the other languages). */
export type ShopOrigins = Pick<ShopOriginsEnv, "SITE_TR_ORIGIN" | "SITE_INTL_ORIGIN">;

export interface BookingLinks {
  /** The booking's page: opens for its owner signed in (or with the account of its e-mail or phone). */
  readonly page: string;
  /** Find my reservation with the number filled in: the way in for a guest (number + e-mail). */
  readonly find: string;
}

const LANGUAGES = new Set(["tr", "en", "de", "fr", "es", "it", "nl", "pt", "ru", "ar", "ja", "ko", "zh", "hi"]);

function originOf(value: string | undefined): string {
  return value && URL.canParse(value) ? new URL(value).origin : "";
}

/**
 * Absolute links to a booking on the shop, in the booking's language (the Turkish site without a
 * prefix, the international site under `/{lang}`; docs/reservations.md). Without configured
 * origins (some tests) the links are the paths alone.
 */
export function bookingLinks(
  origins: ShopOrigins | undefined,
  order: Pick<OrderRow, "id" | "language">,
  reservationId: string,
  items: readonly Pick<ItemRow, "kind">[],
): BookingLinks {
  const language = LANGUAGES.has(order.language) ? order.language : "tr";
  const base =
    language === "tr" ? originOf(origins?.SITE_TR_ORIGIN) : `${originOf(origins?.SITE_INTL_ORIGIN)}/${language}`;
  const page = items.some((item) => item.kind === "flight") ? "/reservation/flight" : "/reservation";
  return {
    page: `${base}${page}?${new URLSearchParams({ orderId: order.id })}`,
    find: `${base}/reservation/find?${new URLSearchParams({ reservationId })}`,
  };
}
