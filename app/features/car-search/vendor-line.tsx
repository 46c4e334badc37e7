import { RatingSummary } from "~/components/rating";
import type { CarOffer } from "~/lib/upstream-types";
import { LOCALE_TAGS } from "~/routing/locales";
import { useLocale } from "~/lib/use-locale";

/** The rental company's logo, name and rating, as the result card and the product page show them. */
export function VendorLine({ vendor, lazy = false }: { vendor: CarOffer["details"]["car"]["vendor"]; lazy?: boolean }) {
  const locale = useLocale();
  return (
    <p className="offer__vendor">
      <img src={vendor.logo} alt="" width={96} height={24} loading={lazy ? "lazy" : undefined} />
      <span>{vendor.displayName}</span>
      <span className="offer__rating">
        <RatingSummary rating={vendor.rating} localeTag={LOCALE_TAGS[locale]} />
      </span>
    </p>
  );
}
