import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../tests/support/seed-inventory";
import { createMainApi } from "./app";

const api = createMainApi({ now: () => Date.UTC(2027, 2, 1, 6, 0) });

/** Bodies that look like search requests with any field replaced by anything JSON can hold. */
const carBody = fc.record(
  {
    version: fc.oneof(fc.constant("v3"), fc.jsonValue()),
    checkInDateTime: fc.oneof(fc.constant("2027-03-10T10:00"), fc.string(), fc.jsonValue()),
    checkOutDateTime: fc.oneof(fc.constant("2027-03-12T10:00"), fc.string(), fc.jsonValue()),
    age: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.jsonValue()),
    currency: fc.oneof(fc.constantFrom("TRY", "EUR", "usd", "XXX", ""), fc.jsonValue()),
    checkInLocation: fc.oneof(
      fc.record({ lat: fc.double({ min: -100, max: 100 }), lon: fc.double({ min: -200, max: 200 }) }),
      fc.jsonValue(),
    ),
    radius: fc.oneof(fc.double({ min: -10, max: 1000 }), fc.jsonValue()),
    campaignCode: fc.oneof(fc.string(), fc.jsonValue()),
  },
  { requiredKeys: [] },
);

const flightBody = fc.record(
  {
    origin: fc.oneof(fc.constantFrom("IST", "ayt", "XXX", ""), fc.string(), fc.jsonValue()),
    destination: fc.oneof(fc.constantFrom("AYT", "ESB"), fc.string(), fc.jsonValue()),
    departDate: fc.oneof(fc.constant("2027-03-20"), fc.string(), fc.jsonValue()),
    returnDate: fc.oneof(fc.constant("2027-03-25"), fc.string(), fc.jsonValue()),
    adults: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue()),
    infants: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue()),
    cabin: fc.oneof(fc.constantFrom("economy", "business", "first"), fc.jsonValue()),
  },
  { requiredKeys: [] },
);

async function status(method: string, path: string, body?: string): Promise<number> {
  const response = await api.request(path, { method, ...(body === undefined ? {} : { body }) }, env);
  await response.arrayBuffer();
  return response.status;
}

beforeAll(() => seedInventory(env.DB));

describe("the Main API under arbitrary input", () => {
  it("answers malformed car searches with a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(carBody, async (body) => {
        expect(await status("POST", "/api/v1/search-api/search/point/", JSON.stringify(body))).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it("answers malformed flight searches with a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(flightBody, async (body) => {
        expect(await status("POST", "/api/v1/flight-api/search", JSON.stringify(body))).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it("answers arbitrary product queries and raw bodies without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string({ maxLength: 200 }), async (code, searchId, raw) => {
        const query = new URLSearchParams({ code, searchId }).toString();
        expect(await status("GET", `/api/v1/search-api/search/product/?${query}`)).toBeLessThan(500);
        expect(await status("GET", `/api/v1/flight-api/ticket-rules?${query}`)).toBeLessThan(500);
        expect(await status("POST", "/api/v1/search-api/search/place/", raw)).toBeLessThan(500);
        expect(await status("POST", "/api/v1/flight-api/extra-brands", raw)).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
