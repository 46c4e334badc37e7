import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { DESTINATION_IMAGE_SIZE } from "~/lib/destination-images";

export interface DestinationCard {
  readonly title: string;
  readonly href: string;
  readonly image: string;
  /** A short line under the name (the airports' codes on the flight home). */
  readonly detail?: string;
}

/** Half the scene's drawn size: sharp at density 2 on the widest card. */
const CARD_SIZE = { width: DESTINATION_IMAGE_SIZE.width / 2, height: DESTINATION_IMAGE_SIZE.height / 2 } as const;

/**
 * Of the numbers of cards a row that suit a screen, the one that leaves the fullest last row (14
 * places: 7 a row from 1280 px; 6 flight destinations: 6), so no row is left half empty.
 */
export function cardsPerRow(count: number, choices: readonly number[]): number {
  const fullness = (perRow: number) => (count % perRow === 0 ? 1 : (count % perRow) / perRow);
  return choices.reduce((best, perRow) => (fullness(perRow) > fullness(best) ? perRow : best));
}

/**
 * Places as picture cards, each one link named by its place. Two a row on a phone, three or four
 * at 768 px, five to seven from 1280 px (home.css); the pictures load lazily, below the first screen.
 */
export function DestinationCards({ cards }: { cards: readonly DestinationCard[] }) {
  const medium = cardsPerRow(cards.length, [4, 3]);
  const wide = cardsPerRow(cards.length, [7, 6, 5]);
  return (
    <ul className={`destination-cards destination-cards--md-${medium} destination-cards--xl-${wide}`}>
      {cards.map((card) => (
        <li key={card.href} className="destination-card">
          <Link to={card.href} className="destination-card__link">
            <ResponsiveImage
              src={card.image}
              alt=""
              {...CARD_SIZE}
              layout="fixed"
              unstyled
              sizes="(min-width: 1280px) 200px, (min-width: 768px) 25vw, 50vw"
              className="destination-card__image"
              data-testid="destination-image"
            />
            <span className="destination-card__name">{card.title}</span>
            {card.detail ? <span className="destination-card__detail">{card.detail}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
