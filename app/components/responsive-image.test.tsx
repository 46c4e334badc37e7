import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IMAGE_BREAKPOINTS } from "~/lib/images";
import { proxyTransformer, ResponsiveImage } from "./responsive-image";

const candidates = (srcset: string | null) =>
  (srcset ?? "").split(",").map((entry) => {
    const [url = "", descriptor = ""] = entry.trim().split(/\s+/);
    return { url: new URL(url, "https://shop.test"), descriptor };
  });

describe("ResponsiveImage", () => {
  it("builds every srcset candidate as an image-proxy URL at a breakpoint width (density 1 or 2)", () => {
    const { getByRole } = render(
      <ResponsiveImage src="/images/content/slider-antalya.jpg" alt="Antalya coast" width={1280} height={480} />,
    );
    const image = getByRole("img", { name: "Antalya coast" });
    const allowed = new Set(IMAGE_BREAKPOINTS.flatMap((width) => [width, width * 2]));
    const entries = candidates(image.getAttribute("srcset"));
    expect(entries.length).toBeGreaterThan(3);
    // The largest candidates are the 2x versions of the largest breakpoints.
    expect(entries.some(({ url }) => url.searchParams.get("density") === "2")).toBe(true);
    for (const { url } of entries) {
      expect(url.pathname).toBe("/img");
      expect(url.searchParams.get("src")).toBe("/images/content/slider-antalya.jpg");
      const width = Number(url.searchParams.get("width"));
      const density = Number(url.searchParams.get("density") ?? "1");
      expect(IMAGE_BREAKPOINTS).toContain(width);
      expect(allowed.has(width * density)).toBe(true);
      // The aspect ratio survives the snapping: 1280 × 480 is 8:3.
      expect(Number(url.searchParams.get("height")) / width).toBeCloseTo(480 / 1280, 2);
    }
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(new URL(image.getAttribute("src") ?? "", "https://shop.test").pathname).toBe("/img");
  });

  it("loads a priority image eagerly with high fetch priority", () => {
    const { getByRole } = render(
      <ResponsiveImage src="/images/content/slider-antalya.jpg" alt="" width={640} height={240} priority />,
    );
    const image = getByRole("presentation");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("passes fit, background and quality through to the proxy", () => {
    const url = new URL(
      proxyTransformer("/images/logo.png", { width: 100, height: 50, fit: "pad", background: "fff", quality: 70 }),
      "https://shop.test",
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: "/images/logo.png",
      width: "320",
      height: "160",
      fit: "pad",
      background: "fff",
      quality: "70",
    });
  });
});
