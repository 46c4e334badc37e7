import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allDestinationImages, campaignImage, destinationImage, HERO_IMAGES } from "./destination-images";

describe("home page pictures", () => {
  it("are all drawn (scripts/generate-content-images.mjs)", () => {
    const missing = [...allDestinationImages(), ...Object.values(HERO_IMAGES)].filter(
      (path) => !existsSync(join(process.cwd(), "public", path)),
    );
    expect(missing).toEqual([]);
  });

  it("give a city its own scene, and any other place the general one", () => {
    expect(destinationImage("mugla")).toBe("/images/content/destinations/mugla.jpg");
    expect(destinationImage("kars")).toBe("/images/content/destinations/turkiye.jpg");
    expect(destinationImage("../../secret")).toBe("/images/content/destinations/turkiye.jpg");
  });

  it("keep a campaign's raster picture, and give the general scene to one without (or with an SVG)", () => {
    expect(campaignImage("/images/content/slider-bodrum.jpg")).toBe("/images/content/slider-bodrum.jpg");
    expect(campaignImage(undefined)).toBe("/images/content/destinations/turkiye.jpg");
    expect(campaignImage("/images/content/logo.svg")).toBe("/images/content/destinations/turkiye.jpg");
  });
});
