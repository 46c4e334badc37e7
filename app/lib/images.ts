/**
 * Image URLs through the Worker's image proxy (`/img`, worker/routes/image-proxy). The app and the
 * proxy share these constants so the URLs the app builds are exactly the ones the proxy caches.
 */

/** Spec section 9: layout breakpoints (px). Widths are snapped up to one of them. */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_FORMATS = ["webp", "jpeg", "png", "auto"] as const;
export const IMAGE_FITS = ["cover", "contain", "pad", "fill", "scale-down"] as const;
/** Resampling filter used when resizing. */
export const IMAGE_RESIZE_FILTERS = ["nearest", "linear", "cubic", "lanczos"] as const;
export const DEFAULT_IMAGE_QUALITY = 80;
const IMAGE_PROXY_PATH = "/img";

type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageResizeFilter = (typeof IMAGE_RESIZE_FILTERS)[number];
/** Spec section 9: pixel densities served. */
type ImageDensity = 1 | 2;

export interface ImageModifiers {
  readonly width?: number;
  readonly height?: number;
  readonly density?: ImageDensity;
  readonly fit?: ImageFit;
  readonly format?: ImageFormat;
  readonly quality?: number;
  /** A 3- or 6-digit hex colour without `#`, for padding and flattening transparency. */
  readonly background?: string;
  readonly resize?: ImageResizeFilter;
}

const LARGEST_BREAKPOINT = Math.max(...IMAGE_BREAKPOINTS);

/** The smallest breakpoint at least as wide as `width` (the largest for anything wider). */
function snapWidth(width: number): number {
  return IMAGE_BREAKPOINTS.find((breakpoint) => breakpoint >= width) ?? LARGEST_BREAKPOINT;
}

/**
 * Snaps the width to a breakpoint and scales the height by the same factor, so the aspect ratio
 * the caller asked for survives and only a bounded set of widths is ever generated.
 */
export function normaliseSize(width: number | undefined, height: number | undefined) {
  if (width === undefined) return { width, height };
  const snapped = snapWidth(width);
  return { width: snapped, height: height === undefined ? undefined : Math.round((height * snapped) / width) };
}

/** Query order is fixed so one image has one URL (and one cache entry). */
const MODIFIER_ORDER = ["width", "height", "density", "fit", "format", "quality", "background", "resize"] as const;

/**
 * The proxy URL for `src` (a site path such as `/images/x.jpg`, or an allow-listed absolute URL).
 *
 * @example
 * imageUrl("/images/content/slider-antalya.jpg", { width: 700, height: 300, density: 2 })
 * // → "/img?src=%2Fimages%2Fcontent%2Fslider-antalya.jpg&width=768&height=329&density=2"
 */
export function imageUrl(src: string, modifiers: ImageModifiers = {}): string {
  const size = normaliseSize(modifiers.width, modifiers.height);
  const values: ImageModifiers = {
    ...modifiers,
    ...size,
    density: modifiers.density === 1 ? undefined : modifiers.density,
  };
  const params = new URLSearchParams({ src });
  for (const name of MODIFIER_ORDER) {
    const value = values[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return `${IMAGE_PROXY_PATH}?${params.toString()}`;
}
