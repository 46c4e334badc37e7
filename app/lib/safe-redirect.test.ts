import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safe redirect after login", () => {
  it.each([
    ["/account", "/account"],
    ["/search?p_p=41.2,28.7&a=30", "/search?p_p=41.2,28.7&a=30"],
    ["/tr/kampanya/yaz#kosullar", "/tr/kampanya/yaz#kosullar"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https://evil.example/path",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "/\tevil",
    "/\u0000",
    "evil.example",
    "",
    null,
    undefined,
  ])("sends %j home", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });
});
