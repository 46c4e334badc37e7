import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { CURRENCIES, type Currency } from "~/lib/currency";
import { useRootData } from "~/lib/use-root-data";
import { pageForRouteId } from "~/routing/route-table";
import { confirmDialog } from "~/stores/confirm-dialog";

/** Flight tickets are sold in TRY only (spec section 4): their pages offer no other currency. */
const FLIGHT_PAGES = new Set(["flight-search", "checkout-flight", "flight-home", "flight-location"]);

/**
 * The header's currency list (spec section 2). A plain form post that reloads the page, so the
 * search runs again and the product is priced again in the new currency; on the checkout the
 * visitor first confirms going back to the product, as the order cannot change currency.
 */
export function CurrencyPicker({ id = "currency-select" }: { id?: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const leaf = useMatches().at(-1);
  const page = leaf ? pageForRouteId(leaf.id)?.name : undefined;
  const current = useRootData()?.currency ?? "TRY";
  const flight = page !== undefined && FLIGHT_PAGES.has(page);
  // Short option texts keep the header inside a 320 px screen; the symbol tells them apart.
  const symbols: Record<Currency, string> = { TRY: "₺", EUR: "€", USD: "$", GBP: "£" };
  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    if (page === "checkout") {
      const confirmed = await confirmDialog({
        title: t`Change the currency?`,
        description: t`Your booking is priced in ${current}. To pay in ${chosen}, we take you back to the car to price it again.`,
        confirmText: t`Change currency`,
        cancelText: t`Keep ${current}`,
      });
      if (!confirmed) {
        event.target.value = current;
        return;
      }
    }
    pushDataLayer({ event: "currency_change", currency: chosen, previous_currency: current });
    form.current?.requestSubmit();
  };
  return (
    <form ref={form} method="post" action="/preferences/currency" className="currency-picker">
      <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="visually-hidden">
        <Trans>Currency</Trans>
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={flight ? "TRY" : current}
        key={flight ? "TRY" : current}
        disabled={flight}
        aria-describedby={flight ? `${id}-flight-note` : undefined}
        onChange={(event) => void onChange(event)}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {symbols[currency]} {currency}
          </option>
        ))}
      </select>
      {flight ? (
        <span id={`${id}-flight-note`} className="visually-hidden">
          <Trans>Flight tickets are sold in Turkish lira.</Trans>
        </span>
      ) : null}
      {/* For browsers without JavaScript; hidden by header.css where scripts run (not removed at
          hydration, which moved the header). */}
      <button type="submit" className="button button--small">
        <Trans>Change</Trans>
      </button>
    </form>
  );
}
