/**
 * Layout helpers shared by the PDF documents: A4 pages with a brand header and a legal footer,
 * section headings, wrapped paragraphs, bordered tables that continue on the next page, and
 * the documents' money and date formats. Every string drawn goes through `Layout.text`, which
 * also records it with its position (tests check content and margins with it).
 *
 * Output is deterministic: dates come from the document's own timestamp, the producer is fixed
 * and pdf-lib's resource names come from a seeded generator.
 */
import { LANGUAGE_TAGS } from "../../../shared/names";
import { BRAND } from "../../../shared/brand";
import { SHOP_TIME_ZONE } from "../../../shared/dates";
// @pdf-lib/fontkit's Indic shaper (Hindi) was compiled with regenerator and expects its runtime
// as a global; without it, laying out Devanagari throws (pdf-lib issue #1419).
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import type { CompanyMark } from "./images/company-marks";
import { ROTAGO_SANS_BOLD } from "./fonts/rotago-sans-bold";
import { ROTAGO_SANS_REGULAR } from "./fonts/rotago-sans-regular";
import { directionalRuns, visualRightToLeft } from "./bidi";
import { loadScriptFont, RIGHT_TO_LEFT } from "./script-fonts";
import { DOCUMENT_TEXTS } from "./texts";
import type { CompanyInfo, DocumentLanguage, Money } from "./types";

export const ROTAGO_COMPANY: CompanyInfo = {
  brand: "RotaGo",
  legalName: "RotaGo Seyahat ve Teknoloji A.Ş.",
  tursabLicence: "A-12345",
  mersis: "0735012345600015",
  kep: "rotago@hs01.kep.tr",
  phone: "0850 333 44 55",
  email: "destek@rotago.com.tr",
  address: "Büyükdere Cad. No:199, 34394 Şişli/İstanbul",
};

/** A4 in points, and the frame every page keeps. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  /** Left and right margin of everything drawn. */
  marginX: 42,
  /** Nothing is drawn above height − marginTop or below marginBottom. */
  marginTop: 30,
  marginBottom: 26,
  /** Body text stays between these two lines (the header and footer sit outside). */
  contentTop: 841.89 - 104,
  contentBottom: 74,
} as const;

const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

