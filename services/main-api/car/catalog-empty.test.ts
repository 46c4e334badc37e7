import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createMainApi } from "../app";

// No seed in this file: the migrated database has no inventory at all.
const api = createMainApi();

async function get(path: string) {
  const response = await api.request(`/api/v1/search-api/catalog${path}`, {}, env);
  return { status: response.status, body: await response.json<Record<string, unknown>>() };
}

describe("car catalog without an inventory", () => {
  it("answers empty lists rather than errors", async () => {
    expect(await get("/suppliers?currency=GBP")).toEqual({
      status: 200,
      body: { currency: "GBP", basis: { month: 1, days: 1 }, suppliers: [] },
    });
    expect((await get("/brands")).body.brands).toEqual([]);
    expect((await get("/classes?currency=EUR")).body.classes).toEqual([]);
  });

  it("knows no place, brand or company", async () => {
    expect(await get("/places/apt:IST")).toMatchObject({ status: 404, body: { error: { code: 3312 } } });
    expect(await get("/brands/toyota")).toMatchObject({ status: 404, body: { error: { code: 404 } } });
    expect(await get("/suppliers/anadolu-rent")).toMatchObject({ status: 404, body: { error: { code: 404 } } });
  });

  it("still refuses a currency the shop does not sell", async () => {
    expect(await get("/suppliers?currency=JPY")).toMatchObject({ status: 400, body: { error: { code: 3303 } } });
  });
});
