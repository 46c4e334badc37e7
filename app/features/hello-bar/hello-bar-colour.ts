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
