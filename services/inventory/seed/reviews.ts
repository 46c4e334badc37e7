/**
 * Reviews that came with each company (imported from its earlier bookings, `order_id` NULL):
 * the ratings and counts the shop shows are computed from the reviews table, so the seed gives
 * every company reviews to list, about one for every twenty ratings in its data, averaging
 * close to its rating there. Deterministic; travellers' own reviews are never touched.
 */
import type { CarModelSeed, SupplierSeed } from "../data/cars";
import { SUPPLIERS } from "../data/cars";
import { pick, seededRandom } from "./random";
import { insertStatements } from "./sql";

interface ReviewedOffice {
  readonly id: string;
  readonly supplier: SupplierSeed;
}

interface FleetEntry {
  readonly officeId: string;
  readonly model: CarModelSeed;
}

export interface SeedReview {
  readonly id: string;
  readonly supplierId: string;
  readonly officeId: string;
  readonly rating: number;
  readonly text: string;
  readonly reviewerName: string;
  readonly car: { brand: string; model: string; class: string };
  readonly createdAt: number;
}

/** Texts by the stars they go with (1–5). */
const TEXTS: Record<number, readonly string[]> = {
  5: [
    "Araç tertemiz ve yeniydi, teslim birkaç dakikada bitti.",
    "Personel çok ilgiliydi, her şey anlatıldığı gibiydi.",
    "Spotless car and a very quick handover at the desk.",
    "Kusursuz bir deneyim, tekrar kiralarım.",
  ],
  4: [
    "Araç temizdi, teslimde kısa bir bekleme oldu.",
    "Good car and friendly staff; the office was a little hard to find.",
    "Fiyatına göre gayet iyi, yakıt politikası açıktı.",
  ],
  3: ["Araç iyiydi ama teslimde yarım saat bekledik.", "Okay overall, although the car was not as clean as expected."],
  2: ["Depozito iadesi beklediğimden uzun sürdü.", "The car had more kilometres than the listing suggested."],
  1: ["Rezervasyonumuza rağmen aracı geç teslim aldık."],
};

const FIRST_NAMES = ["Ayşe", "Mehmet", "Elif", "Can", "Zeynep", "Emre", "Selin", "Burak", "Anna", "James", "Deniz"];
const LAST_INITIALS = ["A.", "B.", "Ç.", "D.", "E.", "K.", "Ö.", "S.", "Ş.", "T.", "Y."];

/** 1 January 2025 and 31 October 2026, UTC: when the imported reviews were written. */
const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2026, 9, 31);

/** One star rating near the company's average (3.9–4.9 in the data), 1–5. */
function stars(random: () => number, average: number): number {
  const spread = (random() + random() + random()) / 3 - 0.5; // roughly bell-shaped, ±0.5
  return Math.min(5, Math.max(1, Math.round(average + spread * 3)));
}

export function seedReviews(offices: readonly ReviewedOffice[], fleet: readonly FleetEntry[]): SeedReview[] {
  const modelsByOffice = new Map<string, CarModelSeed[]>();
  for (const entry of fleet)
    modelsByOffice.set(entry.officeId, [...(modelsByOffice.get(entry.officeId) ?? []), entry.model]);
  const reviews: SeedReview[] = [];
  SUPPLIERS.forEach((supplier, supplierIndex) => {
    const own = offices.filter((office) => office.supplier.id === supplier.id && modelsByOffice.has(office.id));
    if (own.length === 0) return;
    const random = seededRandom(90_000 + supplierIndex);
    const count = Math.max(3, Math.round(supplier.ratingParticipants / 20));
    for (let index = 0; index < count; index += 1) {
      const office = pick(random, own);
      const model = pick(random, modelsByOffice.get(office.id)!);
      const rating = stars(random, supplier.rating);
      reviews.push({
        id: `seed-review-${supplier.id}-${index}`,
        supplierId: supplier.id,
        officeId: office.id,
        rating,
        text: pick(random, TEXTS[rating]!),
        reviewerName: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_INITIALS)}`,
        car: { brand: model.brand, model: model.model, class: model.carClass },
        createdAt: FROM + Math.floor(random() * (TO - FROM)),
      });
    }
  });
  return reviews;
}

/** Replace the imported reviews (travellers' reviews have an order and stay). */
export function reviewStatements(reviews: readonly SeedReview[]): string[] {
  return [
    "DELETE FROM reviews WHERE order_id IS NULL;",
    ...insertStatements(
      "reviews",
      ["id", "supplier_id", "office_id", "rating", "text", "reviewer_name", "car", "created_at"],
      reviews.map((review) => [
        review.id,
        review.supplierId,
        review.officeId,
        review.rating,
        review.text,
        review.reviewerName,
        JSON.stringify(review.car),
        review.createdAt,
      ]),
    ),
  ];
}
