/**
 * The home pages' pictures (docs/home.md): the shop's own drawings, written by
 * scripts/generate-content-images.mjs into public/images/content. A test holds these names to the files.
 */

/** Cities (content slugs) of the popular rental locations and flight destinations with a scene of their own. */
const DESTINATION_CITIES: ReadonlySet<string> = new Set(["istanbul", "antalya", "izmir", "mugla", "ankara", "trabzon"]);

/** The scene shown for a place without one of its own. */
const FALLBACK_CITY = "turkiye";

/** Width and height the destination scenes are drawn at (8:5). */
export const DESTINATION_IMAGE_SIZE = { width: 960, height: 600 } as const;

/** The hero scene of each home page (8:3). */
export const HERO_IMAGES = {
  home: "/images/content/hero-home.jpg",
  flight: "/images/content/hero-flight.jpg",
} as const;

/** The scene of a destination card, by the place's city slug. */
export function destinationImage(city: string): string {
  return `/images/content/destinations/${DESTINATION_CITIES.has(city) ? city : FALLBACK_CITY}.jpg`;
}

/** Every destination scene, for the test that they exist. */
export function allDestinationImages(): string[] {
  return [...DESTINATION_CITIES, FALLBACK_CITY].map(destinationImage);
}

/** A campaign's picture when it is one the image proxy can resize (a raster image), else the general scene. */
export function campaignImage(image: string | undefined): string {
  return image && !image.endsWith(".svg") ? image : destinationImage(FALLBACK_CITY);
}
