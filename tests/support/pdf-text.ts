/**
 * Reads a PDF's text back the way a reader sees it: the strings each page draws, decoded through
 * the embedded fonts' ToUnicode maps (as pdf-lib writes them). For tests of the documents.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from "pdf-lib";

export interface ExtractedText {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

function streamBytes(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) throw new Error("expected a stream");
  return Array.from(decodePDFRawStream(stream).decode(), (byte) => String.fromCharCode(byte)).join("");
}

/** Glyph id → text, from a font's ToUnicode CMap (bfchar entries, as pdf-lib writes them). */
function toUnicode(font: PDFDict): Map<number, string> {
  const cmap = streamBytes(font.lookup(PDFName.of("ToUnicode")));
  const map = new Map<number, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const units = unicode!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
    map.set(parseInt(glyph!, 16), String.fromCharCode(...units));
  }
  return map;
}

/** The strings a page shows, read from its content streams through the embedded fonts' CMaps. */
function pageText(page: PDFPage, index: number): ExtractedText[] {
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const maps = new Map(
    fonts.entries().map(([name, ref]) => [name.decodeText(), toUnicode(page.doc.context.lookup(ref, PDFDict))]),
  );
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const out: ExtractedText[] = [];
  const number = String.raw`(-?[\d.]+)\s+`;
  const operators = new RegExp(String.raw`\/(\S+)\s+[\d.]+\s+Tf|${number.repeat(6)}Tm|<([0-9a-fA-F]*)>\s*Tj`, "g");
  let font = new Map<number, string>();
  let x = 0;
  let y = 0;
  for (const stream of streams) {
    for (const match of streamBytes(stream).matchAll(operators)) {
      if (match[1]) font = maps.get(match[1]) ?? new Map();
      else if (match[2] !== undefined) [x, y] = [Number(match[6]), Number(match[7])];
      else {
        const glyphs = match[8]!.match(/.{4}/g) ?? [];
        const text = glyphs.map((glyph) => font.get(parseInt(glyph, 16)) ?? "\uFFFD").join("");
        out.push({ page: index + 1, x, y, text });
      }
    }
  }
  return out;
}

export async function readBack(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const text = pdf.getPages().flatMap((page, index) => pageText(page, index));
  return { pdf, text, joined: text.map((item) => item.text).join(" ") };
}
