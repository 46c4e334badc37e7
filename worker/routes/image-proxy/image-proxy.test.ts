import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { imageUrl } from "~/lib/images";
import { inspectImage, magic, makeImage } from "../../../tests/support/images";
import { type SourceFetch } from "./fetch-source";
import { imageProxy } from "./index";
import { isPublicHost } from "./source-policy";
import { sniffImage } from "./sniff";

const MEDIA = "https://media.example.com";
let photo: Uint8Array<ArrayBuffer>;
let smallPhoto: Uint8Array<ArrayBuffer>;
let transparent: Uint8Array<ArrayBuffer>;

beforeAll(() => {
  photo = makeImage(1200, 800, "jpeg");
  smallPhoto = makeImage(400, 300, "png");
  transparent = makeImage(200, 200, "png", 0);
});

/** The shop's own static files, as the ASSETS binding would serve them. */
function assets(files: Record<string, Uint8Array<ArrayBuffer>>): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      const file = files[path];
      return file ? new Response(file) : new Response("not found", { status: 404 });
    },
  } as unknown as Fetcher;
}

function proxy(fetchSource: SourceFetch = vi.fn<SourceFetch>(async () => new Response(null, { status: 599 }))) {
  const app = new Hono<{ Bindings: Env }>();
  app.route("/img", imageProxy({ fetchSource }));
  const bindings = {
    ...env,
    IMAGE_SOURCE_ORIGINS: MEDIA,
    ASSETS: assets({
      "/images/photo.jpg": photo,
      "/images/small.png": smallPhoto,
      "/images/transparent.png": transparent,
      "/images/notes.jpg": new TextEncoder().encode("<html>not an image</html>"),
      // A header claiming 20000 × 20000 pixels: refused before anything is decoded.
      "/images/bomb.png": Uint8Array.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x4e, 0x20, 0, 0,
        0x4e, 0x20, 8, 6, 0, 0, 0,
      ]),
    }),
  };
  return async (path: string, headers: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const response = await app.request(`https://shop.example.com${path}`, { headers }, bindings, ctx);
    const body = new Uint8Array(await response.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { response, body };
  };
}

