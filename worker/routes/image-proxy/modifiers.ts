import { z } from "zod";
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_RESIZE_FILTERS,
  type ImageModifiers,
  imageUrl,
  normaliseSize,
} from "~/lib/images";

/** Larger sides are refused: they cost memory in the resizer and no layout needs them. */
const MAX_REQUESTED_SIDE = 4096;

const dimension = z.coerce.number().int().min(1).max(MAX_REQUESTED_SIDE);

const querySchema = z
  .object({
    src: z.string().min(1).max(2048),
    width: dimension.optional(),
    height: dimension.optional(),
    density: z.enum(["1", "2"]).transform(Number).optional(),
    fit: z.enum(IMAGE_FITS).optional(),
    format: z.enum(IMAGE_FORMATS).optional(),
    quality: z.coerce.number().int().min(1).max(100).optional(),
    background: z
      .string()
      .regex(/^([0-9a-f]{3}|[0-9a-f]{6})$/i, "a 3- or 6-digit hex colour without #")
      .transform((value) => value.toLowerCase())
      .optional(),
    resize: z.enum(IMAGE_RESIZE_FILTERS).optional(),
  })
  // Unknown modifiers are refused so that nobody can mint unbounded cache variants.
  .strict();

export interface ImageRequest {
  readonly src: string;
  readonly modifiers: Required<Pick<ImageModifiers, "density" | "format" | "quality" | "resize">> &
    Omit<ImageModifiers, "density" | "format" | "quality" | "resize">;
  /** The canonical proxy URL (path and query) of this request: the cache key. */
  readonly canonical: string;
}

export type ParsedImageRequest = { ok: true; request: ImageRequest } | { ok: false; problems: string[] };

/** Reads and normalises the proxy's query (spec modifiers: format, fit, width, height, resize, quality, background). */
export function parseImageRequest(url: URL): ParsedImageRequest {
  const entries = [...url.searchParams.keys()];
  const repeated = entries.filter((key, index) => entries.indexOf(key) !== index);
  if (repeated.length > 0) return { ok: false, problems: [...new Set(repeated)].map((key) => `${key}: given twice`) };
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        issue.code === "unrecognized_keys"
          ? `unknown modifier: ${issue.keys.join(", ")}`
          : `${issue.path.join(".")}: ${issue.message}`,
      ),
    };
  }
  const { src, ...given } = parsed.data;
  const size = normaliseSize(given.width, given.height);
  const modifiers = {
    ...given,
    ...size,
    density: (given.density ?? 1) as 1 | 2,
    format: given.format ?? "webp",
    quality: given.quality ?? DEFAULT_IMAGE_QUALITY,
    resize: given.resize ?? "lanczos",
  };
  return { ok: true, request: { src, modifiers, canonical: imageUrl(src, modifiers) } };
}
