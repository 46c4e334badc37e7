import { type Context, Hono } from "hono";
import { readConfig } from "~/lib/config";
import { fetchAssetSource, fetchRemoteSource, type FetchedSource, type SourceFetch } from "./fetch-source";
import { type ImageRequest, parseImageRequest } from "./modifiers";
import { sniffImage } from "./sniff";
import { resolveSource } from "./source-policy";
import type { OutputFormat } from "./wasm-transform";

/** Transformed images never change under their URL (the URL names source and modifiers). */
const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Decoding more pixels than this would exhaust a Worker's memory. */
const MAX_SOURCE_PIXELS = 40_000_000;
const CACHE_NAME = "image-proxy";

type Bindings = Env;

export interface ImageProxyOptions {
  /** Outbound requests for remote sources (tests pass a spy to prove none is made). */
  readonly fetchSource?: SourceFetch;
}

const MIME: Record<OutputFormat, string> = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

function problem(c: Context, status: 400 | 403 | 404 | 413 | 415 | 502 | 504, message: string, problems?: string[]) {
  // Short-lived: a missing source may appear, a refused one is refused again cheaply.
  const cacheControl = status === 400 || status === 403 ? "public, max-age=300" : "no-store";
  return c.json({ error: { code: "image_unavailable", message, ...(problems ? { problems } : {}) } }, status, {
    "cache-control": cacheControl,
  });
}

function outputFormat(request: ImageRequest, accept: string): { format: OutputFormat; negotiated: boolean } {
  if (request.modifiers.format !== "auto") return { format: request.modifiers.format, negotiated: false };
  return { format: accept.includes("image/webp") ? "webp" : "jpeg", negotiated: true };
}

function cloudflareImageOptions(request: ImageRequest, format: OutputFormat) {
  const { width, height, density, fit, quality, background } = request.modifiers;
  return {
    width,
    height,
    dpr: density,
    fit: fit === "pad" ? "pad" : fit === "fill" ? "squeeze" : fit,
    format,
    quality,
    ...(background ? { background: `#${background}` } : {}),
  };
}

/**
 * The image proxy (spec section 7): `GET /img?src=…&width=…&height=…&density=…&fit=…&format=…&quality=…&background=…&resize=…`.
 * Only own static images and allow-listed remote origins are read; results are cached with long
 * immutable headers. Locally the resize runs in WebAssembly; in production
 * (`IMAGE_TRANSFORMS=cloudflare`) Cloudflare's image transformations do it.
 *
 * @example
 * app.route("/img", imageProxy());
 */
export function imageProxy(options: ImageProxyOptions = {}) {
  const app = new Hono<{ Bindings: Bindings }>();
  const fetchSource = options.fetchSource ?? ((request: Request) => fetch(request));

  app.get("/", async (c) => {
    const url = new URL(c.req.url);
    const parsed = parseImageRequest(url);
    if (!parsed.ok) return problem(c, 400, "Invalid image request", parsed.problems);
    const request = parsed.request;
    const { format, negotiated } = outputFormat(request, c.req.header("accept") ?? "");
    const config = readConfig(c.env);
    const allowed = new Set(config.IMAGE_SOURCE_ORIGINS);
    if (config.CONTENT_URL) allowed.add(new URL(config.CONTENT_URL).origin);

    const source = resolveSource(request.src, allowed);
    if (source.kind === "refused") return problem(c, 403, `Image source refused: ${source.reason}`);

    const cacheKey = new Request(new URL(`${request.canonical}&output=${format}`, url.origin));
    const cache = await caches.open(CACHE_NAME);
    const cached = await cache.match(cacheKey);
    if (cached) {
      const hit = new Response(cached.body, cached);
      hit.headers.set("x-cache", "HIT");
      return hit;
    }

    if (config.IMAGE_TRANSFORMS === "cloudflare") {
      const target = source.kind === "asset" ? new URL(source.path, url.origin) : source.url;
      const transformed = await fetch(target, {
        cf: { image: cloudflareImageOptions(request, format) },
      } as RequestInit);
      if (!transformed.ok) return problem(c, transformed.status === 404 ? 404 : 502, "Image unavailable");
      const response = new Response(transformed.body, transformed);
      response.headers.set("cache-control", IMAGE_CACHE_CONTROL);
      if (negotiated) response.headers.append("vary", "Accept");
      return response;
    }

    const fetched: FetchedSource =
      source.kind === "asset"
        ? await fetchAssetSource(source.path, url.origin, c.env.ASSETS)
        : await fetchRemoteSource(source.url, allowed, fetchSource);
    if (!fetched.ok) return problem(c, fetched.status, `Image unavailable: ${fetched.reason}`);
    const info = sniffImage(fetched.bytes);
    if (!info) return problem(c, 415, "The source is not a JPEG, PNG or WebP image");
    if (info.width * info.height > MAX_SOURCE_PIXELS) return problem(c, 413, "The source image has too many pixels");

    // The WebAssembly resizer is for development and tests: a production build (where
    // IMAGE_TRANSFORMS must be "cloudflare", app/lib/config.ts) leaves it and its module out.
    if (import.meta.env.SHOP_PRODUCTION_BUILD) return problem(c, 502, "Image unavailable");
    const { transformWithWasm } = await import("./wasm-transform");
    const body = transformWithWasm(fetched.bytes, info, request, format);
    const headers = new Headers({
      "content-type": MIME[format],
      "content-length": String(body.byteLength),
      "cache-control": IMAGE_CACHE_CONTROL,
    });
    if (negotiated) headers.set("vary", "Accept");
    c.executionCtx.waitUntil(cache.put(cacheKey, new Response(body.slice(), { headers })));
    headers.set("x-cache", "MISS");
    return new Response(body, { headers });
  });

  return app;
}
