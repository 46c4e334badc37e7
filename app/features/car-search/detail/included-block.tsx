import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { FactIcon, type FactIconName } from "~/components/fact-icons";
import { formatMoney } from "~/lib/currency";
import type { CarProduct } from "~/lib/upstream-types";
import { COVERAGE_LABELS } from "./coverage-labels";
import { type DeskItem, type IncludedItem, rentalTerms } from "./included";
import { numberFormat } from "~/lib/intl-formats";

const INCLUDED_ICONS: Record<IncludedItem["kind"], FactIconName> = {
  rental: "seats",
  coverage: "package",
  "mileage-unlimited": "mileage",
  "mileage-limit": "mileage",
  "taxes-and-fee": "deposit",
  "extras-online": "bags",
};

const DESK_ICONS: Record<DeskItem["kind"], FactIconName> = {
  deposit: "deposit",
  "extra-km": "mileage",
  "damage-excess": "package",
  "no-damage-cover": "package",
};

function IncludedLine({ item, localeTag }: { item: IncludedItem; localeTag: string }) {
  const { i18n } = useLingui();
  switch (item.kind) {
    case "rental":
      return <Plural value={item.days} one="The car for # day" other="The car for # days" />;
    case "coverage":
      return <>{COVERAGE_LABELS[item.code] ? i18n._(COVERAGE_LABELS[item.code]!) : item.code}</>;
    case "mileage-unlimited":
      return <Trans>Unlimited mileage</Trans>;
    case "mileage-limit":
      return <Trans>{numberFormat(localeTag).format(item.km)} km included</Trans>;
    case "taxes-and-fee":
      return <Trans>VAT and the service fee</Trans>;
    case "extras-online":
      return <Trans>The extras you choose below, paid online with the booking</Trans>;
  }
}

function DeskLine({ item, localeTag }: { item: DeskItem; localeTag: string }) {
  switch (item.kind) {
    case "deposit":
      return (
        <Trans>
          Deposit of {formatMoney(item.amount.amount, item.amount.currency, localeTag)}: blocked on the driver's credit
          card, not charged, and released after the return
        </Trans>
      );
    case "extra-km":
      return <Trans>Kilometres over {numberFormat(localeTag).format(item.km)} km, at the company's rate</Trans>;
    case "damage-excess":
      return <Trans>If the car is damaged: up to the excess of the collision damage waiver</Trans>;
    case "no-damage-cover":
      return <Trans>If the car is damaged: the repair, as the package has no collision damage waiver</Trans>;
  }
}

/** "What's included / What you pay at the desk" on the product page, side by side from tablets up. */
export function IncludedBlock({ product, localeTag }: { product: CarProduct; localeTag: string }) {
  const terms = rentalTerms(product);
  return (
    <section className="detail__section included" aria-labelledby="included-title" data-testid="included-block">
      <div className="included__column">
        <h2 id="included-title">
          <Trans>What's included in the price</Trans>
        </h2>
        <ul className="included__list" data-testid="included-online">
          {terms.included.map((item, index) => (
            <li key={index}>
              <FactIcon name={INCLUDED_ICONS[item.kind]} />
              <span>
                <IncludedLine item={item} localeTag={localeTag} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="included__column">
        <h2 id="desk-title">
          <Trans>What you pay at the desk</Trans>
        </h2>
        <ul className="included__list included__list--desk" data-testid="included-desk" aria-labelledby="desk-title">
          {terms.atDesk.map((item, index) => (
            <li key={index}>
              <FactIcon name={DESK_ICONS[item.kind]} />
              <span>
                <DeskLine item={item} localeTag={localeTag} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
