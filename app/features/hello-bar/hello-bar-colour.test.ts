import { describe, expect, it } from "vitest";
import { DARK_TEXT, helloBarBackground, helloBarColours, LIGHT_TEXT } from "./hello-bar-colour";

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

describe("hello bar text colour", () => {
  it("writes white on dark backgrounds and ink on light ones", () => {
    expect(helloBarColours("#c8102e")).toEqual({ background: "#c8102e", color: LIGHT_TEXT });
    expect(helloBarColours("#FFB703")).toEqual({ background: "#ffb703", color: DARK_TEXT });
    expect(helloBarColours("#fff")).toEqual({ background: "#fff", color: DARK_TEXT });
  });

  it("picks, for a gradient, the colour that reads best on its weakest stop", () => {
    const blue = {
      angle: 90,
      colors: [
        { color: "#1d3557", percent: 0 },
        { color: "#457b9d", percent: 100 },
      ],
    };
    expect(helloBarColours(blue)?.color).toBe(LIGHT_TEXT);
    const sunny = {
      angle: 45,
      colors: [
        { color: "#ffffff", percent: 0 },
        { color: "#ffb703", percent: 100 },
      ],
    };
    expect(helloBarColours(sunny)).toEqual({
      background: "linear-gradient(45deg, #ffffff 0%, #ffb703 100%)",
      color: DARK_TEXT,
    });
  });

  it("gives nothing for an invalid colour, so the default colours stay", () => {
    expect(helloBarColours("red")).toBeUndefined();
    expect(helloBarColours({ angle: 90, colors: [] })).toBeUndefined();
  });
});
