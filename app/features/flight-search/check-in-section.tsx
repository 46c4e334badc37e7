import { Trans, useLingui } from "@lingui/react/macro";

export interface CheckInLink {
  readonly code: string;
  readonly name: string;
  readonly url: string;
}

/** Online check-in at each airline of the inventory, on the airline's own site (opens a new tab). */
export function CheckInSection({ airlines }: { airlines: readonly CheckInLink[] }) {
  const { t } = useLingui();
  if (airlines.length === 0) return null;
  return (
    <section className="home-section check-in" aria-labelledby="flight-check-in">
      <h2 id="flight-check-in" className="home-section__title">
        <Trans>Online check-in</Trans>
      </h2>
      <p>
        <Trans>Check in on your airline's website, usually from 24 hours before departure.</Trans>
      </p>
      <ul className="check-in__list">
        {airlines.map((airline) => (
          <li key={airline.code}>
            <a href={airline.url} target="_blank" rel="noopener noreferrer">
              {t`${airline.name} check-in`}
              <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
