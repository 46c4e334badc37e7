import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CarPicture } from "~/components/car-picture";
import { CompanyLogo } from "~/components/company-logo";
import { supplierLogo } from "~/lib/car-images";
import { formatLocalDateTime, formatZonedDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { BasketSummary } from "./basket-summary";

/**
 * Pickup (with the office) and return of a booked car, as a description list; extra rows may
 * follow. With the offices' time zones (from the stored product) the times are named in them ("… 10:00 (Türkiye Standart Saati)").
 */
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
  const { timeZones } = car;
  const when = (value: string, timeZone: string | undefined) =>
    timeZone ? formatZonedDateTime(value, timeZone, locale) : formatLocalDateTime(value, locale);
  return (
    <dl className={className}>
      <div>
        <dt>
          <Trans>Pickup</Trans>
        </dt>
        <dd data-testid="pickup-time">
          {when(car.pickup, timeZones?.pickup)}, {car.pickupOffice}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Return</Trans>
        </dt>
        <dd data-testid="return-time">{when(car.dropoff, timeZones?.dropoff)}</dd>
      </div>
      {children}
    </dl>
  );
}

/**
 * The booked car in one line and its trip: pickup, return, rental days and extras; extra rows
 * (what was paid) may follow. The confirmation and the booking page show it alike.
 */
export function BookedCar({
  car,
  extras,
  className,
  children,
}: {
  car: BasketSummary["car"];
  extras: readonly { readonly name: string; readonly quantity: number }[];
  className?: string;
  children?: ReactNode;
}) {
  const vendorLogo = supplierLogo(car.vendorId);
  return (
    <>
      {car.picture ? <CarPicture car={car.picture} width={320} className="booked-car__picture" /> : null}
      <p>
        <strong>{car.name}</strong> · {car.carClass} ·{" "}
        {vendorLogo ? <CompanyLogo logo={vendorLogo} name={car.vendor} height={28} /> : car.vendor} · {car.carPackage}
      </p>
      <TripPeriod car={car} className={className}>
        <div>
          <dt>
            <Trans>Rental period</Trans>
          </dt>
          <dd>
            <Plural value={car.days} one="# day" other="# days" />
          </dd>
        </div>
        {extras.length > 0 ? (
          <div>
            <dt>
              <Trans>Extras</Trans>
            </dt>
            <dd>{extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(", ")}</dd>
          </div>
        ) : null}
        {children}
      </TripPeriod>
    </>
  );
}
