import fc from "fast-check";

/**
 * Hostile redirect targets (issue #14): every mix of slashes, backslashes, dot segments,
 * percent-encodings at one and two levels, tabs/newlines, unicode look-alikes and schemes, around
 * a foreign host. Generated, seeded: the same values on every run.
 */
const HOSTS = ["evil.example", "evil。example", "evil%2Eexample", "127.0.0.1", "user@evil.example", "[::1]", "%65vil"];

const SLASHY = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  "./",
  "../",
  "/./",
  "/../",
  "/.//",
  "/..//",
  "/.\\",
  ".",
  "..",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2E",
  "%2e%2e",
  "%252F",
  "%255C",
  "%252E",
  "%25252F",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u007f",
  "／",
  "＼",
  "。",
  "．",
  "%EF%BC%8F",
  "\u2215",
  "\u2044",
  "@",
  ":",
  "?",
  "#",
  ";",
];

const SCHEMES = [
  "",
  "",
  "",
  "https:",
  "http:",
  "HTTPS:",
  "javascript:",
  "JaVaScRiPt:",
  "data:",
  "vbscript:",
  "//",
  "\\\\",
];

/** Values that took browsers off site in the wild; always part of the corpus. */
export const KNOWN_HOSTILE_REDIRECTS: readonly string[] = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/tr/..//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/／evil.example",
  "／／evil.example",
  "/＼evil.example",
  "//evil。example",
  "/%252F%252Fevil.example",
  "/%5C%5Cevil.example",
  "/%09/evil.example",
  " //evil.example",
  "\t//evil.example",
  "http:\\\\evil.example",
  "/\\/evil.example",
  "//\\evil.example",
  "///evil.example",
  "/.%2F/evil.example",
];

function encodeLevels(value: string, levels: 0 | 1 | 2): string {
  let out = value;
  for (let level = 0; level < levels; level++) out = encodeURIComponent(out);
  return out;
}

/** One generated hostile value. */
export const hostileRedirect: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_HOSTILE_REDIRECTS) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...SCHEMES),
        fc.array(fc.constantFrom(...SLASHY), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...HOSTS),
        fc.constantFrom("", "/path", "?next=//evil.example", "#frag", "/..", "/%2e%2e/x", "\\x"),
        fc.constantFrom<0 | 1 | 2>(0, 0, 1, 2),
        fc.constantFrom("", "/", "/tr", "/en/"),
      )
      .map(
        ([scheme, slashes, host, tail, levels, lead]) =>
          `${lead}${scheme}${encodeLevels(slashes.join(""), levels)}${host}${tail}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom("/", "\\", ".", "%", "2", "F", "e", "5", "C", "\t", "a"),
      maxLength: 16,
    }),
  },
);

/** `count` distinct hostile values, the same on every run. */
export function hostileRedirects(count: number, seed = 14): string[] {
  const values = new Set(KNOWN_HOSTILE_REDIRECTS);
  for (const value of fc.sample(hostileRedirect, { numRuns: count * 3, seed })) {
    if (values.size >= count) break;
    values.add(value);
  }
  return [...values].slice(0, count);
}

/** The test's verdict on a `Location` header: it keeps the browser on `origin`. */
export function staysOn(origin: string, location: string | null, from = `${origin}/login`): boolean {
  if (location === null) return false;
  try {
    return new URL(location, from).origin === origin;
  } catch {
    return false;
  }
}
