/**
 * A link that opens a place in the device's own maps app (issue #18): Apple Maps on iPhones and
 * iPads, the `geo:` URI Android hands to the chosen maps app, Google Maps in a browser elsewhere.
 * Chosen on the server from the user agent (pages already vary on it), so the markup is final.
 */
export type MapsPlatform = "ios" | "android" | "other";

export function mapsPlatform(userAgent: string): MapsPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios";
  if (/Android/.test(userAgent)) return "android";
  return "other";
}

export interface MapsPlace {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

export interface MapsLink {
  readonly href: string;
  /** An https page opens in a new tab; `geo:` hands over to the app from the same tab. */
  readonly newTab: boolean;
}

const encodeLabel = (name: string) =>
  encodeURIComponent(name).replace(/[()]/g, (bracket) => `%${bracket.charCodeAt(0).toString(16).toUpperCase()}`);

export function mapsLink(platform: MapsPlatform, place: MapsPlace): MapsLink {
  const point = `${place.lat},${place.lon}`;
  switch (platform) {
    case "ios":
      return {
        href: `https://maps.apple.com/?${new URLSearchParams({ q: place.name, ll: point })}`,
        newTab: true,
      };
    case "android":
      // geo:lat,lng?q=lat,lng(label): the pin at the point, labelled with the office's name (its
      // brackets encoded too, so a name cannot close the label early).
      return { href: `geo:${point}?q=${point}(${encodeLabel(place.name)})`, newTab: false };
    case "other":
      return {
        href: `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: point })}`,
        newTab: true,
      };
  }
}
