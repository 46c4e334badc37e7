/**
 * Where the shop's car pictures and company logos are (docs/imagery.md). They are the shop's own
 * drawings, written by scripts/generate-car-images.mjs into public/images; these lists are the
 * models and companies it draws (an SSR test holds them to the seeded inventory and the files).
 */

/** Models with a picture of their own, as slugs of "brand model". */
const PICTURED_MODELS: ReadonlySet<string> = new Set([
  "fiat-egea",
  "renault-clio",
  "hyundai-i20",
  "opel-corsa",
  "dacia-sandero",
  "renault-megane",
  "toyota-corolla",
  "honda-civic",
  "hyundai-elantra",
  "citroen-c4",
  "volkswagen-passat",
  "skoda-superb",
  "toyota-camry",
  "bmw-520i",
  "mercedes-benz-e-200",
  "audi-a6",
  "volvo-s90",
  "dacia-duster",
  "nissan-qashqai",
  "peugeot-3008",
  "toyota-c-hr",
  "volkswagen-tiguan",
  "togg-t10x",
  "fiat-doblo",
  "renault-kangoo",
  "ford-tourneo-custom",
  "mercedes-benz-vito",
  "mini-cooper-cabrio",
  "bmw-420i-cabrio",
  "fiat-500c",
]);

/** Classes with a grey silhouette for a model without its own picture. */
export const SILHOUETTE_CLASSES: ReadonlySet<string> = new Set([
  "economy",
  "mid",
  "upper",
  "luxury",
  "suv",
  "panelvan",
  "convertible",
]);

/** Companies with a wordmark: id → the SVG's width at its height of 48 (for width and height on the img). */
const LOGO_SUPPLIERS: ReadonlyMap<string, number> = new Map([
  ["anadolu-rent", 253],
  ["ege-oto-kiralama", 298],
  ["bosphorus-cars", 288],
  ["akdeniz-arac", 253],
  ["kapadokya-rent-a-car", 326],
  ["karadeniz-oto", 273],
  ["marmara-filo", 253],
  ["lykia-car-rental", 305],
  ["hitit-oto", 203],
  ["yildiz-rent", 235],
  ["mavi-yol", 185],
  ["premium-drive", 267],
]);

/** Airlines with a wordmark: IATA code → the SVG's width at its height of 48. */
const LOGO_AIRLINES: ReadonlyMap<string, number> = new Map([
  ["TK", 311],
  ["PC", 180],
  ["VF", 127],
  ["XQ", 233],
  ["LH", 215],
  ["BA", 296],
  ["EK", 197],
  ["QR", 261],
]);

/** Logos are drawn 48 high. */
export const LOGO_HEIGHT = 48;

/** The pictures' drawing size: every car image is 5:3. */
export const CAR_IMAGE_RATIO = { width: 400, height: 240 } as const;

/** "Mercedes-Benz E 200" → "mercedes-benz-e-200", "Škoda" → "skoda" (Turkish dotless i folded too). */
export function modelSlug(brand: string, model: string): string {
  return `${brand} ${model}`
    .replace(/ı/g, "i")
    .replace(/İ/g, "I")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface CarPictureSource {
  readonly src: string;
  /** The class's silhouette stands in for the model: the picture is "or similar". */
  readonly similar: boolean;
}

/** What a car's picture is chosen by: its brand and model, else its class (the spec's class code). */
export interface CarPictureSubject {
  readonly brand: string;
  readonly model: string;
  readonly class: string;
}

/** The model's picture, else its class's silhouette, else none. */
export function carPicture(car: CarPictureSubject): CarPictureSource | null {
  const slug = modelSlug(car.brand, car.model);
  if (PICTURED_MODELS.has(slug)) return { src: `/images/cars/${slug}.png`, similar: false };
  if (SILHOUETTE_CLASSES.has(car.class)) return { src: `/images/cars/class-${car.class}.png`, similar: true };
  return null;
}

/** The views the product page's gallery shows, side first (scripts/generate-car-images.mjs draws each). */
export const CAR_VIEWS = ["side", "front", "rear"] as const;
export type CarView = (typeof CAR_VIEWS)[number];

/** The model's (or its class's) pictures from each side, in CAR_VIEWS order; empty without a picture. */
export function carGallery(car: CarPictureSubject): (CarPictureSource & { readonly view: CarView })[] {
  const side = carPicture(car);
  if (!side) return [];
  return CAR_VIEWS.map((view) => ({
    ...side,
    view,
    src: view === "side" ? side.src : side.src.replace(/\.png$/, `-${view}.png`),
  }));
}

export interface LogoSource {
  readonly src: string;
  /** The drawing's width at LOGO_HEIGHT. */
  readonly width: number;
}

/** The company's wordmark, or null where the shop has none (the upstream's initials badge then). */
export function supplierLogo(id: string): LogoSource | null {
  const width = LOGO_SUPPLIERS.get(id);
  return width === undefined ? null : { src: `/images/logos/suppliers/${id}.svg`, width };
}

export function airlineLogo(code: string): LogoSource | null {
  const width = LOGO_AIRLINES.get(code);
  return width === undefined ? null : { src: `/images/logos/airlines/${code}.svg`, width };
}
