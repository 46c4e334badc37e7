import { Trans, useLingui } from "@lingui/react/macro";
import type { MapsLink } from "~/lib/device/maps-link";
import type { CarProduct } from "~/lib/upstream-types";

type Appointment = Pick<CarProduct["appointment"], "checkInOffice" | "checkOutOffice">;
type Office = Appointment["checkInOffice"];

/** The office in the device's maps app; the link names the office (docs/car-search.md). */
function DeviceMapLink({ name, link }: { name: string; link: MapsLink }) {
  return (
    <p>
      <a
        className="office__map"
        href={link.href}
        data-testid="office-map-link"
        {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        <Trans>Open {name} in maps</Trans>
      </a>
    </p>
  );
}

function OfficeCard({
  office,
  heading,
  deliveryLabel,
  mapLink,
}: {
  office: Office;
  heading: string;
  deliveryLabel: (deliveryType: string) => string;
  mapLink?: (office: Office) => MapsLink;
}) {
  const phoneHref = `tel:${office.phone.replace(/[^\d+]/g, "")}`;
  return (
    <div className="office">
      <h3>{heading}</h3>
      <p>
        <strong>{office.name}</strong>
      </p>
      <address>
        {office.address.line}, {office.address.adm2}/{office.address.adm1}
        <br />
        <a href={phoneHref}>{office.phone}</a>
      </address>
      <p>
        <Trans>
          Open {office.openingHours.opens}–{office.openingHours.closes}
        </Trans>{" "}
        · {deliveryLabel(office.deliveryType)}
      </p>
      {mapLink ? (
        <DeviceMapLink name={office.name} link={mapLink(office)} />
      ) : (
        <p>
          <a
            href={`https://www.openstreetmap.org/?mlat=${office.coordinates.lat}&mlon=${office.coordinates.lon}#map=16/${office.coordinates.lat}/${office.coordinates.lon}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Show on the map</Trans>
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Where to collect and return the car and how to reach the office (the "rental contact"):
 * the product page before booking and the reservation page after. `deliveryLabel` names the
 * office's delivery type in the page's language.
 */
export function RentalOffices({
  appointment,
  deliveryLabel,
  mapLink,
}: {
  appointment: Appointment;
  deliveryLabel: (deliveryType: string) => string;
  /** The device's maps app (the product page); without it an OpenStreetMap link. */
  mapLink?: (office: Office) => MapsLink;
}) {
  const { t } = useLingui();
  const { checkInOffice, checkOutOffice } = appointment;
  return (
    <div className="offices">
      <OfficeCard
        office={checkInOffice}
        heading={checkOutOffice ? t`Pickup office` : t`Pickup and return office`}
        deliveryLabel={deliveryLabel}
        mapLink={mapLink}
      />
      {checkOutOffice ? (
        <OfficeCard
          office={checkOutOffice}
          heading={t`Return office`}
          deliveryLabel={deliveryLabel}
          mapLink={mapLink}
        />
      ) : null}
    </div>
  );
}
