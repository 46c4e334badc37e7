import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS } from "../../services/content/seed";

/** Every string in a document that names one of the shop's own images. */
function imagePaths(value: unknown): string[] {
  if (typeof value === "string") return /^\/images\/[\w/.-]+\.(jpe?g|png|webp|svg)$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === "object") return Object.values(value).flatMap(imagePaths);
  return [];
}

describe("seeded content images", () => {
  it("names only images the shop serves from public/", () => {
    const paths = [...new Set(CONTENT_DOCUMENTS.flatMap((document) => imagePaths(document.data)))];
    expect(paths.length).toBeGreaterThanOrEqual(20);
    const missing = paths.filter((path) => !existsSync(join(process.cwd(), "public", path)));
    expect(missing).toEqual([]);
  });
});
