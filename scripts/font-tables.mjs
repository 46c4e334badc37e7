// The sfnt (TrueType/OpenType) table plumbing the font scripts share: read a font's tables, write
// them back with correct checksums, cut a TrueType font down to some characters, and the name
// table of a renamed font (a Modified Version
// under the SIL Open Font License may not keep the Reserved Font Name).
import fontkit from "@pdf-lib/fontkit";

/** The table directory of an sfnt file: tag → bytes. */
export function readTables(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  const tables = new Map();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    tables.set(tag, bytes.subarray(offset, offset + length));
  }
  return tables;
}

export const view = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function encodeUtf16(text) {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) view(out).setUint16(i * 2, text.charCodeAt(i));
  return out;
}

/** English (US) Windows name records of the original, by name id. */
export function readNames(nameTable) {
  const data = view(nameTable);
  const count = data.getUint16(2);
  const storage = data.getUint16(4);
  const names = new Map();
  for (let i = 0; i < count; i++) {
    const record = 6 + i * 12;
    const [platform, encoding, language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((at) =>
      data.getUint16(record + at),
    );
    if (platform !== 3 || encoding !== 1 || language !== 0x409) continue;
    const raw = nameTable.subarray(storage + offset, storage + offset + length);
    names.set(id, String.fromCharCode(...Array.from({ length: length / 2 }, (_, k) => view(raw).getUint16(k * 2))));
  }
  return names;
}

/** The name table of `family` `style`; `description` says what was done to the original. */
export function buildName(original, family, style, description) {
  const source = readNames(original);
  const postscript = `${family.replaceAll(" ", "")}-${style}`;
  const records = new Map([
    [0, source.get(0) ?? ""],
    [1, family],
    [2, style],
    [3, `${postscript}; subset of ${source.get(4) ?? "Noto Sans"} ${source.get(5) ?? ""}`.trim()],
    [4, `${family} ${style}`],
    [5, source.get(5) ?? "Version 1.0"],
    [6, postscript],
    [10, description],
    [13, source.get(13) ?? "This Font Software is licensed under the SIL Open Font License, Version 1.1."],
    [14, source.get(14) ?? "https://openfontlicense.org"],
  ]);
  const strings = [...records].map(([id, text]) => [id, encodeUtf16(text)]);
  const storageOffset = 6 + strings.length * 12;
  const size = storageOffset + strings.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const out = new Uint8Array(size);
  const data = view(out);
  data.setUint16(2, strings.length);
  data.setUint16(4, storageOffset);
  let offset = 0;
  strings.forEach(([id, bytes], i) => {
    const record = 6 + i * 12;
    [3, 1, 0x409, id, bytes.length, offset].forEach((value, k) => data.setUint16(record + k * 2, value));
    out.set(bytes, storageOffset + offset);
    offset += bytes.length;
  });
  return { table: out, postscript };
}

export function checksum(bytes) {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view(padded).getUint32(i)) >>> 0;
  return sum;
}

/** A TrueType-outline sfnt of `tables`. */
export function writeSfnt(tables) {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  let size = headerLength;
  for (const tag of tags) size += Math.ceil(tables.get(tag).length / 4) * 4;
  const out = new Uint8Array(size);
  const data = view(out);
  const entrySelector = Math.floor(Math.log2(tags.length));
  data.setUint32(0, 0x00010000);
  data.setUint16(4, tags.length);
  data.setUint16(6, 2 ** entrySelector * 16);
  data.setUint16(8, entrySelector);
  data.setUint16(10, tags.length * 16 - 2 ** entrySelector * 16);
  let offset = headerLength;
  let headOffset = 0;
  tags.forEach((tag, i) => {
    const bytes = tables.get(tag);
    const record = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[record + k] = tag.charCodeAt(k);
    data.setUint32(record + 4, checksum(bytes));
    data.setUint32(record + 8, offset);
    data.setUint32(record + 12, bytes.length);
    out.set(bytes, offset);
    if (tag === "head") headOffset = offset;
    offset += Math.ceil(bytes.length / 4) * 4;
  });
  data.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

function glyphLocations(tables, numGlyphs) {
  const longFormat = view(tables.get("head")).getInt16(50) === 1;
  const loca = view(tables.get("loca"));
  const at = (i) => (longFormat ? loca.getUint32(i * 4) : loca.getUint16(i * 2) * 2);
  return Array.from({ length: numGlyphs }, (_, i) => [at(i), at(i + 1)]);
}

// Composite glyph component flags.
const ARG_1_AND_2_ARE_WORDS = 0x1;
const WE_HAVE_A_SCALE = 0x8;
const MORE_COMPONENTS = 0x20;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x40;
const WE_HAVE_A_TWO_BY_TWO = 0x80;
const WE_HAVE_INSTRUCTIONS = 0x100;

/** Walks a composite glyph's components, calling visit(offset of the component's flags); returns their end. */
function walkComponents(glyph, visit) {
  const data = view(glyph);
  let offset = 10;
  for (;;) {
    const flags = data.getUint16(offset);
    visit(offset);
    offset += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) offset += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) offset += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) offset += 8;
    if (!(flags & MORE_COMPONENTS)) return offset;
  }
}