describe("image proxy output", () => {
  it("resizes to the snapped breakpoint width, keeps the aspect ratio and encodes WebP by default", async () => {
    const get = proxy();
    const { response, body } = await get(imageUrl("/images/photo.jpg", { width: 600 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(magic(body)).toBe("webp");
    expect(inspectImage(body)).toMatchObject({ width: 640, height: 427 });
  });

  it("serves density 2 at twice the pixels", async () => {
    const { body } = await proxy()(imageUrl("/images/photo.jpg", { width: 320, density: 2 }));
    expect(inspectImage(body)).toMatchObject({ width: 640, height: 427 });
  });

  it("crops to the exact box with fit=cover and letterboxes with fit=pad on the background colour", async () => {
    const get = proxy();
    const cover = await get(imageUrl("/images/photo.jpg", { width: 640, height: 640, fit: "cover" }));
    expect(inspectImage(cover.body)).toMatchObject({ width: 640, height: 640 });
    const pad = await get(
      imageUrl("/images/photo.jpg", { width: 640, height: 640, fit: "pad", background: "f00", format: "png" }),
    );
    const padded = inspectImage(pad.body, [320, 5]);
    expect(padded).toMatchObject({ width: 640, height: 640, pixel: [255, 0, 0, 255] });
    const contain = await get(imageUrl("/images/photo.jpg", { width: 640, height: 640, fit: "contain" }));
    expect(inspectImage(contain.body)).toMatchObject({ width: 640, height: 427 });
    const fill = await get(imageUrl("/images/photo.jpg", { width: 640, height: 200, fit: "fill" }));
    expect(inspectImage(fill.body)).toMatchObject({ width: 640, height: 200 });
  });

  it("never enlarges a source given a width alone", async () => {
    const { body } = await proxy()(imageUrl("/images/small.png", { width: 1536 }));
    expect(inspectImage(body)).toMatchObject({ width: 400, height: 300 });
  });

  it("encodes JPEG with the requested quality, flattening transparency onto the background", async () => {
    const get = proxy();
    const high = await get(imageUrl("/images/photo.jpg", { width: 1024, format: "jpeg", quality: 95 }));
    const low = await get(imageUrl("/images/photo.jpg", { width: 1024, format: "jpeg", quality: 20 }));
    expect(high.response.headers.get("content-type")).toBe("image/jpeg");
    expect(magic(low.body)).toBe("jpeg");
    expect(low.body.byteLength).toBeLessThan(high.body.byteLength);
    const flat = await get(imageUrl("/images/transparent.png", { width: 320, format: "jpeg", background: "00ff00" }));
    const [red, green, blue] = inspectImage(flat.body, [10, 10]).pixel;
    expect(red).toBeLessThan(20);
    expect(green).toBeGreaterThan(235);
    expect(blue).toBeLessThan(20);
  });

  it("negotiates format=auto from Accept and says it varies by it", async () => {
    const get = proxy();
    const url = imageUrl("/images/photo.jpg", { width: 320, format: "auto" });
    const webp = await get(url, { accept: "image/avif,image/webp,*/*" });
    const jpeg = await get(url, { accept: "image/jpeg,*/*" });
    expect([magic(webp.body), magic(jpeg.body)]).toEqual(["webp", "jpeg"]);
    expect(webp.response.headers.get("vary")).toBe("Accept");
  });

  it("caches transformed images with long immutable headers", async () => {
    const get = proxy();
    const url = imageUrl("/images/photo.jpg", { width: 768, height: 400 });
    const first = await get(url);
    const second = await get(url);
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect([first.response.headers.get("x-cache"), second.response.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    expect(second.body).toEqual(first.body);
  });
});

describe("image proxy input", () => {
  it("refuses unknown, repeated and malformed modifiers with a 400 naming them", async () => {
    const get = proxy();
    const cases: [string, string][] = [
      ["/img?src=/images/photo.jpg&blur=5", "unknown modifier: blur"],
      ["/img?src=/images/photo.jpg&width=320&width=640", "width: given twice"],
      ["/img?src=/images/photo.jpg&width=0", "width"],
      ["/img?src=/images/photo.jpg&width=99999", "width"],
      ["/img?src=/images/photo.jpg&density=3", "density"],
      ["/img?src=/images/photo.jpg&fit=stretch", "fit"],
      ["/img?src=/images/photo.jpg&format=gif", "format"],
      ["/img?src=/images/photo.jpg&quality=101", "quality"],
      ["/img?src=/images/photo.jpg&background=%23fff", "background"],
      ["/img?src=/images/photo.jpg&resize=bilinear", "resize"],
      ["/img?width=320", "src"],
    ];
    for (const [path, named] of cases) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(400);
      expect(new TextDecoder().decode(body), path).toContain(named);
    }
  });

  it("answers 404 for a missing own image, 415 for a non-image and 413 for a pixel bomb", async () => {
    const get = proxy();
    expect((await get("/img?src=/images/missing.jpg")).response.status).toBe(404);
    expect((await get("/img?src=/images/notes.jpg")).response.status).toBe(415);
    expect((await get("/img?src=/images/bomb.png")).response.status).toBe(413);
  });
});

describe("image proxy source policy (SSRF)", () => {
  const refused = [
    "http://127.0.0.1/a.jpg",
    "http://127.1/a.jpg",
    "http://2130706433/a.jpg",
    "http://0x7f000001/a.jpg",
    "http://0177.0.0.1/a.jpg",
    "http://0/a.jpg",
    "http://0.0.0.0/a.jpg",
    "http://10.0.0.8/a.jpg",
    "http://172.16.3.4/a.jpg",
    "http://192.168.1.1/a.jpg",
    "http://100.64.0.1/a.jpg",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/a.jpg",
    "http://[::]/a.jpg",
    "http://[::ffff:127.0.0.1]/a.jpg",
    "http://[::ffff:a9fe:a9fe]/a.jpg",
    "http://[fe80::1]/a.jpg",
    "http://[fd00:ec2::254]/a.jpg",
    "http://[fc00::1]/a.jpg",
    "http://localhost/a.jpg",
    "http://app.localhost/a.jpg",
    "http://metadata.google.internal/computeMetadata/v1/",
    "https://user:secret@media.example.com/a.jpg",
    "https://media.example.com@127.0.0.1/a.jpg",
    "https://evil.example.net/a.jpg",
    "https://media.example.com.evil.net/a.jpg",
    "file:///etc/passwd",
    "ftp://media.example.com/a.jpg",
    "data:image/png;base64,iVBORw0KGgo=",
    "javascript:alert(1)",
    "//evil.example.net/a.jpg",
    "/\\evil.example.net/a.jpg",
    "/images/../../etc/passwd.jpg",
    "/images/%2e%2e/secret.jpg",
    "/images/logo.svg",
    "/build/server/index.js",
  ];

  it.each(refused)("refuses %s without any outbound request", async (src) => {
    const fetchSource = vi.fn<SourceFetch>(async () => new Response(photo));
    const { response } = await proxy(fetchSource)(`/img?src=${encodeURIComponent(src)}&width=320`);
    expect(response.status).toBe(403);
    expect(fetchSource).not.toHaveBeenCalled();
  });

  it("classifies hosts: names and public unicast literals pass, everything private does not", () => {
    expect(isPublicHost("media.example.com")).toBe(true);
    expect(isPublicHost("93.184.216.34")).toBe(true);
    expect(isPublicHost("[2606:4700::1111]")).toBe(true);
    expect(isPublicHost("198.18.0.1")).toBe(false);
    expect(isPublicHost("224.0.0.1")).toBe(false);
    expect(isPublicHost("[ff02::1]")).toBe(false);
  });

  it("fetches an allow-listed origin without following redirects blindly", async () => {
    const fetchSource = vi.fn<SourceFetch>(async (request) => {
      const path = new URL(request.url).pathname;
      expect(request.redirect).toBe("manual");
      if (path === "/moved.jpg") return new Response(null, { status: 302, headers: { location: "/a.jpg" } });
      if (path === "/a.jpg") return new Response(photo);
      if (path === "/into-metadata.jpg") {
        return new Response(null, { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } });
      }
      if (path === "/loop.jpg") return new Response(null, { status: 302, headers: { location: "/loop.jpg" } });
      return new Response(null, { status: 404 });
    });
    const get = proxy(fetchSource);
    const followed = await get(imageUrl(`${MEDIA}/moved.jpg`, { width: 320 }));
    expect(followed.response.status).toBe(200);
    expect(inspectImage(followed.body)).toMatchObject({ width: 320 });

    fetchSource.mockClear();
    const intoMetadata = await get(imageUrl(`${MEDIA}/into-metadata.jpg`, { width: 320 }));
    expect(intoMetadata.response.status).toBe(403);
    expect(fetchSource).toHaveBeenCalledTimes(1);

    fetchSource.mockClear();
    expect((await get(imageUrl(`${MEDIA}/loop.jpg`, { width: 320 }))).response.status).toBe(502);
    expect(fetchSource).toHaveBeenCalledTimes(4);
  });
});

describe("header sniffing", () => {
  it("reads format and size of JPEG, PNG and WebP without decoding", () => {
    expect(sniffImage(makeImage(33, 21, "jpeg"))).toEqual({ format: "jpeg", width: 33, height: 21 });
    expect(sniffImage(makeImage(33, 21, "png"))).toEqual({ format: "png", width: 33, height: 21 });
    expect(sniffImage(makeImage(33, 21, "webp"))).toEqual({ format: "webp", width: 33, height: 21 });
    expect(sniffImage(new TextEncoder().encode("GIF89a......"))).toBeUndefined();
  });
});
