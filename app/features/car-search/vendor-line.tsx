import { CompanyLogo } from "~/components/company-logo";
import { RatingWord } from "~/components/rating";
import { supplierLogo } from "~/lib/car-images";
import type { CarOffer } from "~/lib/upstream-types";
import { LOCALE_TAGS } from "~/routing/locales";
import { useLocale } from "~/lib/use-locale";

/**
 * The rental company's wordmark (its name is the text alternative) and rating, as the result card
 * and the product page show them. A company without a wordmark shows the upstream's initials badge
 * and its name beside it.
 */
export function VendorLine({ vendor, lazy = false }: { vendor: CarOffer["details"]["car"]["vendor"]; lazy?: boolean }) {
  const locale = useLocale();
  const logo = supplierLogo(vendor.id);
  return (
    <p className="offer__vendor">
      {logo ? (
        <CompanyLogo logo={logo} name={vendor.displayName} lazy={lazy} />
      ) : (
        <>
          <img src={vendor.logo} alt="" width={96} height={24} loading={lazy ? "lazy" : undefined} />
          <span>{vendor.displayName}</span>
        </>
      )}
      <span className="offer__rating">
        <RatingWord rating={vendor.rating} localeTag={LOCALE_TAGS[locale]} />
      </span>
    </p>
  );
}
