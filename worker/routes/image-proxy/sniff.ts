/** Raster formats the local resizer decodes. */
type SourceFormat = "jpeg" | "png" | "webp";

export interface SourceInfo {
  readonly format: SourceFormat;
  readonly width: number;
  readonly height: number;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const at = (b: Uint8Array, i: number) => b[i] ?? 0;
const u16be = (b: Uint8Array, i: number) => (at(b, i) << 8) | at(b, i + 1);
const u16le = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8);
const u24le = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((at(b, i) << 24) >>> 0) + (at(b, i + 1) << 16) + (at(b, i + 2) << 8) + at(b, i + 3);

function jpegSize(bytes: Uint8Array): [number, number] | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = at(bytes, offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = u16be(bytes, offset + 2);
    // Start-of-frame markers carry the dimensions (C4 DHT, C8 JPG and CC DAC are not frames).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [u16be(bytes, offset + 7), u16be(bytes, offset + 5)];
    }
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Uint8Array): [number, number] | undefined {
  if (startsWith(bytes, [0x56, 0x50, 0x38, 0x20], 12)) return [u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff];
  if (startsWith(bytes, [0x56, 0x50, 0x38, 0x4c], 12)) {
    const bits = at(bytes, 21) | (at(bytes, 22) << 8) | (at(bytes, 23) << 16) | (at(bytes, 24) << 24);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (startsWith(bytes, [0x56, 0x50, 0x38, 0x58], 12)) return [u24le(bytes, 24) + 1, u24le(bytes, 27) + 1];
  return undefined;
}

/**
 * Reads the format and dimensions from the file header, before anything is decoded, so a
 * decompression bomb or a non-image is refused without spending memory on it.
 */
export function sniffImage(bytes: Uint8Array): SourceInfo | undefined {
  let format: SourceFormat | undefined;
  let size: [number, number] | undefined;
  if (bytes.length >= 24 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    format = "png";
    size = [u32be(bytes, 16), u32be(bytes, 20)];
  } else if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) {
    format = "jpeg";
    size = jpegSize(bytes);
  } else if (
    bytes.length >= 30 &&
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    format = "webp";
    size = webpSize(bytes);
  }
  if (!format || !size || size[0] === 0 || size[1] === 0) return undefined;
  return { format, width: size[0], height: size[1] };
}