/** A glyph without its TrueType instructions, components renumbered with newId. */
function rewriteGlyph(glyph, newId) {
  if (glyph.length === 0) return glyph;
  const contours = view(glyph).getInt16(0);
  if (contours >= 0) {
    const instructionsAt = 10 + contours * 2;
    const instructionLength = view(glyph).getUint16(instructionsAt);
    const out = new Uint8Array(glyph.length - instructionLength);
    out.set(glyph.subarray(0, instructionsAt + 2));
    view(out).setUint16(instructionsAt, 0);
    out.set(glyph.subarray(instructionsAt + 2 + instructionLength), instructionsAt + 2);
    return out;
  }
  const copy = glyph.slice();
  const data = view(copy);
  const end = walkComponents(copy, (at) => {
    data.setUint16(at, data.getUint16(at) & ~WE_HAVE_INSTRUCTIONS);
    data.setUint16(at + 2, newId(data.getUint16(at + 2)));
  });
  return copy.slice(0, end);
}

/** cmap with one format 4 subtable (Unicode BMP), shared by the Unicode and Windows records. */
function buildCmap(mapping) {
  const entries = [...mapping].sort((a, b) => a[0] - b[0]);
  const segments = [];
  for (const [code, glyph] of entries) {
    const last = segments.at(-1);
    if (last && code === last.end + 1 && glyph - code === last.delta) last.end = code;
    else segments.push({ start: code, end: code, delta: glyph - code });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segCount = segments.length;
  const subtableLength = 16 + segCount * 8;
  const out = new Uint8Array(4 + 2 * 8 + subtableLength);
  const data = view(out);
  data.setUint16(2, 2);
  [
    [0, 3],
    [3, 1],
  ].forEach(([platform, encoding], i) => {
    data.setUint16(4 + i * 8, platform);
    data.setUint16(6 + i * 8, encoding);
    data.setUint32(8 + i * 8, 20);
  });
  const sub = 20;
  const searchRange = 2 * 2 ** Math.floor(Math.log2(segCount));
  [4, subtableLength, 0, segCount * 2, searchRange, Math.log2(searchRange / 2), segCount * 2 - searchRange].forEach(
    (value, k) => data.setUint16(sub + k * 2, value),
  );
  const ends = sub + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  segments.forEach((segment, i) => {
    data.setUint16(ends + i * 2, segment.end);
    data.setUint16(starts + i * 2, segment.start);
    data.setUint16(deltas + i * 2, (segment.delta + 0x10000) % 0x10000);
    data.setUint16(rangeOffsets + i * 2, 0);
  });
  return out;
}

/**
 * A TrueType-outline font cut down to `codePoints` (those it has): glyphs (with the components
 * they use) renumbered, hinting and OpenType layout dropped, a fresh cmap, and renamed `family`.
 */
export function subsetTrueType(bytes, codePoints, { family, style, description }) {
  const font = fontkit.create(bytes);
  const tables = readTables(bytes);
  const numGlyphs = view(tables.get("maxp")).getUint16(4);
  const locations = glyphLocations(tables, numGlyphs);
  const glyf = tables.get("glyf");
  const glyphBytes = (id) => glyf.subarray(...locations[id]);

  const mapping = new Map();
  for (const code of codePoints) {
    if (font.hasGlyphForCodePoint(code)) mapping.set(code, font.glyphForCodePoint(code).id);
  }
  const keep = new Set([0, ...mapping.values()]);
  const pending = [...keep];
  while (pending.length > 0) {
    const glyph = glyphBytes(pending.pop());
    if (glyph.length === 0 || view(glyph).getInt16(0) >= 0) continue;
    walkComponents(glyph, (at) => {
      const component = view(glyph).getUint16(at + 2);
      if (!keep.has(component)) {
        keep.add(component);
        pending.push(component);
      }
    });
  }
  const order = [...keep].sort((a, b) => a - b);
  const newIds = new Map(order.map((id, index) => [id, index]));
  const newId = (id) => newIds.get(id);

  // glyf + loca (long offsets), hmtx with one full metric per glyph.
  const glyphs = order.map((id) => rewriteGlyph(glyphBytes(id), newId));
  const glyfOut = new Uint8Array(glyphs.reduce((sum, g) => sum + Math.ceil(g.length / 4) * 4, 0));
  const locaOut = new Uint8Array((order.length + 1) * 4);
  let offset = 0;
  glyphs.forEach((glyph, i) => {
    view(locaOut).setUint32(i * 4, offset);
    glyfOut.set(glyph, offset);
    offset += Math.ceil(glyph.length / 4) * 4;
  });
  view(locaOut).setUint32(order.length * 4, offset);

  const hhea = tables.get("hhea").slice();
  const numberOfHMetrics = view(hhea).getUint16(34);
  const hmtx = view(tables.get("hmtx"));
  const hmtxOut = new Uint8Array(order.length * 4);
  order.forEach((id, i) => {
    const advance = hmtx.getUint16(Math.min(id, numberOfHMetrics - 1) * 4);
    const lsb =
      id < numberOfHMetrics
        ? hmtx.getInt16(id * 4 + 2)
        : hmtx.getInt16(numberOfHMetrics * 4 + (id - numberOfHMetrics) * 2);
    view(hmtxOut).setUint16(i * 4, advance);
    view(hmtxOut).setInt16(i * 4 + 2, lsb);
  });
  view(hhea).setUint16(34, order.length);

  const head = tables.get("head").slice();
  view(head).setUint32(8, 0);
  view(head).setInt16(50, 1);

  const maxp = tables.get("maxp").slice();
  view(maxp).setUint16(4, order.length);
  if (maxp.length >= 32) view(maxp).setUint16(26, 0); // maxSizeOfInstructions

  const os2 = tables.get("OS/2").slice();
  const codes = [...mapping.keys()].sort((a, b) => a - b);
  view(os2).setUint16(64, codes[0]);
  view(os2).setUint16(66, codes.at(-1));

  const post = tables.get("post").slice(0, 32);
  view(post).setUint32(0, 0x00030000);

  const { table: name, postscript } = buildName(tables.get("name"), family, style, description);
  const cmap = buildCmap(new Map([...mapping].map(([code, id]) => [code, newId(id)])));
  const out = writeSfnt(
    new Map([
      ["OS/2", os2],
      ["cmap", cmap],
      ["glyf", glyfOut],
      ["head", head],
      ["hhea", hhea],
      ["hmtx", hmtxOut],
      ["loca", locaOut],
      ["maxp", maxp],
      ["name", name],
      ["post", post],
    ]),
  );
  verify(font, out, mapping, postscript);
  return { bytes: out, glyphs: order.length, characters: mapping.size, postscript };
}

/** The subset draws every kept character exactly as the original does. */
function verify(original, bytes, mapping, postscript) {
  const reduced = fontkit.create(bytes);
  if (reduced.postscriptName !== postscript) throw new Error(`unexpected name ${reduced.postscriptName}`);
  for (const code of mapping.keys()) {
    const a = original.glyphForCodePoint(code);
    const b = reduced.glyphForCodePoint(code);
    if (b.id === 0) throw new Error(`U+${code.toString(16)} lost`);
    if (a.advanceWidth !== b.advanceWidth || a.path.toSVG() !== b.path.toSVG()) {
      throw new Error(`U+${code.toString(16)} differs after subsetting`);
    }
  }
}
