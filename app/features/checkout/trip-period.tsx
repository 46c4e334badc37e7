import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatLocalDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { BasketSummary } from "./order-summary";

/** Pickup (with the office) and return of a booked car, as a description list; extra rows may follow. */
export function TripPeriod({
  car,
  className,
  children,
}: {
  car: BasketSummary["car"];
  className?: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <dl className={className}>
      <div>
        <dt>
          <Trans>Pickup</Trans>
        </dt>
        <dd>
          {formatLocalDateTime(car.pickup, locale)}, {car.pickupOffice}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Return</Trans>
        </dt>
        <dd>{formatLocalDateTime(car.dropoff, locale)}</dd>
      </div>
      {children}
    </dl>
  );
}