/** An RGB as "#rrggbb". */
function hexOf(colour: RGB): string {
  return `#${[colour.red, colour.green, colour.blue]
    .map((part) =>
      Math.round(part * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** "#c8102e" → its RGB. */
function hexColour(hex: string): RGB {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

const COLORS = {
  /** The logo's colour: the site header's. */
  logo: hexColour(BRAND.colour),
  text: rgb(0.12, 0.14, 0.17),
  muted: rgb(0.4, 0.43, 0.47),
  brand: rgb(0.04, 0.33, 0.56),
  rule: rgb(0.75, 0.78, 0.82),
  shade: rgb(0.95, 0.96, 0.97),
  highlight: rgb(0.91, 0.95, 0.99),
} as const;

const LOCALES: Record<DocumentLanguage, string> = LANGUAGE_TAGS;
/** Where the shop is: instants (issue dates) are shown in Turkish time. */

// ---------------------------------------------------------------------------------------------
// Formatting

const numberFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(language: DocumentLanguage, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Integer minor units in the document's language: tr "₺12.345,67", en "₺12,345.67". */
export function formatMoney(money: Money, language: DocumentLanguage): string {
  const format = currencyFormat(language, money.currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}

/** An exchange rate, TRY per unit × 1,000,000, as lira with four decimals: tr "₺38,1234". */
export function formatRate(microTryPerUnit: number, language: DocumentLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "TRY",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(microTryPerUnit / 1_000_000);
}

export function formatNumber(value: number, language: DocumentLanguage): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** A whole percentage: tr "%20", en "20%". */
export function formatPercent(percent: number, language: DocumentLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm" (a wall-clock time) as a UTC Date carrying those fields. */
function wallClock(value: string): Date | undefined {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

function dateParts(language: DocumentLanguage, timeZone: string, weekday: boolean) {
  const locale = LOCALES[language];
  return {
    date: new Intl.DateTimeFormat(locale, {
      timeZone,
      day: "numeric",
      month: "long",
      year: "numeric",
      ...(weekday ? { weekday: "long" } : {}),
    }),
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  };
}

/** A local "YYYY-MM-DDTHH:mm" as written at the place: "20 Aralık 2026 Pazar, 10:00". */
export function formatLocalDateTime(value: string, language: DocumentLanguage): string {
  const date = wallClock(value);
  if (!date) return value;
  const { date: day, time } = dateParts(language, "UTC", true);
  return `${day.format(date)}, ${time.format(date)}`;
}

/** A local "YYYY-MM-DDTHH:mm" split into its date ("20 Ara 2026 Paz") and time ("10:00"). */
export function formatLocalParts(value: string, language: DocumentLanguage): { date: string; time: string } {
  const date = wallClock(value);
  if (!date) return { date: value, time: "" };
  const locale = LOCALES[language];
  return {
    date: new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
    }).format(date),
    time: new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(date),
  };
}

/** A calendar date "YYYY-MM-DD": "4 Mayıs 1990". */
export function formatDate(value: string, language: DocumentLanguage): string {
  const date = wallClock(value);
  return date ? dateParts(language, "UTC", false).date.format(date) : value;
}

/** An ISO instant in Turkish time: "14 Mart 2026, 09:30". */
export function formatInstant(value: string, language: DocumentLanguage, timeZone = SHOP_TIME_ZONE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { date: day, time } = dateParts(language, timeZone, false);
  return `${day.format(date)}, ${time.format(date)}`;
}

/** Turkish-aware upper case for headings ("i" → "İ" in Turkish). */
function upper(text: string, language: DocumentLanguage): string {
  return text.toLocaleUpperCase(LOCALES[language]);
}

// ---------------------------------------------------------------------------------------------
// Fonts

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

interface FontBytes {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

let latinBytes: FontBytes | undefined;
const scriptBytes = new Map<DocumentLanguage, FontBytes | undefined>();

/** RotaGo Sans, and the language's script font when it is written in another script. */
async function fonts(language: DocumentLanguage): Promise<{ latin: FontBytes; script: FontBytes | undefined }> {
  latinBytes ??= { regular: decodeBase64(ROTAGO_SANS_REGULAR), bold: decodeBase64(ROTAGO_SANS_BOLD) };
  if (!scriptBytes.has(language)) {
    const loaded = await loadScriptFont(language);
    scriptBytes.set(
      language,
      loaded ? { regular: decodeBase64(loaded.regular), bold: decodeBase64(loaded.bold) } : undefined,
    );
  }
  return { latin: latinBytes, script: scriptBytes.get(language) };
}

/** One weight: RotaGo Sans, with the script font beside it for a language in another script. */
interface Face {
  readonly latin: PDFFont;
  readonly latinCharacters: ReadonlySet<number>;
  readonly script?: PDFFont | undefined;
  readonly scriptCharacters: ReadonlySet<number>;
}

/** A piece of a line drawn in one font, as the font is to be given it. */
interface Piece {
  readonly text: string;
  readonly font: PDFFont;
}

/** fontkit lays an Arabic-script run out right to left by itself (Arabic-Indic digits included). */
const SHAPED_RIGHT_TO_LEFT = /\p{Script=Arabic}/u;
/** Invisible direction and format marks (Intl writes some in Arabic): not drawn. */
const FORMAT_MARK = /\p{Cf}/u;

const reversed = (text: string) => Array.from(text).reverse().join("");

/** A run of text split by the font that draws each character; a shared character (space, digit, colon) stays with its neighbours. */
function fontRuns(text: string, face: Face): { text: string; script: boolean }[] {
  const characters = Array.from(text);
  const own = characters.map((character) => {
    const code = character.codePointAt(0)!;
    const inScript = face.scriptCharacters.has(code);
    const inLatin = face.latinCharacters.has(code);
    return inScript && !inLatin ? true : inLatin && !inScript ? false : undefined;
  });
  // What the next character of a font of its own is, looking right (one pass, not one search per character).
  const ahead: (boolean | undefined)[] = [];
  for (let i = characters.length - 1; i >= 0; i--) ahead[i] = own[i + 1] ?? ahead[i + 1];
  const runs: { text: string; script: boolean }[] = [];
  characters.forEach((character, i) => {
    const script = own[i] ?? runs.at(-1)?.script ?? ahead[i] ?? false;
    const last = runs.at(-1);
    if (last && last.script === script) last.text += character;
    else runs.push({ text: character, script });
  });
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Layout

export interface TextRecord {
  readonly page: number;
  /** Left edge and baseline, in points from the bottom-left corner. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly size: number;
  /** In reading order, as it was given. */
  readonly text: string;
  /** How many strings the PDF draws for it: one per font, and per direction in a right-to-left line. */
  readonly pieces: number;
  readonly bold: boolean;
  /** "#rrggbb". */
  readonly colour: string;
  readonly region: "header" | "body" | "footer";
}

export interface RenderedDocument {
  readonly bytes: Uint8Array;
  /** Every string drawn, in drawing order (footers last). */
  readonly text: readonly TextRecord[];
  readonly pageCount: number;
}

export interface LayoutOptions {
  readonly language: DocumentLanguage;
  readonly company?: CompanyInfo | undefined;
  /** Document title in the header of every page, e.g. "Araç Kiralama Voucher'ı". */
  readonly title: string;
  /** Shown under the title on every page: the reservation or invoice number. */
  readonly reference: { readonly label: string; readonly value: string };
  /** The PDF's creation and modification date (ISO instant). */
  readonly createdAt: string;
  readonly subject: string;
  readonly keywords: readonly string[];
}

/** A company's mark ready to draw: its wordmark's name and colour and the embedded emblem. */
export interface LoadedMark {
  readonly mark: CompanyMark;
  readonly emblem: PDFImage;
}

/** The car's picture beside its title, facts and the rental company's wordmark. */
export interface Figure {
  readonly image?: PDFImage | undefined;
  readonly title: string;
  readonly lines: readonly string[];
  /** The company's wordmark, or its name in bold where the shop has no mark. */
  readonly company?: { readonly name: string; readonly mark?: LoadedMark | undefined };
}

interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly color?: RGB;
}

export interface Column {
  readonly header?: string;
  /** Share of the table width; shares are normalised. */
  readonly width: number;
  readonly align?: "left" | "right";
  readonly bold?: boolean;
  /** Label columns get a light background. */
  readonly shade?: boolean;
}

export interface TableOptions {
  readonly size?: number;
  /** Drawn as the first row and again at the top of every continuation page. */
  readonly caption?: string;
  /** Share of the content width, right-aligned when below 1 (totals blocks). */
  readonly span?: number;
  /** Space after the table; 0 joins it to the next one. */
  readonly after?: number;
}

const BODY_SIZE = 9;
const LINE_FACTOR = 1.3;
const CELL_PADDING_X = 5;
const CELL_PADDING_Y = 4;

export class Layout {
  readonly records: TextRecord[] = [];
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  /** Top of the free space on the current page. */
  private cursor = 0;
  private readonly company: CompanyInfo;
  /** Every character one of the document's fonts draws. */
  private readonly characters: ReadonlySet<number>;
  /** Right-to-left documents are laid out mirrored: what stands at the left in Turkish stands at the right. */
  private readonly rtl: boolean;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: Face,
    private readonly bold: Face,
    private readonly options: LayoutOptions,
  ) {
    this.company = options.company ?? ROTAGO_COMPANY;
    this.characters = new Set([...regular.latinCharacters, ...regular.scriptCharacters]);
    this.rtl = RIGHT_TO_LEFT.has(options.language);
    this.addPage();
  }

  static async create(options: LayoutOptions): Promise<Layout> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(fontkit);
    const { latin, script } = await fonts(options.language);
    // Fixed subset names keep the bytes deterministic (pdf-lib otherwise appends a random tag).
    const face = async (weight: "regular" | "bold", latinName: string, scriptName: string): Promise<Face> => {
      const latinFont = await doc.embedFont(latin[weight], { subset: true, customName: latinName });
      const scriptFont = script
        ? await doc.embedFont(script[weight], { subset: true, customName: scriptName })
        : undefined;
      return {
        latin: latinFont,
        latinCharacters: new Set(latinFont.getCharacterSet()),
        script: scriptFont,
        scriptCharacters: new Set(scriptFont?.getCharacterSet() ?? []),
      };
    };
    const regular = await face("regular", "RGDOCA+RotaGoSans-Regular", "RGDOCC+RotaGoScript-Regular");
    const bold = await face("bold", "RGDOCB+RotaGoSans-Bold", "RGDOCD+RotaGoScript-Bold");
    return new Layout(doc, regular, bold, options);
  }

  get language(): DocumentLanguage {
    return this.options.language;
  }

  get width(): number {
    return CONTENT_WIDTH;
  }

  // -- Text primitives ------------------------------------------------------------------------

  /** Characters no font has: accents dropped where that leaves a known letter, invisible marks dropped, else "?". */
  private printable(text: string): string {
    let out = "";
    for (const character of text.replace(/[\t\r]/g, " ")) {
      const code = character.codePointAt(0)!;
      if (this.characters.has(code) || character === "\n") out += character;
      else if (FORMAT_MARK.test(character)) continue;
      else {
        const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
        out += [...base].every((part) => this.characters.has(part.codePointAt(0)!)) && base ? base : "?";
      }
    }
    return out;
  }

  /**
   * A printable line as the pieces to draw from left to right: split by font, and in a
   * right-to-left document put in visual order (bidi.ts), each piece given to its font so that
   * the glyphs come out in that order.
   */
  private pieces(line: string, bold: boolean | undefined): Piece[] {
    const face = bold ? this.bold : this.regular;
    const fontOf = (script: boolean) => (script && face.script ? face.script : face.latin);
    const asDrawn = (visual: string) => (SHAPED_RIGHT_TO_LEFT.test(visual) ? reversed(visual) : visual);
    if (!this.rtl) return fontRuns(line, face).map((run) => ({ text: run.text, font: fontOf(run.script) }));
    return directionalRuns(line)
      .reverse()
      .flatMap((run) => {
        const byFont = fontRuns(run.text, face);
        if (!run.rtl) return byFont.map((piece) => ({ text: asDrawn(piece.text), font: fontOf(piece.script) }));
        return byFont
          .reverse()
          .map((piece) => ({ text: asDrawn(visualRightToLeft(piece.text)), font: fontOf(piece.script) }));
      });
  }

  /** An x of the Turkish layout where this document draws it: mirrored in a right-to-left one. */
  private placeX(x: number, width = 0): number {
    return this.rtl ? PAGE.width - x - width : x;
  }

  measure(text: string, style: TextStyle = {}): number {
    const size = style.size ?? BODY_SIZE;
    return this.pieces(this.printable(text), style.bold).reduce(
      (sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size),
      0,
    );
  }

  /** The one place text is drawn: one line, baseline at y. */
  text(
    text: string,
    x: number,
    y: number,
    style: TextStyle = {},
    region: TextRecord["region"] = "body",
    page = this.page,
  ): number {
    const line = this.printable(text).replaceAll("\n", " ");
    const size = style.size ?? BODY_SIZE;
    const pieces = this.pieces(line, style.bold).map((piece) => ({
      ...piece,
      width: piece.font.widthOfTextAtSize(piece.text, size),
    }));
    const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
    if (line.trim() === "") return width;
    const color = style.color ?? COLORS.text;
    const left = this.placeX(x, width);
    let cursor = left;
    for (const piece of pieces) {
      page.drawText(piece.text, { x: cursor, y, size, font: piece.font, color });
      cursor += piece.width;
    }
    this.records.push({
      page: this.pages.indexOf(page) + 1,
      x: left,
      y,
      width,
      size,
      text: line,
      pieces: pieces.length,
      bold: style.bold ?? false,
      colour: hexOf(color),
      region,
    });
    return width;
  }

  /** Splits text into lines no wider than `width`; long words are broken. Blank lines kept. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of this.printable(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/).filter((part) => part !== "")) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.measure(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (this.measure(rest, style) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.measure(rest.slice(0, cut), style) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  // -- Pages ----------------------------------------------------------------------------------

  private addPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.drawHeader();
    this.cursor = PAGE.contentTop;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.cursor - height < PAGE.contentBottom) this.addPage();
  }

  /** Free height left on the current page. */
  private get space(): number {
    return this.cursor - PAGE.contentBottom;
  }

  gap(height: number): void {
    this.cursor = Math.max(PAGE.contentBottom, this.cursor - height);
  }

  private drawHeader(): void {
    const { title, reference } = this.options;
    const top = PAGE.height - PAGE.marginTop;
    const left = PAGE.marginX;
    const right = PAGE.width - PAGE.marginX;
    // The logo as the site header draws it: the name in bold sans-serif in the brand colour.
    this.text(this.company.brand, left, top - 22, { size: 22, bold: true, color: COLORS.logo }, "header");
    this.text(this.company.legalName, left, top - 36, { size: 8, color: COLORS.muted }, "header");
    const labels = DOCUMENT_TEXTS[this.language].common;
    this.text(
      `${labels.tursab}: ${this.company.tursabLicence}`,
      left,
      top - 47,
      { size: 8, color: COLORS.muted },
      "header",
    );

    const titleStyle = { size: 13, bold: true, color: COLORS.text };
    const titleLine = this.wrap(title, CONTENT_WIDTH / 2, titleStyle)[0] ?? "";
    this.text(titleLine, right - this.measure(titleLine, titleStyle), top - 18, titleStyle, "header");
    const refLabel = `${reference.label}: `;
    const refValueStyle = { size: 11, bold: true, color: COLORS.brand };
    const refWidth = this.measure(refLabel, { size: 9 }) + this.measure(reference.value, refValueStyle);
    const refX = right - refWidth;
    this.text(refLabel, refX, top - 35, { size: 9, color: COLORS.muted }, "header");
    this.text(reference.value, refX + this.measure(refLabel, { size: 9 }), top - 35, refValueStyle, "header");

    this.page.drawLine({
      start: { x: this.placeX(left), y: top - 56 },
      end: { x: this.placeX(right), y: top - 56 },
      thickness: 1.2,
      color: COLORS.brand,
    });
  }

  private drawFooter(page: PDFPage, index: number): void {
    const labels = DOCUMENT_TEXTS[this.language].common;
    const company = this.company;
    const style = { size: 7, color: COLORS.muted };
    const left = PAGE.marginX;
    const right = PAGE.width - PAGE.marginX;
    const pageLabel = labels.page(
      formatNumber(index + 1, this.language),
      formatNumber(this.pages.length, this.language),
    );
    const pageStyle = { size: 8, bold: true, color: COLORS.text };
    const lineHeight = 9;
    const lines = [
      `${company.legalName} · ${company.address}`,
      `${labels.mersis}: ${company.mersis} · ${labels.tursab}: ${company.tursabLicence} · ${labels.kep}: ${company.kep}`,
      `${labels.phone}: ${company.phone} · ${company.email}`,
    ].flatMap((line) => this.wrap(line, CONTENT_WIDTH - 80, style));
    const ruleY = PAGE.marginBottom + lines.length * lineHeight + 4;
    page.drawLine({
      start: { x: this.placeX(left), y: ruleY },
      end: { x: this.placeX(right), y: ruleY },
      thickness: 0.6,
      color: COLORS.rule,
    });
    lines.forEach((line, i) => {
      this.text(line, left, ruleY - 4 - (i + 1) * lineHeight + 2, style, "footer", page);
    });
    this.text(pageLabel, right - this.measure(pageLabel, pageStyle), ruleY - 11, pageStyle, "footer", page);
  }

  // -- Blocks ---------------------------------------------------------------------------------

  /** A section title with a rule; kept together with at least `keepWith` points of what follows. */
  heading(title: string, keepWith = 48): void {
    const size = 11;
    this.ensure(size + 12 + keepWith);
    this.gap(8);
    const baseline = this.cursor - size;
    this.text(upper(title, this.language), PAGE.marginX, baseline, { size, bold: true, color: COLORS.brand });
    this.page.drawLine({
      start: { x: this.placeX(PAGE.marginX), y: baseline - 4 },
      end: { x: this.placeX(PAGE.width - PAGE.marginX), y: baseline - 4 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    this.cursor = baseline - 10;
  }

  /** Wrapped text across pages. */
  paragraph(text: string, style: TextStyle & { indent?: number; after?: number } = {}): void {
    const size = style.size ?? BODY_SIZE;
    const lineHeight = size * LINE_FACTOR;
    const indent = style.indent ?? 0;
    for (const line of this.wrap(text, CONTENT_WIDTH - indent, style)) {
      this.ensure(lineHeight);
      this.text(line, PAGE.marginX + indent, this.cursor - size, style);
      this.cursor -= lineHeight;
    }
    this.gap(style.after ?? 4);
  }

  /** A bulleted list with hanging indent. */
  bullets(items: readonly string[], style: TextStyle = {}): void {
    const size = style.size ?? BODY_SIZE;
    const lineHeight = size * LINE_FACTOR;
    const indent = 12;
    for (const item of items) {
      this.wrap(item, CONTENT_WIDTH - indent, style).forEach((line, i) => {
        this.ensure(lineHeight);
        if (i === 0) this.text("•", PAGE.marginX + 2, this.cursor - size, { ...style, color: COLORS.brand });
        this.text(line, PAGE.marginX + indent, this.cursor - size, style);
        this.cursor -= lineHeight;
      });
      this.cursor -= 2;
    }
    this.gap(2);
  }

  /** A highlighted band of labelled values (reservation number, PNR, dates) across the page. */
  summary(items: readonly { label: string; value: string; emphasis?: boolean }[]): void {
    const height = 44;
    this.ensure(height + 8);
    const top = this.cursor;
    this.page.drawRectangle({
      x: this.placeX(PAGE.marginX, CONTENT_WIDTH),
      y: top - height,
      width: CONTENT_WIDTH,
      height,
      color: COLORS.highlight,
      borderColor: COLORS.brand,
      borderWidth: 0.8,
    });
    const cellWidth = CONTENT_WIDTH / items.length;
    items.forEach((item, i) => {
      const x = PAGE.marginX + i * cellWidth + 10;
      const available = cellWidth - 20;
      this.text(upper(item.label, this.language), x, top - 15, { size: 7.5, color: COLORS.muted, bold: true });
      let size = item.emphasis ? 16 : 11;
      const valueStyle = { bold: true, color: item.emphasis ? COLORS.brand : COLORS.text };
      while (size > 7 && this.measure(item.value, { ...valueStyle, size }) > available) size -= 0.5;
      this.text(item.value, x, top - 33, { ...valueStyle, size });
    });
    this.cursor = top - height - 8;
  }

  /** Label/value rows in a bordered two-column table. */
  keyValues(rows: readonly (readonly [string, string])[], options: TableOptions & { labelShare?: number } = {}): void {
    const share = options.labelShare ?? 0.32;
    this.table([{ width: share, shade: true, bold: true }, { width: 1 - share }], rows, options);
  }

  /**
   * A bordered table. Cells wrap; a row that does not fit moves to the next page, or is split
   * line by line when it is taller than a page; the header row repeats on every page.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
    const size = options.size ?? BODY_SIZE;
    const lineHeight = size * LINE_FACTOR;
    const tableWidth = CONTENT_WIDTH * Math.min(1, options.span ?? 1);
    const tableLeft = PAGE.width - PAGE.marginX - tableWidth;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * tableWidth);
    const lefts = widths.map((_, i) => tableLeft + widths.slice(0, i).reduce((sum, width) => sum + width, 0));
    const cellLines = (cells: readonly string[], header: boolean) =>
      columns.map((column, i) =>
        this.wrap(cells[i] ?? "", widths[i]! - 2 * CELL_PADDING_X, { size, bold: header || column.bold }),
      );
    const heightOf = (lines: string[][]) =>
      Math.max(1, ...lines.map((cell) => cell.length)) * lineHeight + 2 * CELL_PADDING_Y;

    const drawRow = (lines: string[][], header: boolean) => {
      const height = heightOf(lines);
      const top = this.cursor;
      columns.forEach((column, i) => {
        const fill = header ? COLORS.highlight : column.shade ? COLORS.shade : undefined;
        this.page.drawRectangle({
          x: this.placeX(lefts[i]!, widths[i]!),
          y: top - height,
          width: widths[i]!,
          height,
          borderColor: COLORS.rule,
          borderWidth: 0.6,
          ...(fill ? { color: fill } : {}),
        });
        const style = {
          size,
          bold: header || column.bold,
          color: column.shade && !header ? COLORS.muted : COLORS.text,
        };
        lines[i]!.forEach((line, k) => {
          const width = this.measure(line, style);
          const x =
            column.align === "right" ? lefts[i]! + widths[i]! - CELL_PADDING_X - width : lefts[i]! + CELL_PADDING_X;
          this.text(line, x, top - CELL_PADDING_Y - size - k * lineHeight + 1.5, style);
        });
      });
      this.cursor = top - height;
    };

    const caption = options.caption
      ? [this.wrap(options.caption, tableWidth - 2 * CELL_PADDING_X, { size, bold: true })]
      : undefined;
    const headerCells = columns.some((column) => column.header)
      ? cellLines(
          columns.map((column) => column.header ?? ""),
          true,
        )
      : undefined;
    const drawTop = () => {
      if (caption) {
        // The caption spans the whole table.
        const height = heightOf(caption);
        const top = this.cursor;
        this.page.drawRectangle({
          x: this.placeX(tableLeft, tableWidth),
          y: top - height,
          width: tableWidth,
          height,
          color: COLORS.brand,
          borderColor: COLORS.brand,
          borderWidth: 0.6,
        });
        caption[0]!.forEach((line, k) => {
          this.text(line, tableLeft + CELL_PADDING_X, top - CELL_PADDING_Y - size - k * lineHeight + 1.5, {
            size,
            bold: true,
            color: rgb(1, 1, 1),
          });
        });
        this.cursor = top - height;
      }
      if (headerCells) drawRow(headerCells, true);
    };
    const topHeight = (caption ? heightOf(caption) : 0) + (headerCells ? heightOf(headerCells) : 0);

    // Start on a page where the top rows and at least the first row (or two lines of it) fit.
    const first = rows[0] ? cellLines(rows[0], false) : undefined;
    const firstNeed = first ? Math.min(heightOf(first), 2 * lineHeight + 2 * CELL_PADDING_Y) : 0;
    this.ensure(topHeight + firstNeed);
    drawTop();

    const fullPage = PAGE.contentTop - PAGE.contentBottom - topHeight;
    for (const row of rows) {
      let lines = cellLines(row, false);
      for (;;) {
        const need = heightOf(lines);
        if (need <= this.space) {
          drawRow(lines, false);
          break;
        }
        const fit = Math.floor((this.space - 2 * CELL_PADDING_Y) / lineHeight);
        const freshPage = this.cursor === PAGE.contentTop - topHeight;
        if (freshPage && fit < 1) {
          // Only when the table's own top rows fill a page: draw on rather than loop forever.
          drawRow(lines, false);
          break;
        }
        if (need <= fullPage || fit < 1) {
          this.addPage();
          drawTop();
          continue;
        }
        drawRow(
          lines.map((cell) => cell.slice(0, fit)),
          false,
        );
        lines = lines.map((cell) => cell.slice(fit));
        this.addPage();
        drawTop();
      }
    }
    this.gap(options.after ?? 6);
  }

  // -- Pictures -------------------------------------------------------------------------------

  private readonly images = new Map<string, Promise<PDFImage>>();

  /** A PNG (base64) embedded once in the document however often it is drawn. */
  image(base64: string): Promise<PDFImage> {
    let image = this.images.get(base64);
    if (!image) {
      image = this.doc.embedPng(decodeBase64(base64));
      this.images.set(base64, image);
    }
    return image;
  }

  async mark(mark: CompanyMark | undefined): Promise<LoadedMark | undefined> {
    return mark ? { mark, emblem: await this.image(mark.emblem) } : undefined;
  }

  /**
   * A wordmark `height` points high from (x, bottom), as public/images/logos draws it: the emblem,
   * then the name with its first word bold in the company's colour. Without a mark, the name in
   * bold. Returns the width drawn.
   */
  private drawWordmark(name: string, mark: LoadedMark | undefined, x: number, bottom: number, height: number): number {
    const size = height * 0.56;
    const baseline = bottom + height * 0.3;
    if (!mark) return this.text(name, x, baseline, { size, bold: true });
    const [first = "", ...others] = mark.mark.name.split(" ");
    const rest = others.join(" ");
    const firstStyle = { size, bold: true, color: hexColour(mark.mark.colour) };
    const firstAt = height * 1.15;
    const firstWidth = this.measure(first, firstStyle);
    const restAt = firstAt + firstWidth + this.measure(" ", { size });
    const restWidth = rest ? this.measure(rest, { size }) : 0;
    const total = rest ? restAt + restWidth : firstAt + firstWidth;
    // A logo is not mirrored: in a right-to-left document the whole mark moves, its parts keep their order.
    const at = (offset: number, width: number) => (this.rtl ? x + total - offset - width : x + offset);
    this.page.drawImage(mark.emblem, { x: this.placeX(at(0, height), height), y: bottom, width: height, height });
    this.text(first, at(firstAt, firstWidth), baseline, firstStyle);
    if (rest) this.text(rest, at(restAt, restWidth), baseline, { size });
    return total;
  }

  /**
   * A labelled line with a company's wordmark: "Kiralama firması  [emblem] Anadolu Rent"; kept
   * together with at least `keepWith` points of what follows.
   */
  companyLine(label: string, name: string, mark: LoadedMark | undefined, keepWith = 48): void {
    const height = 18;
    this.ensure(height + 8 + keepWith);
    const bottom = this.cursor - height - 2;
    const labelStyle = { size: 8.5, bold: true, color: COLORS.muted };
    const labelWidth = this.text(label, PAGE.marginX, bottom + height * 0.3, labelStyle);
    this.drawWordmark(name, mark, PAGE.marginX + labelWidth + 10, bottom, height);
    this.cursor = bottom - 8;
  }

  /** The car's picture (5:3) at the left, its title, facts and company at the right. */
  figure(figure: Figure): void {
    const imageWidth = figure.image ? 170 : 0;
    const imageHeight = (imageWidth * 3) / 5;
    const textX = PAGE.marginX + (imageWidth ? imageWidth + 16 : 0);
    const textWidth = PAGE.width - PAGE.marginX - textX;
    const titleStyle = { size: 13, bold: true };
    const titleLines = this.wrap(figure.title, textWidth, titleStyle);
    const lines = figure.lines.flatMap((line) => this.wrap(line, textWidth));
    const markHeight = figure.company ? 22 : 0;
    const textHeight = titleLines.length * 13 * LINE_FACTOR + lines.length * BODY_SIZE * LINE_FACTOR + markHeight + 8;
    const height = Math.max(imageHeight, textHeight);
    this.ensure(height + 8);
    const top = this.cursor - 4;
    if (figure.image) {
      this.page.drawImage(figure.image, {
        x: this.placeX(PAGE.marginX, imageWidth),
        y: top - imageHeight,
        width: imageWidth,
        height: imageHeight,
      });
    }
    let y = top - (height - textHeight) / 2;
    for (const line of titleLines) {
      this.text(line, textX, y - 13, titleStyle);
      y -= 13 * LINE_FACTOR;
    }
    for (const line of lines) {
      this.text(line, textX, y - BODY_SIZE, { color: COLORS.muted });
      y -= BODY_SIZE * LINE_FACTOR;
    }
    if (figure.company)
      this.drawWordmark(figure.company.name, figure.company.mark, textX, y - markHeight - 4, markHeight);
    this.cursor = top - height - 8;
  }

  // -- Output ---------------------------------------------------------------------------------

  async finish(): Promise<RenderedDocument> {
    this.pages.forEach((page, index) => this.drawFooter(page, index));
    const { doc, options } = this;
    const created = new Date(options.createdAt);
    const date = Number.isNaN(created.getTime()) ? new Date(0) : created;
    doc.setTitle(`${options.title} ${options.reference.value}`);
    doc.setSubject(options.subject);
    doc.setKeywords([...options.keywords]);
    doc.setAuthor(this.company.legalName);
    doc.setCreator(`${this.company.brand} Main API`);
    doc.setProducer(`${this.company.brand} documents (pdf-lib)`);
    doc.setLanguage(LOCALES[options.language]);
    doc.setCreationDate(date);
    doc.setModificationDate(date);
    const bytes = await doc.save();
    return { bytes, text: this.records, pageCount: this.pages.length };
  }
}
