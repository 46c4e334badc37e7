/**
 * A URL slug of a brand or model name (catalog pages, the documents' car pictures):
 * "Mercedes-Benz" → "mercedes-benz", "Škoda" → "skoda", "E 200" → "e-200".
 */
export function catalogSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
