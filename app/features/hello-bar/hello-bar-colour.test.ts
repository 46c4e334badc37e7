import { describe, expect, it } from "vitest";
import { helloBarBackground } from "./hello-bar-colour";

describe("hello bar colour", () => {
  it.each([
    ["#fff", "#fff"],
    ["#C8102E", "#c8102e"],
  ])("accepts the hex colour %s", (input, css) => {
    expect(helloBarBackground(input)).toBe(css);
  });

  it("turns an angle and colour stops into a linear gradient", () => {
    expect(
      helloBarBackground({
        angle: 90,
        colors: [
          { color: "#C8102E", percent: 0 },
          { color: "#ffb703", percent: 100 },
        ],
      }),
    ).toBe("linear-gradient(90deg, #c8102e 0%, #ffb703 100%)");
  });

  it.each([
    ["#ffff"],
    ["red"],
    ["#fff; background: url(https://evil.example)"],
    ["rgb(0,0,0)"],
    [""],
    [null],
    [42],
    [{ angle: 90 }],
    [
      {
        angle: "90deg",
        colors: [
          { color: "#fff", percent: 0 },
          { color: "#000", percent: 100 },
        ],
      },
    ],
    [{ angle: 90, colors: [{ color: "#fff", percent: 0 }] }],
    [
      {
        angle: 90,
        colors: [
          { color: "red", percent: 0 },
          { color: "#000", percent: 100 },
        ],
      },
    ],
    [
      {
        angle: 90,
        colors: [
          { color: "#fff", percent: -5 },
          { color: "#000", percent: 100 },
        ],
      },
    ],
    [
      {
        angle: 90,
        colors: [
          { color: "#fff);x:y", percent: 0 },
          { color: "#000", percent: 100 },
        ],
      },
    ],
  ])("ignores %j", (input) => {
    expect(helloBarBackground(input)).toBeUndefined();
  });
});
