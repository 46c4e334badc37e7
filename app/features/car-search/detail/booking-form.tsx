import { Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CancellationBadge } from "~/components/cancellation-policy";
import { formatMoney } from "~/lib/currency";
import type { CarProduct } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";

/** Form field of an extra's quantity. */
const EXTRA_FIELD_PREFIX = "extra:";

/** Extras chosen in a submitted booking form, at most each extra's maximum; unknown codes are dropped. */
export function chosenExtras(form: FormData, product: Pick<CarProduct, "extraProducts">) {
  return product.extraProducts.flatMap((extra) => {
    const quantity = Number(form.get(`${EXTRA_FIELD_PREFIX}${extra.code}`) ?? 0);
    if (!Number.isInteger(quantity) || quantity <= 0) return [];
    return [{ code: extra.code, quantity: Math.min(quantity, extra.maxQuantity) }];
  });
}

/** The total with the chosen extras, in minor units. */
function totalWithExtras(product: CarProduct, quantities: Readonly<Record<string, number>>): number {
  return product.extraProducts.reduce(
    (sum, extra) => sum + extra.totalPerUnit.amount * (quantities[extra.code] ?? 0),
    product.pricing.display.total.amount.amount,
  );
}

/**
 * Add-ons with quantities and the price summary, posting to the page's action, which puts the car
 * in the basket. Works as a plain form without JavaScript; with it the total follows the choices.
 */
export function BookingForm({
  product,
  searchId,
  initialQuantities,
  onSubmitted,
}: {
  product: CarProduct;
  searchId: string;
  initialQuantities: Readonly<Record<string, number>>;
  onSubmitted?: (quantities: Readonly<Record<string, number>>) => void;
}) {
  const { t } = useLingui();
  const localeTag = LOCALE_TAGS[useLocale()];
  const navigation = useNavigation();
  const [quantities, setQuantities] = useState<Record<string, number>>({ ...initialQuantities });
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const display = product.pricing.display;
  const money = (amount: number) => formatMoney(amount, display.currency, localeTag);
  const extrasTotal = totalWithExtras(product, quantities) - display.total.amount.amount;
  return (
    <Form method="post" className="booking" onSubmit={() => onSubmitted?.(quantities)}>
      <input type="hidden" name="code" value={product.code} />
      <input type="hidden" name="searchId" value={searchId} />
      <section className="detail__section" aria-labelledby="extras-title">
        <h2 id="extras-title">
          <Trans>Extras</Trans>
        </h2>
        <p>
          <Trans>Paid at booking together with the rental. Availability is confirmed by the company.</Trans>
        </p>
        <ul className="extras">
          {product.extraProducts.map((extra) => {
            const id = `extra-${extra.code}`;
            return (
              <li key={extra.code} className="extra">
                <label htmlFor={id} className="extra__name">
                  {extra.name}
                </label>
                <span className="extra__price">
                  {extra.pricing === "per_day" ? (
                    <Trans>
                      {money(extra.unitPrice.amount)} per day, {money(extra.totalPerUnit.amount)} for the rental
                    </Trans>
                  ) : (
                    <Trans>{money(extra.totalPerUnit.amount)} per rental</Trans>
                  )}
                </span>
                <select
                  id={id}
                  name={`${EXTRA_FIELD_PREFIX}${extra.code}`}
                  value={quantities[extra.code] ?? 0}
                  onChange={(event) => setQuantities((now) => ({ ...now, [extra.code]: Number(event.target.value) }))}
                >
                  {Array.from({ length: extra.maxQuantity + 1 }, (_, count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      </section>
      <aside className="price-summary" aria-labelledby="price-title">
        <h2 id="price-title">
          <Trans>Price summary</Trans>
        </h2>
        <dl>
          <div>
            <dt>
              <Trans>Rental</Trans>
            </dt>
            <dd>{money(display.total.amount.amount - display.serviceFee.amount)}</dd>
          </div>
          {extrasTotal > 0 ? (
            <div>
              <dt>
                <Trans>Extras</Trans>
              </dt>
              <dd>{money(extrasTotal)}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Service fee</Trans>
            </dt>
            <dd>{money(display.serviceFee.amount)}</dd>
          </div>
          <div className="price-summary__total">
            <dt>
              <Trans>Total</Trans> <VatIncluded />
            </dt>
            <dd data-testid="detail-total" aria-live="polite">
              {money(totalWithExtras(product, quantities))}
            </dd>
          </div>
        </dl>
        <CancellationBadge policy={product.cancellationPolicy} />
        <button type="submit" className="button button--primary" disabled={submitting} aria-disabled={submitting}>
          {submitting ? t`Please wait…` : t`Continue to booking`}
        </button>
      </aside>
    </Form>
  );
}
