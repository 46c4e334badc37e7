import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AIRLINES } from "../../services/inventory/data/flights";
import { CAR_MODELS, SUPPLIERS } from "../../services/inventory/data/cars";
import {
  airlineLogo,
  CAR_IMAGE_RATIO,
  carPicture,
  LOGO_HEIGHT,
  SILHOUETTE_CLASSES,
  supplierLogo,
} from "~/lib/car-images";
import { imageUrl } from "~/lib/images";
import { dashedIn as day } from "../support/dates";
import { inspectImage, magic } from "../support/images";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const worker = (exports as unknown as { default: Fetcher }).default;
const WEBP = { headers: { accept: "image/avif,image/webp,*/*" } };

beforeAll(() => seedInventory(env.DB));

describe("car pictures through the image proxy", () => {
  it("has a picture of its own for every seeded model, served as WebP at a breakpoint in 5:3", async () => {
    const sources = new Set(
      CAR_MODELS.map((model) => {
        const picture = carPicture({ brand: model.brand, model: model.model, class: model.carClass });
        expect(picture, `${model.brand} ${model.model}`).toMatchObject({ similar: false });
        return picture!.src;
      }),
    );
    const classes = new Set(CAR_MODELS.map((model) => model.carClass));
    for (const carClass of classes) expect(SILHOUETTE_CLASSES.has(carClass), carClass).toBe(true);
    const silhouettes = [...SILHOUETTE_CLASSES].map((carClass) => `/images/cars/class-${carClass}.png`);
    for (const src of [...sources, ...silhouettes]) {
      const response = await worker.fetch(`http://localhost${imageUrl(src, { width: 320, height: 192 })}`, WEBP);
      expect(response.status, src).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const body = new Uint8Array(await response.arrayBuffer());
      expect(magic(body)).toBe("webp");
      expect(inspectImage(body)).toMatchObject({ width: 320, height: 192 });
      // The local resizer writes lossless WebP (Cloudflare's is lossy and smaller): still small.
      expect(body.byteLength, src).toBeLessThan(24_000);
    }
    expect(CAR_IMAGE_RATIO.width / CAR_IMAGE_RATIO.height).toBeCloseTo(5 / 3, 5);
  });

  it("serves the density-2 candidate twice as wide", async () => {
    const src = carPicture({ brand: "Togg", model: "T10X", class: "suv" })!.src;
    const sharp = await worker.fetch(`http://localhost${imageUrl(src, { width: 320, height: 192, density: 2 })}`, WEBP);
    expect(inspectImage(new Uint8Array(await sharp.arrayBuffer()))).toMatchObject({ width: 640, height: 384 });
  });
});

describe("company wordmarks", () => {
  it("has an SVG wordmark for every seeded rental company and airline, named by the company, as wide as the app says", async () => {
    const logos = [
      ...SUPPLIERS.map((supplier) => ({ name: supplier.name, logo: supplierLogo(supplier.id) })),
      ...AIRLINES.map((airline) => ({ name: airline.displayName, logo: airlineLogo(airline.code) })),
    ];
    for (const { name, logo } of logos) {
      expect(logo, name).not.toBeNull();
      // Static files are served before the Worker runs, from the assets the build copied.
      const response = await env.ASSETS.fetch(`http://localhost${logo!.src}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toContain(`aria-label="${name}"`);
      expect(svg).toContain(`width="${logo!.width}" height="${LOGO_HEIGHT}"`);
      expect(svg.length).toBeLessThan(3_000);
      // No script or outside reference in an image the shop serves as its own.
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    }
  });
});

describe("pictures and wordmarks on the pages", () => {
  const search = `p_p=41.2619,28.7419&p_d=${day(20)}&d_d=${day(23)}&a=35`;

  it("result cards: a picture per card with width, height and srcset, the first ones eager, the company's wordmark instead of initials", async () => {
    const html = await (await fetchPage(`/en/search?${search}`)).text();
    const cards = html.split('data-testid="offer"').slice(1);
    expect(cards.length).toBeGreaterThan(10);
    const pictures = cards.map((card) => /<img[^>]*data-testid="car-picture"[^>]*>/.exec(card)?.[0] ?? "");
    for (const picture of pictures) {
      expect(picture).toMatch(/width="240"/);
      expect(picture).toMatch(/height="144"/);
      expect(picture).toMatch(/srcSet="[^"]*\/img\?src=%2Fimages%2Fcars%2F[^"]*640w/i);
    }
    expect(pictures[0]).toMatch(/loading="eager"/);
    expect(pictures[0]).toMatch(/fetchPriority="high"/i);
    expect(pictures.at(-1)).toMatch(/loading="lazy"/);
    expect(cards.every((card) => card.includes('data-testid="company-logo"'))).toBe(true);
    // The upstream's initials badge (its logo URL stays in the offer data, not on the page).
    expect(html).not.toMatch(/<img[^>]*src="\/api\/v1\/search-api\/suppliers\//);
  });
});
