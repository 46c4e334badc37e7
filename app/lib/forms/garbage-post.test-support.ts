import fc from "fast-check";

/** Names a post may carry: the form's own, Conform's reserved ones, and paths a parser could trip on. */
const TRICKY_NAMES = ["__intent__", "__state__", "__proto__", "constructor", "toString", "a.b", "x[0]", "[]", "", "."];

const HUGE = "ş".repeat(100_000);

const value = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme" }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "on", "+90", "TR", "corporate", "other", HUGE, "{", "null") },
  { weight: 1, arbitrary: fc.constant(null) },
);

/**
 * Any post a visitor or a robot can send to a form: missing fields, repeated names, huge or odd
 * unicode text, files, names that look like paths; `fields` are the form's own names, which the
 * post uses most of the time so that the rules past the first are reached too.
 */
export function garbagePost(fields: readonly string[]): fc.Arbitrary<FormData> {
  const suffixed = fields.flatMap((field) => [`${field}[0]`, `${field}.x`]);
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom(...TRICKY_NAMES, ...suffixed) },
    { weight: 1, arbitrary: fc.string() },
  );
  return fc.array(fc.tuple(name, value), { maxLength: 30 }).map((entries) => {
    const post = new FormData();
    for (const [key, text] of entries) post.append(key, text ?? new File(["%PDF"], "x.pdf"));
    return post;
  });
}
