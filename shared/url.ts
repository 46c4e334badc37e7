/**
 * The shop's one judgement of links and redirect targets, for the shop and the embedded services
 * alike. Values are judged the way a browser will read them (URL-parsed, so dot segments, `%2e`,
 * backslashes, tabs and newlines are resolved first), never by how they are spelled: `/\evil`
 * starts with one slash and is still another site to a browser.
 */

/** A base no real URL has: a value that keeps this origin after resolution stays on the site. */
const SAME_ORIGIN = "https://same-origin.invalid";

/** Longest path or link kept; longer values are not a page of ours. */
const MAX_LINK_LENGTH = 2048;

// C0 controls, DEL and whitespace: browsers drop or rewrite them, so a link that has them is judged
// by something other than what it says.
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * Whether `path`, used as a link or a `Location`, keeps the browser on this site: it starts with
 * exactly one slash, resolves to itself (nothing left for a browser to normalise), and its path
 * part holds no backslash, control character or solidus look-alike, also after one or two levels
 * of percent-decoding (for code downstream that decodes before redirecting again; a path that
 * cannot be decoded as a whole is left as is).
 *
 * @example
 * isSitePath("/tr/kampanya?x=1#a") // true
 * isSitePath("/\\evil.example/x") // false: a browser reads it as //evil.example/x
 */
export function isSitePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.length > MAX_LINK_LENGTH) return false;
  let resolved: URL;
  try {
    resolved = new URL(path, SAME_ORIGIN);
  } catch {
    return false;
  }
  if (resolved.origin !== SAME_ORIGIN || `${resolved.pathname}${resolved.search}${resolved.hash}` !== path) {
    return false;
  }
  let decoded = resolved.pathname;
  for (let level = 0; level <= 2; level++) {
    if (!isPlainRootPath(decoded)) return false;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return true;
}

function isPlainRootPath(pathname: string): boolean {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return false;
  // Backslashes, C0/C1 controls, DEL, and the full-width solidus/reverse solidus look-alikes.
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return !/[\\\u0000-\u001f\u007f-\u009f\uff0f\uff3c\u2215\u2044]/.test(pathname);
}

/**
 * The site path a browser would go to for `value` (dot segments resolved, `%2e` decoded), when
 * that stays on this site; otherwise undefined. What is returned is exactly what was judged.
 *
 * @example
 * resolveSitePath("/tr/../en/kampanya") // "/en/kampanya"
 * resolveSitePath("/..//evil.example") // undefined
 */
export function resolveSitePath(value: string): string | undefined {
  if (!value.startsWith("/") || value.length > MAX_LINK_LENGTH) return undefined;
  // Raw control characters are never in a link the shop made (the parser would silently drop them).
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value, SAME_ORIGIN);
  } catch {
    return undefined;
  }
  if (parsed.origin !== SAME_ORIGIN) return undefined;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSitePath(path) ? path : undefined;
}

/** An absolute https address with a host and no credentials, written as a browser will read it. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > MAX_LINK_LENGTH || CONTROL_OR_SPACE.test(value) || value.includes("\\")) return false;
  if (!/^https:\/\/[^/]/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
}

/**
 * A link an editor may put in content (footer columns, hello bars, store buttons): a site path or
 * an https address. Nothing else becomes a link.
 */
export function isSafeHref(value: string): boolean {
  return isSitePath(value) || isHttpsUrl(value);
}
