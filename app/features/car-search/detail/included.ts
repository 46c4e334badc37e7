import type { CarProduct } from "~/lib/upstream-types";

/**
 * What the price paid online covers and what the driver pays or leaves at the rental desk, from
 * the offer itself (docs/car-search.md, "What's included"). Extras are paid online with the
 * booking in this shop (booking-form.tsx), so none of them is a desk payment.
 */
export type IncludedItem =
  | { readonly kind: "rental"; readonly days: number }
  | { readonly kind: "coverage"; readonly code: string }
  | { readonly kind: "mileage-unlimited" }
  | { readonly kind: "mileage-limit"; readonly km: number }
  | { readonly kind: "taxes-and-fee" }
  | { readonly kind: "extras-online" };

export type DeskItem =
  | { readonly kind: "deposit"; readonly amount: CarProduct["details"]["car"]["rules"]["deposit"]["amount"] }
  | { readonly kind: "extra-km"; readonly km: number }
  | { readonly kind: "damage-excess" }
  | { readonly kind: "no-damage-cover" };

export interface RentalTerms {
  readonly included: readonly IncludedItem[];
  readonly atDesk: readonly DeskItem[];
}

/** Coverages that limit what a damage costs the driver; without one, damage is the driver's. */
const DAMAGE_COVERS = ["collision-damage-waiver", "collision-damage-waiver-with-excess"];

export function rentalTerms(product: Pick<CarProduct, "details" | "packages" | "period">): RentalTerms {
  const { rules } = product.details.car;
  const chosen = product.packages.find((option) => option.selected);
  const coverages = chosen?.includes ?? [];
  const km = rules.rangeLimit.amount ?? 0;
  const limited = !rules.rangeLimit.unlimited;
  const included: IncludedItem[] = [
    { kind: "rental", days: product.period.amount },
    ...coverages.map((code): IncludedItem => ({ kind: "coverage", code })),
    limited ? { kind: "mileage-limit", km } : { kind: "mileage-unlimited" },
    { kind: "taxes-and-fee" },
    { kind: "extras-online" },
  ];
  const atDesk: DeskItem[] = [{ kind: "deposit", amount: rules.deposit.amount }];
  if (limited) atDesk.push({ kind: "extra-km", km });
  if (coverages.includes("collision-damage-waiver-with-excess") && !coverages.includes("collision-damage-waiver")) {
    atDesk.push({ kind: "damage-excess" });
  } else if (!coverages.some((code) => DAMAGE_COVERS.includes(code))) {
    atDesk.push({ kind: "no-damage-cover" });
  }
  return { included, atDesk };
}
