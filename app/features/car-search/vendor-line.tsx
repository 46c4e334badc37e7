import { CompanyLogo } from "~/components/company-logo";
import { RatingWord } from "~/components/rating";
import { supplierLogo } from "~/lib/car-images";
import { LOCALE_TAGS } from "~/routing/locales";
import { useLocale } from "~/lib/use-locale";
import type { ListVendor } from "~/lib/list-offer";

/**
 * The rental company's wordmark (its name is the text alternative) and rating, as the result card
 * and the product page show them. A company without a wordmark shows the upstream's initials badge
 * and its name beside it.
 */
export function VendorLine({ vendor, lazy = false }: { vendor: ListVendor; lazy?: boolean }) {
  const locale = useLocale();
  const logo = supplierLogo(vendor.id);
  return (
    <p className="offer__vendor">
      {logo ? (
        <CompanyLogo logo={logo} name={vendor.name} lazy={lazy} />
      ) : (
        <>
          <img src={vendor.logo} alt="" width={96} height={24} loading={lazy ? "lazy" : undefined} />
          <span>{vendor.name}</span>
        </>
      )}
      <span className="offer__rating">
        <RatingWord rating={vendor.rating} localeTag={LOCALE_TAGS[locale]} />
      </span>
    </p>
  );
}
