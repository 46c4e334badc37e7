import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { THEME_COLOR } from "./theme-color";

it("is the brand colour of the stylesheet", () => {
  const appCss = readFileSync("app/styles/app.css", "utf8");
  expect(/--color-brand:\s*(#[0-9a-f]{6});/i.exec(appCss)?.[1]).toBe(THEME_COLOR);
});
