import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { CompanyLogo } from "~/components/company-logo";
import { FilterChoice, FilterSortForm } from "~/components/filter-sort-form";
import { type LogoSource, supplierLogo } from "~/lib/car-images";
import { SORT_OPTIONS } from "./car-search-query";
import type { FilterKey, FilterOption } from "./filters";
import { GROUP_LABELS, optionLabel } from "./option-labels";
import { keptEntries } from "./search-request";

const SORT_LABELS = {
  recommended: msg`Recommended`,
  near_by: msg`Nearest office`,
  lowest_price_first: msg`Lowest price first`,
  highest_price_first: msg`Highest price first`,
  highest_rating: msg`Highest rated`,
  most_reviewed: msg`Most reviewed`,
} as const;

/** Filter groups in the order the panel shows them. */
const GROUP_ORDER: readonly FilterKey[] = ["p", "c", "v", "t", "f", "sc", "cp", "km", "d", "dt", "nb", "tr", "b", "m"];

/**
 * Filters and sorting as a plain GET form: without JavaScript it submits and the server renders
 * the filtered page; with JavaScript every change updates the URL at once and the page filters the
 * results it already has (no new search).
 */

/** A rental company's choice shows its wordmark; the name stays the choice's text for readers and search. */
function ChoiceLabel({ logo, text }: { logo: LogoSource | null; text: string }) {
  if (!logo) return text;
  return (
    <>
      <CompanyLogo logo={logo} name={text} height={20} decorative lazy />
      <span className="visually-hidden">{text}</span>
    </>
  );
}

export function FilterPanel({
  groups,
  currency,
  localeTag,
  phone,
}: {
  groups: Partial<Record<FilterKey, FilterOption[]>>;
  currency: string;
  localeTag: string;
  phone: boolean;
}) {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const keep = keptEntries(searchParams);
  const chosen = GROUP_ORDER.flatMap((key) =>
    (groups[key] ?? []).filter((option) => option.selected).map((option) => `${key}=${option.value}`),
  );
  const sort = {
    id: "sort",
    name: "sb",
    value: searchParams.get("sb") ?? "recommended",
    options: SORT_OPTIONS.map((option) => ({ value: option, label: i18n._(SORT_LABELS[option]) })),
  };
  return (
    <FilterSortForm
      keep={keep}
      sort={sort}
      chosen={chosen}
      activeCount={chosen.length}
      phone={phone}
      submitLabel={<Trans>Show results</Trans>}
    >
      {GROUP_ORDER.map((key) => {
        const options = groups[key];
        if (!options || options.length === 0) return null;
        return (
          <fieldset key={key} className="filters__group">
            <legend>{i18n._(GROUP_LABELS[key])}</legend>
            {options.map((option) => (
              <FilterChoice
                key={option.value}
                idPrefix="filter"
                name={key}
                value={option.value}
                selected={option.selected}
                count={option.count}
              >
                <ChoiceLabel
                  logo={key === "v" ? supplierLogo(option.value) : null}
                  text={optionLabel(i18n, key, option.value, option.label, currency, localeTag)}
                />
              </FilterChoice>
            ))}
          </fieldset>
        );
      })}
    </FilterSortForm>
  );
}
