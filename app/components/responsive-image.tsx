import { Image, type ImageProps } from "@unpic/react/base";
import { IMAGE_BREAKPOINTS, type ImageFit, type ImageModifiers, imageUrl } from "~/lib/images";

type ProxyOperations = {
  width?: number | string;
  height?: number | string;
  format?: string;
  quality?: number | string;
  fit?: ImageFit;
  background?: string;
};

const LARGEST_BREAKPOINT = Math.max(...IMAGE_BREAKPOINTS);

const toNumber = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

/** unpic transformer: every candidate in the srcset is a URL of our image proxy. */
export function proxyTransformer(src: string | URL, operations: ProxyOperations): string {
  const width = toNumber(operations.width);
  const height = toNumber(operations.height);
  // Wider than the largest breakpoint is a density-2 candidate of a breakpoint.
  const density = width !== undefined && width > LARGEST_BREAKPOINT ? 2 : 1;
  const modifiers: ImageModifiers = {
    width: width === undefined ? undefined : width / density,
    height: height === undefined ? undefined : height / density,
    density,
    fit: operations.fit,
    background: operations.background,
    quality: toNumber(operations.quality),
  };
  return imageUrl(String(src), modifiers);
}

/** Every breakpoint at densities 1 and 2 (spec section 9). */
const SRCSET_WIDTHS = [...new Set(IMAGE_BREAKPOINTS.flatMap((width) => [width, width * 2]))].sort((a, b) => a - b);

/** Omit that keeps unpic's layout union apart (fixed, constrained and full-width need different sizes). */
type LayoutOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type ResponsiveImageProps = LayoutOmit<ImageProps<ProxyOperations, undefined>, "transformer" | "breakpoints"> & {
  readonly alt: string;
};

/**
 * An `<img>` with a srcset of image-proxy URLs at the spec's breakpoints and densities, lazy by
 * default (`priority` for the largest above-the-fold image).
 *
 * @example
 * <ResponsiveImage src="/images/content/slider-antalya.jpg" alt="" width={1280} height={480} priority />
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const imageProps = { ...props, transformer: proxyTransformer, breakpoints: SRCSET_WIDTHS } as ImageProps<
    ProxyOperations,
    undefined
  >;
  return <Image {...imageProps} />;
}
