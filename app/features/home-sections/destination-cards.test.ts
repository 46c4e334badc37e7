import { describe, expect, it } from "vitest";
import { cardsPerRow } from "./destination-cards";

describe("cards a row", () => {
  it("fills the last row: 14 places seven a row, 6 destinations six, 12 six, 9 three at 768 px", () => {
    expect(cardsPerRow(14, [7, 6, 5])).toBe(7);
    expect(cardsPerRow(6, [7, 6, 5])).toBe(6);
    expect(cardsPerRow(12, [7, 6, 5])).toBe(6);
    expect(cardsPerRow(9, [4, 3])).toBe(3);
  });

  it("leaves the fullest last row when none divides the count", () => {
    // 16: 7 leaves 2 of 7, 6 leaves 4 of 6, 5 leaves 1 of 5.
    expect(cardsPerRow(16, [7, 6, 5])).toBe(6);
    expect(cardsPerRow(1, [7, 6, 5])).toBe(5);
  });
});
