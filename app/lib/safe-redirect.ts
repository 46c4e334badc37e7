/**
 * Where to send a visitor back to after login: a same-origin path, or "/" for anything that could
 * leave the site (protocol-relative "//host", backslash tricks "/\host", schemes, control
 * characters, encoded variants of those).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > 2048) return fallback;
  let decoded = value;
  try {
    // Decode repeatedly so that %2F%2F or %252F%252F cannot smuggle "//" past the checks.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.includes("\\")) return fallback;
  if ([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  // The URL parser is the final judge: resolved against a dummy origin it must stay there.
  const base = "https://same-origin.invalid";
  const resolved = new URL(value, base);
  if (resolved.origin !== base) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
