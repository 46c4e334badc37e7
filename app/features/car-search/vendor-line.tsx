import { Plural } from "@lingui/react/macro";
import type { CarOffer } from "~/lib/upstream-types";

/** The rental company's logo, name and rating, as the result card and the product page show them. */
export function VendorLine({ vendor, lazy = false }: { vendor: CarOffer["details"]["car"]["vendor"]; lazy?: boolean }) {
  const rating = (vendor as { rating?: { point: number; participants: number } }).rating;
  return (
    <p className="offer__vendor">
      <img src={vendor.logo} alt="" width={96} height={24} loading={lazy ? "lazy" : undefined} />
      <span>{vendor.displayName}</span>
      {rating ? (
        <span className="offer__rating">
          {rating.point.toFixed(1)}/10 (<Plural value={rating.participants} one="# review" other="# reviews" />)
        </span>
      ) : null}
    </p>
  );
}
