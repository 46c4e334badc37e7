import { PhotonImage } from "@cf-wasm/photon";

/** A real encoded image of the given size: a colour gradient, so resizing has something to do. */
export function makeImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp",
  alpha = 255,
): Uint8Array<ArrayBuffer> {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      pixels.set([Math.round((255 * x) / width), Math.round((255 * y) / height), 160, alpha], offset);
    }
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    const encoded =
      format === "jpeg" ? image.get_bytes_jpeg(90) : format === "png" ? image.get_bytes() : image.get_bytes_webp();
    return encoded as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
  }
}

/** Decodes an image and returns its size and the RGBA of one pixel. */
export function inspectImage(bytes: Uint8Array, at: [number, number] = [0, 0]) {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = image.get_width();
    const offset = (at[1] * width + at[0]) * 4;
    return { width, height: image.get_height(), pixel: [...image.get_raw_pixels().slice(offset, offset + 4)] };
  } finally {
    image.free();
  }
}

/** The container format named by the file's magic bytes. */
export function magic(bytes: Uint8Array): "webp" | "jpeg" | "png" | "unknown" {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return "png";
  if (bytes[0] === 0x52 && bytes[8] === 0x57 && bytes[9] === 0x45) return "webp";
  return "unknown";
}
