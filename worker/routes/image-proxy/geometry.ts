import type { ImageFit } from "~/lib/images";

/** What the resizer does: scale to `scaled`, then crop to `crop` or centre on a `canvas`. */
export interface ResizePlan {
  readonly scaled: { readonly width: number; readonly height: number };
  readonly crop?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly canvas?: { readonly width: number; readonly height: number; readonly x: number; readonly y: number };
}

/** Output sides never exceed this (the largest breakpoint at density 2). */
const MAX_OUTPUT_SIDE = 3072;

const atLeastOne = (value: number) => Math.max(1, Math.round(value));

/**
 * The output geometry for a source of `source` pixels and the requested box (already snapped to a
 * breakpoint, in CSS pixels) at `density`. A width or height alone keeps the aspect ratio and never
 * enlarges the source; with both, `fit` decides (cover by default, like CSS object-fit).
 */
export function planResize(
  source: { width: number; height: number },
  box: { width?: number; height?: number; density: number; fit?: ImageFit },
): ResizePlan {
  const ratio = source.width / source.height;
  const targetWidth = box.width === undefined ? undefined : Math.min(box.width * box.density, MAX_OUTPUT_SIDE);
  const targetHeight = box.height === undefined ? undefined : Math.min(box.height * box.density, MAX_OUTPUT_SIDE);

  if (targetWidth === undefined || targetHeight === undefined) {
    const limit = Math.min(
      1,
      MAX_OUTPUT_SIDE / Math.max(source.width, source.height),
      targetWidth === undefined ? Infinity : targetWidth / source.width,
      targetHeight === undefined ? Infinity : targetHeight / source.height,
    );
    return { scaled: { width: atLeastOne(source.width * limit), height: atLeastOne(source.height * limit) } };
  }

  const fit = box.fit ?? "cover";
  if (fit === "fill") return { scaled: { width: targetWidth, height: targetHeight } };
  if (fit === "cover") {
    const scale = Math.max(targetWidth / source.width, targetHeight / source.height);
    const width = Math.max(targetWidth, Math.ceil(source.width * scale));
    const height = Math.max(targetHeight, Math.ceil(source.height * scale));
    return {
      scaled: { width, height },
      crop: {
        x: Math.floor((width - targetWidth) / 2),
        y: Math.floor((height - targetHeight) / 2),
        width: targetWidth,
        height: targetHeight,
      },
    };
  }
  const inside = Math.min(targetWidth / source.width, targetHeight / source.height);
  const scale = fit === "scale-down" ? Math.min(1, inside) : inside;
  const scaled = {
    width: Math.min(targetWidth, atLeastOne(source.width * scale)),
    height: Math.min(targetHeight, atLeastOne((source.width * scale) / ratio)),
  };
  if (fit !== "pad") return { scaled };
  return {
    scaled,
    canvas: {
      width: targetWidth,
      height: targetHeight,
      x: Math.floor((targetWidth - scaled.width) / 2),
      y: Math.floor((targetHeight - scaled.height) / 2),
    },
  };
}
