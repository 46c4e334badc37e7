/**
 * The footer's link columns that editors run (`custom-links` with placement "footer"): popular
 * rental locations, linking to the location pages in each language. `order` sorts within a column.
 */
import { type Document, translated } from "./document";

interface FooterLink {
  readonly id: string;
  readonly tr: { readonly label: string; readonly path: string };
  readonly en: { readonly label: string; readonly path: string };
}

const COLUMN = { tr: "Popüler kiralama noktaları", en: "Popular rental locations" };

const LOCATIONS: readonly FooterLink[] = [
  ["istanbul/istanbul-havalimani", "İstanbul Havalimanı", "Istanbul Airport"],
  ["istanbul/sabiha-gokcen-havalimani", "Sabiha Gökçen Havalimanı", "Sabiha Gökçen Airport"],
  ["antalya/antalya-havalimani", "Antalya Havalimanı", "Antalya Airport"],
  ["izmir", "İzmir", "Izmir"],
  ["ankara", "Ankara", "Ankara"],
  ["mugla/milas-bodrum-havalimani", "Milas-Bodrum Havalimanı", "Milas-Bodrum Airport"],
].map(([path, tr, en]) => ({
  id: path!.split("/").at(-1)!,
  tr: { label: `${tr} araç kiralama`, path: `/arac-kiralama/turkiye/${path}` },
  en: { label: `Car rental at ${en}`, path: `/en/car/turkiye/${path}` },
}));

export const FOOTER_LINKS: readonly Document[] = LOCATIONS.map((link, index) => ({
  collection: "custom-links",
  documentId: `footer-${link.id}`,
  data: translated(
    { placement: "footer", order: index + 1 },
    { column: COLUMN.tr, label: link.tr.label, url: link.tr.path },
    { column: COLUMN.en, label: link.en.label, url: link.en.path },
  ),
}));
