/** An identity or passport number with all but its last three characters hidden ("10000000146" → "••••••••146"). */
export function maskedNumber(value: string): string {
  const shown = Math.min(3, Math.max(0, value.length - 3));
  return `${"•".repeat(value.length - shown)}${value.slice(value.length - shown)}`;
}
