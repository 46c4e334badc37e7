import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul. */
const NOW = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => NOW });

interface Rating {
  point: number;
  participants: number;
}
interface ReviewPage {
  reviews: { id: string; rating: number; score: number; supplierId: string }[];
  average: number | null;
  count: number;
  pages: number;
}

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await api.request(path, init, env);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
}

/** Every review of a company, page by page, as the detail page's "show more" reads them. */
async function allReviews(supplierId: string): Promise<ReviewPage["reviews"]> {
  const first = await json<ReviewPage>(`/api/v1/review-api/reviews?supplierId=${supplierId}`);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) =>
      json<ReviewPage>(`/api/v1/review-api/reviews?supplierId=${supplierId}&page=${index + 2}`),
    ),
  );
  return [first, ...rest].flatMap((page) => page.reviews);
}

beforeAll(() => seedInventory(env.DB));

describe("company ratings", () => {
  it("are the average of the reviews that can be listed, out of 10, counting exactly those reviews", async () => {
    const { suppliers } = await json<{ suppliers: { id: string; rating: Rating }[] }>(
      "/api/v1/search-api/catalog/suppliers",
    );
    expect(suppliers.length).toBeGreaterThan(5);
    for (const supplier of suppliers) {
      const reviews = await allReviews(supplier.id);
      expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
      expect(reviews.every((review) => review.supplierId === supplier.id)).toBe(true);
      expect(supplier.rating.participants, supplier.id).toBe(reviews.length);
      expect(reviews.length, supplier.id).toBeGreaterThan(0);
      const stars = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(supplier.rating.point, supplier.id).toBe(Math.round(stars * 20) / 10);
      expect(supplier.rating.point).toBeGreaterThanOrEqual(2);
      expect(supplier.rating.point).toBeLessThanOrEqual(10);
      for (const review of reviews) expect(review.score).toBe(review.rating * 2);
      const list = await json<ReviewPage>(`/api/v1/review-api/reviews?supplierId=${supplier.id}`);
      expect(list).toMatchObject({ average: supplier.rating.point, count: reviews.length });
    }
  });

  it("are the same on search results, the company's catalog page and the review list", async () => {
    const body = {
      version: "v3",
      checkInDateTime: "2027-03-10T10:00",
      checkOutDateTime: "2027-03-13T10:00",
      age: 30,
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
    };
    const { results } = await json<{ results: { details: { car: { vendor: { id: string; rating: Rating } } } }[] }>(
      "/api/v1/search-api/search/point/",
      { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } },
    );
    const vendors = new Map(results.map((offer) => [offer.details.car.vendor.id, offer.details.car.vendor.rating]));
    expect(vendors.size).toBeGreaterThan(3);
    for (const [id, rating] of vendors) {
      const { supplier } = await json<{ supplier: { rating: Rating } }>(`/api/v1/search-api/catalog/suppliers/${id}`);
      expect(supplier.rating).toEqual(rating);
      const list = await json<ReviewPage>(`/api/v1/review-api/reviews?supplierId=${id}`);
      expect({ point: list.average, participants: list.count }).toEqual(rating);
    }
  });
});
