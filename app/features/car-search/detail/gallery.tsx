import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { CAR_IMAGE_RATIO, type CarPictureSubject, type CarView, carGallery } from "~/lib/car-images";

const VIEW_NAMES = {
  side: msg`Side view`,
  front: msg`Front view`,
  rear: msg`Rear view`,
} as const;

const LARGE_WIDTH = 640;
const THUMB_WIDTH = 96;
const heightFor = (width: number) => Math.round((width * CAR_IMAGE_RATIO.height) / CAR_IMAGE_RATIO.width);

/**
 * The model from the side, the front and the rear. The thumbnails are links to the same page with
 * `view=` (no JavaScript: the server shows that view); hydrated, they switch the large picture in
 * place without a request. The large picture loads first; the thumbnails are small and lazy.
 */
export function CarGallery({
  car,
  initialView,
  viewHref,
}: {
  car: CarPictureSubject;
  initialView: CarView;
  viewHref: (view: CarView) => string;
}) {
  const { i18n, t } = useLingui();
  const [view, setView] = useState<CarView>(initialView);
  const pictures = carGallery(car);
  const shown = pictures.find((picture) => picture.view === view) ?? pictures[0];
  if (!shown) return null;
  const name = `${car.brand} ${car.model}`;
  return (
    <figure className="gallery" aria-label={t`Pictures of the ${name}`}>
      <ResponsiveImage
        key={shown.view}
        src={shown.src}
        // A class silhouette is not the model: no name, as on the cards (the caption says "or similar").
        alt={shown.similar ? "" : `${name}, ${i18n._(VIEW_NAMES[shown.view])}`}
        width={LARGE_WIDTH}
        height={heightFor(LARGE_WIDTH)}
        layout="fixed"
        sizes={`(min-width: 64rem) ${LARGE_WIDTH}px, 100vw`}
        priority
        className="car-picture__image gallery__large"
        data-testid="car-picture"
      />
      {shown.similar ? (
        <figcaption className="car-picture__similar">
          <Trans>or a similar car of the same class</Trans>
        </figcaption>
      ) : null}
      <ul className="gallery__thumbs">
        {pictures.map((picture) => (
          <li key={picture.view}>
            <a
              className="gallery__thumb"
              href={viewHref(picture.view)}
              aria-current={picture.view === shown.view ? "true" : undefined}
              data-testid="gallery-thumb"
              onClick={(event) => {
                // A new tab or window keeps the link's own behaviour.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setView(picture.view);
              }}
            >
              <ResponsiveImage
                src={picture.src}
                alt={i18n._(VIEW_NAMES[picture.view])}
                width={THUMB_WIDTH}
                height={heightFor(THUMB_WIDTH)}
                layout="fixed"
                className="gallery__thumb-image"
              />
            </a>
          </li>
        ))}
      </ul>
    </figure>
  );
}
