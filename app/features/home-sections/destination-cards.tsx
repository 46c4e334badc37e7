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
 * Places as picture cards, each one link named by its place. Two a row on a phone, four at 768 px,
 * seven from 1280 px (home.css); the pictures load lazily, below the first screen.
 */
export function DestinationCards({ cards }: { cards: readonly DestinationCard[] }) {
  return (
    <ul className="destination-cards">
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
