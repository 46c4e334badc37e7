import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useSubmit } from "react-router";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { confirmDialog } from "~/stores/confirm-dialog";
import { ageOn } from "../validators";
import type { ListedPassenger } from "./masked-number";

/**
 * The saved passengers with their identity document masked. Delete asks first: the global confirm
 * dialog with JavaScript, a confirm step (`removeHref`) without it.
 */
export function PassengerList({
  passengers,
  today,
  editHref,
  removeHref,
}: {
  passengers: readonly ListedPassenger[];
  today: string;
  editHref: (id: string) => string;
  removeHref: (id: string) => string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const submit = useSubmit();
  const typeNames = { adult: t`Adult`, child: t`Child`, infant: t`Infant` } as const;
  const nationalityName = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" });
  return (
    <ul className="passenger-list" aria-label={t`Registered passengers`}>
      {passengers.map((passenger) => {
        const name = `${passenger.firstName} ${passenger.lastName}`;
        const age = ageOn(passenger.birthDate, today) ?? 0;
        const expiry = passenger.passportExpiry ? (formatIsoDate(passenger.passportExpiry, locale) ?? "") : "";
        return (
          <li key={passenger.id} className="passenger-card" data-testid="registered-passenger">
            <h3 className="passenger-card__name">{name}</h3>
            <dl className="passenger-card__facts">
              <div>
                <dt>
                  <Trans>Passenger type</Trans>
                </dt>
                <dd>{typeNames[passenger.type]}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Age</Trans>
                </dt>
                <dd>{age}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Nationality</Trans>
                </dt>
                <dd>{nationalityName.of(passenger.nationality) ?? passenger.nationality}</dd>
              </div>
              {passenger.tckn ? (
                <div>
                  <dt>
                    <Trans>T.C. identity number</Trans>
                  </dt>
                  <dd>{passenger.tckn}</dd>
                </div>
              ) : null}
              {passenger.passportNo ? (
                <div>
                  <dt>
                    <Trans>Passport</Trans>
                  </dt>
                  <dd>
                    {passenger.passportNo}, <Trans>valid until {expiry}</Trans>
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="passenger-card__actions">
              <Link to={editHref(passenger.id)} className="button button--secondary button--small">
                <Trans>Edit</Trans>
                <span className="visually-hidden"> {name}</span>
              </Link>
              <Link
                to={removeHref(passenger.id)}
                className="button button--danger button--small"
                onClick={(event) => {
                  event.preventDefault();
                  void confirmDialog({
                    title: t`Delete ${name}?`,
                    description: t`The passenger is removed from your account. Bookings already made are not changed.`,
                    confirmText: t`Delete`,
                    cancelText: t`Keep`,
                  }).then((confirmed) => {
                    if (confirmed) void submit({ intent: "delete", id: passenger.id }, { method: "post" });
                  });
                }}
              >
                <Trans>Delete</Trans>
                <span className="visually-hidden"> {name}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
