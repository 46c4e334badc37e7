import type { ReactNode } from "react";

/**
 * A car fact's small icon (transmission, fuel, seats, bags, mileage, deposit, office, package), drawn
 * once in public/images/icons/facts.svg and used by reference, so a page of 300 result cards
 * repeats a short <use> and not the drawing. Decorative: the text beside it carries the meaning.
 */
/** The sprite's symbols (public/images/icons/facts.svg). */
export type FactIconName = "transmission" | "fuel" | "seats" | "bags" | "mileage" | "deposit" | "office" | "package";

const SPRITE = "/images/icons/facts.svg";

export function FactIcon({ name }: { name: FactIconName }) {
  return (
    <svg className="fact-icon" width="16" height="16" aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

/** One fact as the cards and the product page list it: the icon, then the words. */
export function Fact({ icon, children }: { icon: FactIconName; children: ReactNode }) {
  return (
    <li className="fact">
      <FactIcon name={icon} />
      <span>{children}</span>
    </li>
  );
}
