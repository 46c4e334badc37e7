import { crop, PhotonImage, resize, SamplingFilter, watermark } from "@cf-wasm/photon";
import type { ImageResizeFilter } from "~/lib/images";
import { planResize } from "./geometry";
import type { ImageRequest } from "./modifiers";
import type { SourceInfo } from "./sniff";

const FILTERS: Record<ImageResizeFilter, SamplingFilter> = {
  nearest: SamplingFilter.Nearest,
  linear: SamplingFilter.Triangle,
  cubic: SamplingFilter.CatmullRom,
  lanczos: SamplingFilter.Lanczos3,
};

export type OutputFormat = "webp" | "jpeg" | "png";

function rgba(hex: string | undefined, fallbackAlpha: number): [number, number, number, number] {
  if (!hex) return [255, 255, 255, fallbackAlpha];
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)).concat(255) as [
    number,
    number,
    number,
    number,
  ];
}

function solid(width: number, height: number, colour: [number, number, number, number]): PhotonImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let offset = 0; offset < pixels.length; offset += 4) pixels.set(colour, offset);
  return new PhotonImage(pixels, width, height);
}

/**
 * Resizes and re-encodes in WebAssembly (Photon), for local development and tests, where
 * Cloudflare's image transformations are not available. Every intermediate image is freed:
 * WebAssembly memory is not garbage-collected.
 */
export function transformWithWasm(
  bytes: Uint8Array,
  info: SourceInfo,
  request: ImageRequest,
  format: OutputFormat,
): Uint8Array<ArrayBuffer> {
  const { modifiers } = request;
  const plan = planResize(info, modifiers);
  const owned: PhotonImage[] = [];
  const keep = (image: PhotonImage) => (owned.push(image), image);
  try {
    let image = keep(PhotonImage.new_from_byteslice(bytes));
    if (image.get_width() !== plan.scaled.width || image.get_height() !== plan.scaled.height) {
      image = keep(resize(image, plan.scaled.width, plan.scaled.height, FILTERS[modifiers.resize]));
    }
    if (plan.crop) {
      const { x, y, width, height } = plan.crop;
      image = keep(crop(image, x, y, x + width, y + height));
    }
    // Padding, and JPEG (which has no alpha), put the image on the background colour.
    const canvasSize =
      plan.canvas ??
      (format === "jpeg" ? { width: image.get_width(), height: image.get_height(), x: 0, y: 0 } : undefined);
    if (canvasSize) {
      const canvas = keep(
        solid(canvasSize.width, canvasSize.height, rgba(modifiers.background, format === "jpeg" ? 255 : 0)),
      );
      watermark(canvas, image, BigInt(canvasSize.x), BigInt(canvasSize.y));
      image = canvas;
    }
    // wasm-bindgen hands back a fresh copy out of WebAssembly memory.
    const encoded =
      format === "jpeg"
        ? image.get_bytes_jpeg(modifiers.quality)
        : format === "png"
          ? image.get_bytes()
          : image.get_bytes_webp();
    return encoded as Uint8Array<ArrayBuffer>;
  } finally {
    for (const image of owned) image.free();
  }
}
