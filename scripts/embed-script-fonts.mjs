// Builds the fonts the PDF documents need beside RotaGo Sans (scripts/embed-font.mjs) for the
// languages in other scripts: Japanese, Chinese, Korean, Arabic and Hindi. Each is a Noto font cut
// down: Arabic and Devanagari with HarfBuzz's subsetter (subset-font), which keeps the OpenType
// layout they need (joining, conjuncts and reordering); the CJK fonts, which need none, the way
// RotaGo Sans is (font-tables.mjs: pdf-lib's own subsetting mangles HarfBuzz's CJK output); renamed "RotaGo …" (a Modified Version
// under the SIL Open Font License may not keep the Reserved Font Name), and written as a base64
// TypeScript module that the documents load only for a booking in that language.
//
// Arabic and Devanagari keep their whole Unicode blocks. The CJK fonts have tens of thousands of
// glyphs, so they keep the characters the documents can print: every character of the script in
// the documents' words, the place, class and extra names, and the dates, numbers, money and time
// zone names the runtime writes in that language. A character outside the subset (a name typed in
// kanji, say) is printed from RotaGo Sans if it has it, else as "?" (pdf-kit's printable()).
//
//   node scripts/embed-script-fonts.mjs                  # fetches the pinned npm packages with `npm pack`
//   node scripts/embed-script-fonts.mjs --source <dir>   # the packages already unpacked in <dir>/<name>/package
//
// The output is deterministic for the same sources and the same Node (its ICU writes the dates).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import subsetFont from "subset-font";
import { buildName, readTables, subsetTrueType, writeSfnt } from "./font-tables.mjs";

const OUTPUT_DIR = "services/main-api/documents/fonts";

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
/** Spaces, punctuation and joiners a run of the script keeps in its own font (one shaping run). */
const NEUTRALS = " .,:;!?()[]-–—/%+*'\"…·\u00a0\u200c\u200d";
const CJK_PUNCTUATION = `${range(0x3000, 0x303f)}${range(0x30fb, 0x30fc)}${range(0xff01, 0xff5e)}\uffe5`;

const SCRIPTS = [
  {
    key: "ja",
    family: "RotaGo Sans JP",
    source: "@expo-google-fonts/noto-sans-jp@0.4.3",
    files: { Regular: "400Regular/NotoSansJP_400Regular.ttf", Bold: "700Bold/NotoSansJP_700Bold.ttf" },
    licence: "LICENSE_FONT",
    pick: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu,
    fixed: CJK_PUNCTUATION,
  },
  {
    key: "zh",
    family: "RotaGo Sans SC",
    source: "@expo-google-fonts/noto-sans-sc@0.4.3",
    files: { Regular: "400Regular/NotoSansSC_400Regular.ttf", Bold: "700Bold/NotoSansSC_700Bold.ttf" },
    licence: "LICENSE_FONT",
    pick: /\p{Script=Han}/gu,
    fixed: CJK_PUNCTUATION,
  },
  {
    key: "ko",
    family: "RotaGo Sans KR",
    source: "@expo-google-fonts/noto-sans-kr@0.4.3",
    files: { Regular: "400Regular/NotoSansKR_400Regular.ttf", Bold: "700Bold/NotoSansKR_700Bold.ttf" },
    licence: "LICENSE_FONT",
    pick: /[\p{Script=Hangul}\p{Script=Han}]/gu,
    fixed: CJK_PUNCTUATION,
  },
  {
    key: "ar",
    family: "RotaGo Naskh Arabic",
    source: "@embedpdf/fonts-arabic@1.0.0",
    files: { Regular: "fonts/NotoNaskhArabic-Regular.ttf", Bold: "fonts/NotoNaskhArabic-Bold.ttf" },
    licence: "LICENSE",
    shaped: true,
    fixed: `${range(0x600, 0x6ff)}${NEUTRALS}`,
  },
  {
    key: "hi",
    family: "RotaGo Sans Devanagari",
    source: "@expo-google-fonts/noto-sans-devanagari@0.4.1",
    files: { Regular: "400Regular/NotoSansDevanagari_400Regular.ttf", Bold: "700Bold/NotoSansDevanagari_700Bold.ttf" },
    licence: "LICENSE_FONT",
    shaped: true,
    fixed: `${range(0x900, 0x97f)}${range(0xa8e0, 0xa8ff)}${NEUTRALS}`,
  },
];

