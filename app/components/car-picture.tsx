import { Trans } from "@lingui/react/macro";
import { CAR_IMAGE_RATIO, carPicture, type CarPictureSubject } from "~/lib/car-images";
import { ResponsiveImage } from "./responsive-image";

/**
 * The car's side view through the image proxy (srcset at the spec's breakpoints, densities 1 and
 * 2), `width` wide at most and 5:3. `priority` for the pictures of the first screen (eager, high
 * fetch priority); the rest load lazily. A class silhouette says it is a similar car.
 *
 * @example
 * <CarPicture car={car} width={240} priority={index < 2} />
 */
export function CarPicture({
  car,
  width,
  priority = false,
  sizes,
  className,
}: {
  car: CarPictureSubject;
  width: number;
  priority?: boolean;
  /** How wide it shows at each screen width, when it is narrower than `width` on some. */
  sizes?: string;
  className?: string;
}) {
  const picture = carPicture(car);
  if (!picture) return null;
  const height = Math.round((width * CAR_IMAGE_RATIO.height) / CAR_IMAGE_RATIO.width);
  const image = (
    <ResponsiveImage
      src={picture.src}
      alt={picture.similar ? "" : `${car.brand} ${car.model}`}
      width={width}
      height={height}
      // Fixed keeps width and height on the img (constrained drops them); imagery.css lets it
      // shrink with its column at the same 5:3.
      layout="fixed"
      sizes={sizes ?? `${width}px`}
      priority={priority}
      className="car-picture__image"
      data-testid="car-picture"
    />
  );
  return (
    <figure className={["car-picture", className].filter(Boolean).join(" ")} style={{ maxInlineSize: `${width}px` }}>
      {image}
      {picture.similar ? (
        <figcaption className="car-picture__similar">
          <Trans>or a similar car of the same class</Trans>
        </figcaption>
      ) : null}
    </figure>
  );
}
