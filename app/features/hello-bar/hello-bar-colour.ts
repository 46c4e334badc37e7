/**
 * The hello bar's background (spec sections 3 and 5): a 3- or 6-digit hex colour, or an object
 * with an angle and colour stops (colour and percent). Anything else is ignored: the bar is then
 * drawn in its default colours rather than with a value that could inject CSS.
 */
import { z } from "zod";

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);

const gradient = z.object({
  angle: z.number().finite().min(-360).max(360),
  colors: z
    .array(z.object({ color: hex, percent: z.number().finite().min(0).max(100) }))
    .min(2)
    .max(10),
});

/** The CSS `background` for a hello bar colour, or undefined when the value is not valid. */
export function helloBarBackground(value: unknown): string | undefined {
  const solid = hex.safeParse(value);
  if (solid.success) return solid.data.toLowerCase();
  const parsed = gradient.safeParse(value);
  if (!parsed.success) return undefined;
  const stops = parsed.data.colors.map((stop) => `${stop.color.toLowerCase()} ${stop.percent}%`).join(", ");
  return `linear-gradient(${parsed.data.angle}deg, ${stops})`;
}

/** The text colours a hello bar may use: white, or the site's ink on light backgrounds. */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#1d2433";

function channel(hexPair: string): number {
  const value = Number.parseInt(hexPair, 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(colour: string): number {
  const hex = colour.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((start) => channel(full.slice(start, start + 2))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The hello bar's colours: its background (see `helloBarBackground`) and the text colour that
 * reads best on every colour of it (for a gradient, the one whose weakest contrast is higher).
 * Undefined when the value is not valid: the bar then keeps its default colours.
 */
export function helloBarColours(value: unknown): { background: string; color: string } | undefined {
  const background = helloBarBackground(value);
  if (background === undefined) return undefined;
  const stops = [...background.matchAll(/#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/g)].map((match) => luminance(match[0]));
  const worst = (text: number) => Math.min(...stops.map((stop) => contrast(stop, text)));
  const color = worst(luminance(LIGHT_TEXT)) >= worst(luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
  return { background, color };
}