/** Names in every language, `ja: "…"` per entry: places, car classes and extras. */
const NAME_TABLES = [
  "services/inventory/data/place-names-other-scripts.ts",
  "services/inventory/data/cars.ts",
  "services/main-api/car/offers.ts",
];

/** The words the documents print in the language: its texts module and its names in the tables. */
function wordsOf(language) {
  const names = NAME_TABLES.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(new RegExp(`\\b${language}: "([^"]*)"`, "g"))].map((match) => match[1]),
  );
  return [readFileSync(`services/main-api/documents/texts/${language}.ts`, "utf8"), ...names].join("\n");
}

const TAGS = { ja: "ja-JP", zh: "zh-CN", ko: "ko-KR", ar: "ar", hi: "hi-IN" };

/** What the runtime writes in the language: dates, clock times, numbers, money, zone names. */
function runtimeText(language) {
  const tag = TAGS[language];
  const formats = [
    { timeZone: "UTC", day: "numeric", month: "long", year: "numeric", weekday: "long" },
    { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" },
    { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" },
    { timeZone: "UTC", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  ].map((options) => new Intl.DateTimeFormat(tag, options));
  const out = [];
  for (let day = 0; day < 400; day++) {
    const date = new Date(Date.UTC(2026, 0, 1 + day, day % 24, (day * 7) % 60));
    for (const format of formats) out.push(format.format(date));
  }
  const currencies = readFileSync("services/inventory/data/cars.ts", "utf8").match(
    /EXCHANGE_RATES_MICRO_TRY[^{]*\{([^}]*)\}/,
  )[1];
  for (const currency of currencies.match(/[A-Z]{3}/g)) {
    out.push(
      new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(-1234567.89),
    );
  }
  out.push(new Intl.NumberFormat(tag).format(1234567890.5));
  out.push(new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(0.125));
  const zones = new Set(
    [...readFileSync("services/inventory/data/places.ts", "utf8").matchAll(/"([A-Z][a-z]+\/[A-Za-z_]+)"/g)].map(
      (match) => match[1],
    ),
  );
  zones.add("Europe/Istanbul");
  for (const timeZone of zones) {
    for (const timeZoneName of ["longGeneric", "long"]) {
      out.push(
        new Intl.DateTimeFormat(tag, { timeZone, timeZoneName })
          .formatToParts(new Date(Date.UTC(2026, 6, 1)))
          .find((part) => part.type === "timeZoneName")?.value ?? "",
      );
    }
  }
  return out.join("\n");
}

function charactersOf(script) {
  const kept = new Set(script.fixed);
  if (script.pick) {
    const text = `${wordsOf(script.key)}\n${runtimeText(script.key)}`;
    for (const match of text.matchAll(script.pick)) kept.add(match[0]);
    for (const character of runtimeText(script.key)) if (!/[\s\p{Cc}\p{Cf}]/u.test(character)) kept.add(character);
  }
  return [...kept].sort().join("");
}

function fetchSource(spec) {
  const dir = mkdtempSync(join(tmpdir(), "embed-script-font-"));
  const tarball = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", dir], { encoding: "utf8" })
    .trim()
    .split("\n")
    .at(-1);
  execFileSync("tar", ["-xzf", join(dir, tarball), "-C", dir]);
  return { dir: join(dir, "package"), cleanup: () => rmSync(dir, { recursive: true }) };
}

function packageDir(sourceRoot, spec) {
  const name = spec
    .replace(/^@/, "")
    .replace(/@[^@]+$/, "")
    .replace("/", "-");
  const version = spec.split("@").at(-1);
  return join(sourceRoot, `${name}-${version}`, "package");
}

/** The subset renamed: its name table rewritten, everything else as HarfBuzz wrote it. */
function renamed(bytes, family, style, description) {
  const tables = readTables(bytes);
  const { table, postscript } = buildName(tables.get("name"), family, style, description);
  tables.set("name", table);
  return { bytes: writeSfnt(tables), postscript };
}

/** The subset draws every kept character as the original does. */
function verify(original, bytes, characters, postscript) {
  const reduced = fontkit.create(bytes);
  if (reduced.postscriptName !== postscript) throw new Error(`unexpected name ${reduced.postscriptName}`);
  let missing = 0;
  for (const character of characters) {
    const code = character.codePointAt(0);
    if (!original.hasGlyphForCodePoint(code)) {
      missing++;
      continue;
    }
    const a = original.glyphForCodePoint(code);
    const b = reduced.glyphForCodePoint(code);
    if (b.id === 0) throw new Error(`U+${code.toString(16)} lost`);
    if (a.advanceWidth !== b.advanceWidth) throw new Error(`U+${code.toString(16)} differs after subsetting`);
  }
  return characters.length - missing;
}

function toModule(script, style, result, sourceFile, sourceHash) {
  const constant = `${script.key.toUpperCase()}_${style.toUpperCase()}`;
  return [
    `// Generated by scripts/embed-script-fonts.mjs from ${script.source} ${sourceFile}`,
    `// (sha256 ${sourceHash}). Do not edit: run the script again.`,
    `// ${result.postscript}: ${result.characters} characters, ${result.bytes.length} bytes.`,
    `// SIL Open Font License 1.1, see OFL.txt beside this file.`,
    `export const ${constant} =`,
    `  "${Buffer.from(result.bytes).toString("base64")}";`,
    "",
  ].join("\n");
}

const sourceIndex = process.argv.indexOf("--source");
const sourceRoot = sourceIndex >= 0 ? process.argv[sourceIndex + 1] : undefined;
const notices = [];
for (const script of SCRIPTS) {
  const source = sourceRoot
    ? { dir: packageDir(sourceRoot, script.source), cleanup: () => {} }
    : fetchSource(script.source);
  try {
    if (!existsSync(source.dir)) throw new Error(`${source.dir} not found`);
    const characters = charactersOf(script);
    for (const [style, file] of Object.entries(script.files)) {
      const original = new Uint8Array(readFileSync(join(source.dir, file)));
      const hash = createHash("sha256").update(original).digest("hex");
      const description = `${script.family} is a subset of a Noto font for RotaGo documents, made by scripts/embed-script-fonts.mjs.`;
      // Scripts that need shaping keep their OpenType layout (HarfBuzz); the others are cut like RotaGo Sans.
      const { bytes, postscript } = script.shaped
        ? renamed(
            new Uint8Array(
              await subsetFont(Buffer.from(original), characters, { targetFormat: "sfnt", noHinting: true }),
            ),
            script.family,
            style,
            description,
          )
        : subsetTrueType(
            original,
            Array.from(characters, (character) => character.codePointAt(0)),
            { family: script.family, style, description },
          );
      const kept = verify(fontkit.create(original), bytes, characters, postscript);
      const module = `${script.key}-${style.toLowerCase()}.ts`;
      mkdirSync(OUTPUT_DIR, { recursive: true });
      writeFileSync(
        join(OUTPUT_DIR, module),
        toModule(script, style, { bytes, postscript, characters: kept }, file, hash),
      );
      console.log(`${module}: ${kept} characters, ${bytes.length} bytes`);
    }
    const licence = readFileSync(join(source.dir, script.licence), "utf8");
    notices.push(licence.split("\n\nThis Font Software is licensed")[0].trim());
  } finally {
    source.cleanup();
  }
}
writeFileSync(
  join(OUTPUT_DIR, "OFL-scripts.txt"),
  `The script fonts (ja, zh, ko, ar, hi modules) are subsets of Noto fonts:\n\n${[...new Set(notices)].join("\n\n")}\n\nThey are licensed under the SIL Open Font License, Version 1.1, as OFL.txt beside this file states in full.\n`,
);
