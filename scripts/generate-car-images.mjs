// Draws the car pictures and the supplier and airline logos (docs/imagery.md).
// Cars: a side view per model of the seeded inventory (services/inventory/data/cars.ts), drawn from
// its body type, proportions and a colour, with a front and a rear view for the product page's
// gallery (`<slug>-front`, `<slug>-rear`), plus a grey silhouette per class for offers of a model
// the shop has no picture of ("or similar"). Each is written as SVG (the drawing) and as a PNG
// master the image proxy resizes to WebP; the proxy reads JPEG, PNG and WebP only.
// Logos: an SVG wordmark per rental company and per airline (services/inventory/data/flights.ts).
// Documents: the PDFs (services/main-api/documents/images/) get the same pictures as small PNGs
// and each company's emblem as a PNG with its name and colour; the PDF writes the name itself.
// Deterministic: a rerun writes the same bytes. Usage: node scripts/generate-car-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const images = join(root, "public", "images");

const WIDTH = 400;
const HEIGHT = 240;
const GROUND = 204;
const MASTER_WIDTH = 1200;
const BACKGROUND = "#eef2f7";

/**
 * Body outlines on a 400 × 240 canvas, front to the right: the silhouette, the glass, where the
 * B-pillar stands, the wheel centres and radius, the lights.
 */
const BODIES = {
  hatchback: {
    outline: [
      [70, 188],
      [66, 132],
      [76, 114],
      [112, 80],
      [204, 76],
      [250, 112],
      [318, 124],
      [333, 142],
      [335, 188],
    ],
    glass: [
      [86, 114],
      [116, 86],
      [200, 83],
      [238, 114],
    ],
    pillar: 160,
    wheels: [112, 290],
    radius: 29,
  },
  sedan: {
    outline: [
      [50, 188],
      [48, 136],
      [58, 122],
      [108, 116],
      [140, 82],
      [222, 78],
      [270, 114],
      [338, 124],
      [351, 142],
      [353, 188],
    ],
    glass: [
      [116, 116],
      [145, 88],
      [219, 85],
      [258, 116],
    ],
    pillar: 185,
    wheels: [106, 298],
    radius: 29,
  },
  suv: {
    outline: [
      [56, 182],
      [54, 112],
      [64, 92],
      [100, 66],
      [224, 64],
      [264, 104],
      [334, 114],
      [348, 132],
      [350, 182],
    ],
    glass: [
      [72, 102],
      [104, 74],
      [220, 72],
      [252, 104],
    ],
    pillar: 165,
    wheels: [108, 296],
    radius: 34,
  },
  van: {
    outline: [
      [40, 186],
      [40, 70],
      [52, 56],
      [262, 56],
      [302, 104],
      [354, 118],
      [360, 136],
      [360, 186],
    ],
    glass: [
      [58, 104],
      [58, 70],
      [256, 70],
      [288, 104],
    ],
    pillar: 150,
    wheels: [100, 302],
    radius: 30,
  },
  convertible: {
    outline: [
      [62, 188],
      [60, 138],
      [74, 126],
      [150, 124],
      [186, 122],
      [228, 102],
      [234, 104],
      [264, 124],
      [330, 130],
      [343, 146],
      [343, 188],
    ],
    glass: [
      [206, 122],
      [228, 106],
      [232, 108],
      [246, 122],
    ],
    pillar: null,
    wheels: [112, 290],
    radius: 29,
  },
};

/** Which body each class is drawn with when the model is not known (the "or similar" picture). */
const CLASS_BODIES = {
  economy: "hatchback",
  mid: "sedan",
  upper: "sedan",
  luxury: "sedan",
  suv: "suv",
  panelvan: "van",
  convertible: "convertible",
};

/** Pictured models: slug of "brand model" → body, length and height scale, colour. */
const MODELS = {
  "fiat-egea": ["sedan", 0.96, 0.98, "#b3261e"],
  "renault-clio": ["hatchback", 0.98, 1, "#e3681f"],
  "hyundai-i20": ["hatchback", 0.97, 1, "#2f6db5"],
  "opel-corsa": ["hatchback", 0.96, 0.99, "#e8b923"],
  "dacia-sandero": ["hatchback", 0.99, 1.04, "#5d7f3a"],
  "renault-megane": ["hatchback", 1.04, 1, "#6b7786"],
  "toyota-corolla": ["sedan", 1, 1, "#f4f4f2"],
  "honda-civic": ["sedan", 1.02, 0.96, "#1f2a44"],
  "hyundai-elantra": ["sedan", 1.02, 0.97, "#8a1538"],
  "citroen-c4": ["hatchback", 1.06, 1.04, "#c94f2c"],
  "volkswagen-passat": ["sedan", 1.06, 1, "#2b3a4a"],
  "skoda-superb": ["sedan", 1.08, 1.01, "#3c6e71"],
  "toyota-camry": ["sedan", 1.06, 0.99, "#9aa3ad"],
  "bmw-520i": ["sedan", 1.1, 0.98, "#0e4c92"],
  "mercedes-benz-e-200": ["sedan", 1.1, 0.99, "#c9ccd1"],
  "audi-a6": ["sedan", 1.1, 0.98, "#1b1b1f"],
  "volvo-s90": ["sedan", 1.11, 0.99, "#4a5d4f"],
  "dacia-duster": ["suv", 0.97, 1.02, "#c7782b"],
  "nissan-qashqai": ["suv", 1, 0.98, "#7b1e2b"],
  "peugeot-3008": ["suv", 1.01, 0.99, "#3b4f6b"],
  "toyota-c-hr": ["suv", 0.98, 0.93, "#d94f45"],
  "volkswagen-tiguan": ["suv", 1.04, 1, "#e9ecef"],
  "togg-t10x": ["suv", 1.03, 0.97, "#1d6f8c"],
  "fiat-doblo": ["van", 0.9, 0.92, "#f7f7f5"],
  "renault-kangoo": ["van", 0.9, 0.93, "#5a87b8"],
  "ford-tourneo-custom": ["van", 1.02, 1, "#39424e"],
  "mercedes-benz-vito": ["van", 1.04, 1.01, "#b8bec6"],
  "mini-cooper-cabrio": ["convertible", 0.88, 1.02, "#0f5132"],
  "bmw-420i-cabrio": ["convertible", 1.04, 0.96, "#f0f0ee"],
  "fiat-500c": ["convertible", 0.84, 1.06, "#86c5da"],
};

const round = (value) => Math.round(value * 10) / 10;
const points = (list) => list.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");

/** A darker (negative) or lighter (positive) shade of a #rrggbb colour. */
function shade(hex, amount) {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  const target = amount < 0 ? 0 : 255;
  return `#${channels
    .map((value) => Math.round(value + (target - value) * Math.abs(amount)))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** The side view as SVG: shadow, body with wheel arches, glass, door lines, lights, wheels. */
function carSvg(bodyName, lengthScale, heightScale, colour) {
  const body = BODIES[bodyName];
  const centre = WIDTH / 2;
  const sx = (x) => centre + (x - centre) * lengthScale;
  const sy = (y) => GROUND - (GROUND - y) * heightScale;
  const scale = (list) => list.map(([x, y]) => [sx(x), sy(y)]);
  const outline = scale(body.outline);
  const left = Math.min(...outline.map(([x]) => x));
  const right = Math.max(...outline.map(([x]) => x));
  const bottom = Math.max(...outline.map(([, y]) => y));
  const wheelY = GROUND - body.radius;
  const wheels = body.wheels.map(sx);
  const glass = scale(body.glass);
  const belt = Math.max(...glass.map(([, y]) => y));
  const line = shade(colour, -0.35);
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>`,
    `<ellipse cx="${centre}" cy="${GROUND + 2}" rx="${round((right - left) / 2 + 6)}" ry="7" fill="#c9d1db"/>`,
    `<polygon points="${points(outline)}" fill="${colour}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>`,
    `<path d="M${round(left + 4)} ${round(belt + 8)}H${round(right - 6)}" stroke="${shade(colour, 0.25)}" stroke-width="3"/>`,
    `<path d="M${round(left)} ${round(bottom - 10)}H${round(right)}" stroke="${line}" stroke-width="6"/>`,
    `<polygon points="${points(glass)}" fill="#2c3e50" stroke="#2c3e50" stroke-width="4" stroke-linejoin="round"/>`,
  ];
  if (body.pillar !== null) {
    const pillar = sx(body.pillar);
    parts.push(
      `<path d="M${round(pillar)} ${round(belt + 3)}V${round(Math.min(...glass.map(([, y]) => y)) - 2)}" stroke="${colour}" stroke-width="7"/>`,
      `<path d="M${round(pillar)} ${round(belt + 6)}V${round(bottom - 14)}" stroke="${line}" stroke-width="1.5"/>`,
    );
  } else {
    // A folded soft top behind the seats.
    parts.push(
      `<rect x="${round(sx(96))}" y="${round(sy(114))}" width="${round(56 * lengthScale)}" height="${round(12 * heightScale)}" rx="5" fill="#2b2b2b"/>`,
    );
  }
  parts.push(
    `<rect x="${round(right - 14)}" y="${round(sy(body.outline.at(-2)[1]) + 2)}" width="12" height="6" rx="3" fill="#fff4c2"/>`,
    `<rect x="${round(left - 2)}" y="${round(sy(body.outline[2][1]) + 4)}" width="8" height="10" rx="2" fill="#d7263d"/>`,
  );
  for (const x of wheels) {
    parts.push(
      `<circle cx="${round(x)}" cy="${wheelY}" r="${body.radius + 5}" fill="${line}"/>`,
      `<circle cx="${round(x)}" cy="${wheelY}" r="${body.radius}" fill="#1e1f22"/>`,
      `<circle cx="${round(x)}" cy="${wheelY}" r="${round(body.radius * 0.58)}" fill="#c4c9cf"/>`,
      `<circle cx="${round(x)}" cy="${wheelY}" r="${round(body.radius * 0.2)}" fill="#6c737b"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${parts.join("")}</svg>\n`;
}

/**
 * Seen from the front or the rear (the product page's gallery), on the same 400 × 240 canvas:
 * half widths of the body and the roof, the roof's and the belt line's height.
 */
const ENDS = {
  hatchback: { body: 108, roof: 74, top: 78, belt: 122 },
  sedan: { body: 114, roof: 76, top: 80, belt: 124 },
  suv: { body: 120, roof: 88, top: 64, belt: 108 },
  van: { body: 116, roof: 104, top: 56, belt: 104 },
  convertible: { body: 112, roof: 92, top: 108, belt: 128 },
};

/** The front or rear view as SVG: shadow, tyres, body, glass, lights, grille or boot, plate. */
function carEndSvg(bodyName, lengthScale, heightScale, colour, end) {
  const shape = ENDS[bodyName];
  const centre = WIDTH / 2;
  // Longer cars are a little wider too; never as much as they are longer.
  const widen = 1 + (lengthScale - 1) * 0.4;
  const sy = (y) => GROUND - (GROUND - y) * heightScale;
  const half = shape.body * widen;
  const roof = shape.roof * widen;
  const top = sy(shape.top);
  const belt = sy(shape.belt);
  const bottom = GROUND - 12;
  const line = shade(colour, -0.35);
  const light = end === "front" ? "#fff4c2" : "#d7263d";
  const x = (offset) => round(centre + offset);
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>`,
    `<ellipse cx="${centre}" cy="${GROUND + 2}" rx="${round(half + 10)}" ry="7" fill="#c9d1db"/>`,
    `<rect x="${x(-half + 6)}" y="${round(bottom - 16)}" width="30" height="${round(GROUND - bottom + 16)}" rx="6" fill="#1e1f22"/>`,
    `<rect x="${x(half - 36)}" y="${round(bottom - 16)}" width="30" height="${round(GROUND - bottom + 16)}" rx="6" fill="#1e1f22"/>`,
    `<rect x="${x(-half)}" y="${round(belt - 6)}" width="${round(half * 2)}" height="${round(bottom - belt + 6)}" rx="16" fill="${colour}"/>`,
  ];
  if (bodyName === "convertible") {
    // No roof: the windscreen's frame and the seats' headrests behind it.
    parts.push(
      `<rect x="${x(-roof + 40)}" y="${round(top + 4)}" width="22" height="${round(belt - top - 4)}" rx="6" fill="#2b2b2b"/>`,
      `<rect x="${x(roof - 62)}" y="${round(top + 4)}" width="22" height="${round(belt - top - 4)}" rx="6" fill="#2b2b2b"/>`,
      `<polygon points="${points([
        [centre - roof, belt - 2],
        [centre - roof + 10, top],
        [centre + roof - 10, top],
        [centre + roof, belt - 2],
      ])}" fill="#2c3e50" fill-opacity="0.55" stroke="${line}" stroke-width="4" stroke-linejoin="round"/>`,
    );
  } else {
    parts.push(
      `<polygon points="${points([
        [centre - half + 10, belt],
        [centre - roof, top],
        [centre + roof, top],
        [centre + half - 10, belt],
      ])}" fill="${colour}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>`,
      `<polygon points="${points([
        [centre - half + 22, belt - 4],
        [centre - roof + 8, top + 8],
        [centre + roof - 8, top + 8],
        [centre + half - 22, belt - 4],
      ])}" fill="#2c3e50" stroke="#2c3e50" stroke-width="4" stroke-linejoin="round"/>`,
    );
  }
  // Mirrors beside the glass.
  parts.push(
    `<rect x="${x(-half - 10)}" y="${round(belt - 16)}" width="16" height="10" rx="4" fill="${line}"/>`,
    `<rect x="${x(half - 6)}" y="${round(belt - 16)}" width="16" height="10" rx="4" fill="${line}"/>`,
  );
  const lightsY = round(belt + 10);
  parts.push(
    `<rect x="${x(-half + 10)}" y="${lightsY}" width="${round(half * 0.36)}" height="14" rx="6" fill="${light}" stroke="${line}" stroke-width="2"/>`,
    `<rect x="${x(half - 10 - half * 0.36)}" y="${lightsY}" width="${round(half * 0.36)}" height="14" rx="6" fill="${light}" stroke="${line}" stroke-width="2"/>`,
  );
  if (end === "front") {
    parts.push(
      `<rect x="${x(-half * 0.42)}" y="${round(belt + 30)}" width="${round(half * 0.84)}" height="${round(Math.max(bottom - belt - 46, 10))}" rx="8" fill="#22272e"/>`,
    );
  } else {
    parts.push(
      `<path d="M${x(-half + 14)} ${round(belt + 4)}H${x(half - 14)}" stroke="${shade(colour, 0.25)}" stroke-width="3"/>`,
    );
  }
  parts.push(
    `<path d="M${x(-half + 4)} ${round(bottom - 8)}H${x(half - 4)}" stroke="${line}" stroke-width="6" stroke-linecap="round"/>`,
    `<rect x="${x(-26)}" y="${round(bottom - 30)}" width="52" height="14" rx="2" fill="#ffffff" stroke="${line}" stroke-width="1.5"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${parts.join("")}</svg>\n`;
}

/** Rental companies: id → name, colour (cars.ts), emblem. */
const SUPPLIERS = {
  "anadolu-rent": ["Anadolu Rent", "#c8102e", "circle"],
  "ege-oto-kiralama": ["Ege Oto Kiralama", "#0077b6", "wave"],
  "bosphorus-cars": ["Bosphorus Cars", "#1d3557", "bridge"],
  "akdeniz-arac": ["Akdeniz Araç", "#d9822b", "sun"],
  "kapadokya-rent-a-car": ["Kapadokya Rent a Car", "#9c6644", "balloon"],
  "karadeniz-oto": ["Karadeniz Oto", "#2a9d8f", "peak"],
  "marmara-filo": ["Marmara Filo", "#457b9d", "square"],
  "lykia-car-rental": ["Lykia Car Rental", "#e76f51", "column"],
  "hitit-oto": ["Hitit Oto", "#6a4c93", "diamond"],
  "yildiz-rent": ["Yıldız Rent", "#d99a00", "star"],
  "mavi-yol": ["Mavi Yol", "#219ebc", "road"],
  "premium-drive": ["Premium Drive", "#111111", "shield"],
};

/** Airlines: IATA code → name, colour, emblem. Own marks, not the carriers' trademarks. */
const AIRLINES = {
  TK: ["Turkish Airlines", "#c70a0c", "circle"],
  PC: ["Pegasus", "#f0a500", "wing"],
  VF: ["AJet", "#0b3d91", "wing"],
  XQ: ["SunExpress", "#f28c00", "sun"],
  LH: ["Lufthansa", "#05164d", "circle"],
  BA: ["British Airways", "#1a3d7c", "wave"],
  EK: ["Emirates", "#d71921", "diamond"],
  QR: ["Qatar Airways", "#5c0632", "peak"],
};

/** The emblem in a 40 × 40 box at (4, 4): a shape in the brand colour with a white mark. */
function emblem(kind, colour) {
  const white = "#fff";
  switch (kind) {
    case "circle":
      return `<circle cx="24" cy="24" r="20" fill="${colour}"/><path d="M12 28q12-16 24 0" fill="none" stroke="${white}" stroke-width="4" stroke-linecap="round"/>`;
    case "wave":
      return `<rect x="4" y="4" width="40" height="40" rx="12" fill="${colour}"/><path d="M10 26q7-8 14 0t14 0" fill="none" stroke="${white}" stroke-width="4" stroke-linecap="round"/>`;
    case "bridge":
      return `<rect x="4" y="4" width="40" height="40" rx="8" fill="${colour}"/><path d="M9 32q15-22 30 0M15 32V22M33 32V22" fill="none" stroke="${white}" stroke-width="3"/>`;
    case "sun":
      return `<circle cx="24" cy="24" r="20" fill="${colour}"/><circle cx="24" cy="24" r="8" fill="${white}"/>`;
    case "balloon":
      return `<rect x="4" y="4" width="40" height="40" rx="20" fill="${colour}"/><path d="M24 10a9 9 0 0 1 9 9c0 6-6 10-9 14-3-4-9-8-9-14a9 9 0 0 1 9-9zM21 36h6" fill="${white}" stroke="${white}" stroke-width="2"/>`;
    case "peak":
      return `<rect x="4" y="4" width="40" height="40" rx="10" fill="${colour}"/><path d="M9 35l10-16 6 9 4-5 10 12z" fill="${white}"/>`;
    case "square":
      return `<rect x="4" y="4" width="40" height="40" rx="4" fill="${colour}"/><path d="M13 33V15l11 12 11-12v18" fill="none" stroke="${white}" stroke-width="4" stroke-linejoin="round"/>`;
    case "column":
      return `<rect x="4" y="4" width="40" height="40" rx="6" fill="${colour}"/><path d="M12 14h24M12 35h24M16 17v15M24 17v15M32 17v15" stroke="${white}" stroke-width="3"/>`;
    case "diamond":
      return `<path d="M24 2l22 22-22 22L2 24z" fill="${colour}"/><path d="M24 14l10 10-10 10-10-10z" fill="${white}"/>`;
    case "star":
      return `<circle cx="24" cy="24" r="20" fill="${colour}"/><path d="M24 11l3.8 8.2 8.9 1-6.6 6 1.8 8.8L24 30.6 16.1 35l1.8-8.8-6.6-6 8.9-1z" fill="${white}"/>`;
    case "road":
      return `<rect x="4" y="4" width="40" height="40" rx="12" fill="${colour}"/><path d="M18 38l4-28h4l4 28z" fill="${white}"/><path d="M24 14v4M24 22v4M24 30v4" stroke="${colour}" stroke-width="2"/>`;
    case "shield":
      return `<path d="M24 3l18 6v13c0 11-8 19-18 23C14 41 6 33 6 22V9z" fill="${colour}"/><path d="M17 33V15h8a6 6 0 0 1 0 12h-8" fill="none" stroke="${white}" stroke-width="4"/>`;
    case "wing":
      return `<circle cx="24" cy="24" r="20" fill="${colour}"/><path d="M10 30l28-14-8 14z" fill="${white}"/>`;
    default:
      throw new Error(`no emblem ${kind}`);
  }
}

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * A wordmark: the emblem, then the name with its first word bold in the brand colour. The width
 * follows the name's length, and textLength holds the text to it whatever font the device has.
 */
function wordmark(name, colour, kind) {
  const [first, ...rest] = name.split(" ");
  const size = name.length > 16 ? 22 : 26;
  const textWidth = Math.round(first.length * size * 0.68 + (name.length - first.length) * size * 0.56);
  const width = 56 + textWidth;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>${emblem(kind, colour)}<text x="52" y="33" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${size}" fill="#1f2933"><tspan font-weight="800" fill="${colour}">${escapeXml(first)}</tspan>${rest.length ? ` ${escapeXml(rest.join(" "))}` : ""}</text></svg>\n`;
}

function write(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, contents);
  console.log(`wrote ${path.slice(root.length + 1)}`);
}

async function writeCar(slug, svg) {
  write(join(images, "cars", `${slug}.svg`), svg);
  const png = await sharp(Buffer.from(svg), { density: (72 * MASTER_WIDTH) / WIDTH })
    .png({ palette: true, colours: 96, compressionLevel: 9, effort: 10 })
    .toBuffer();
  write(join(images, "cars", `${slug}.png`), png);
}

async function writeViews(slug, body, length, height, colour) {
  await writeCar(slug, carSvg(body, length, height, colour));
  for (const end of ["front", "rear"]) {
    await writeCar(`${slug}-${end}`, carEndSvg(body, length, height, colour, end));
  }
}

for (const [slug, [body, length, height, colour]] of Object.entries(MODELS)) {
  await writeViews(slug, body, length, height, colour);
}
for (const [carClass, body] of Object.entries(CLASS_BODIES)) {
  await writeViews(`class-${carClass}`, body, 1, 1, "#9aa5b1");
}
for (const [id, [name, colour, kind]] of Object.entries(SUPPLIERS)) {
  write(join(images, "logos", "suppliers", `${id}.svg`), wordmark(name, colour, kind));
}
for (const [code, [name, colour, kind]] of Object.entries(AIRLINES)) {
  write(join(images, "logos", "airlines", `${code}.svg`), wordmark(name, colour, kind));
}

/** The PDFs' pictures: 480 px wide (about 190 dpi at the voucher's 180 pt), 16 colours. */
const DOCUMENT_PICTURE_WIDTH = 480;
/** The emblem's 48 × 48 box at 96 px: sharp at the PDFs' 24 pt. */
const DOCUMENT_EMBLEM_SIZE = 96;
const documentImages = join(root, "services", "main-api", "documents", "images");

async function documentPng(svg, density) {
  const png = await sharp(Buffer.from(svg), { density })
    .png({ palette: true, colours: 16, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
  return png.toString("base64");
}

const GENERATED = "// Generated by scripts/generate-car-images.mjs. Do not edit: run the script again.\n";

/** A TypeScript module as the project's Prettier writes it, so a formatting run leaves it alone. */
async function writeModule(path, source) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  write(path, await prettier.format(source, { ...options, filepath: path }));
}
const pictures = [
  ...Object.entries(MODELS).map(([slug, [body, length, height, colour]]) => [
    slug,
    carSvg(body, length, height, colour),
  ]),
  ...Object.entries(CLASS_BODIES).map(([carClass, body]) => [`class-${carClass}`, carSvg(body, 1, 1, "#9aa5b1")]),
];
const pictureLines = [];
for (const [slug, svg] of pictures) {
  pictureLines.push(`  "${slug}": "${await documentPng(svg, (72 * DOCUMENT_PICTURE_WIDTH) / WIDTH)}",`);
}
await writeModule(
  join(documentImages, "car-pictures.ts"),
  `${GENERATED}\n/** Each car picture of public/images/cars as a ${DOCUMENT_PICTURE_WIDTH} × ${(DOCUMENT_PICTURE_WIDTH * HEIGHT) / WIDTH} PNG (base64), by model slug or "class-<class>". */\nexport const CAR_PICTURES: Readonly<Record<string, string>> = {\n${pictureLines.join("\n")}\n};\n`,
);

async function markLines(entries) {
  const lines = [];
  for (const [key, [name, colour, kind]] of entries) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">${emblem(kind, colour)}</svg>`;
    const png = await documentPng(svg, (72 * DOCUMENT_EMBLEM_SIZE) / 48);
    lines.push(`  "${key}": { name: ${JSON.stringify(name)}, colour: "${colour}", emblem: "${png}" },`);
  }
  return lines.join("\n");
}
await writeModule(
  join(documentImages, "company-marks.ts"),
  `${GENERATED}\n/** A company's wordmark for the PDFs: its name, the first word in \`colour\`, after its emblem (a ${DOCUMENT_EMBLEM_SIZE} px PNG, base64). */\nexport interface CompanyMark {\n  readonly name: string;\n  readonly colour: string;\n  readonly emblem: string;\n}\n\n/** Rental companies by id. */\nexport const SUPPLIER_MARKS: Readonly<Record<string, CompanyMark>> = {\n${await markLines(Object.entries(SUPPLIERS))}\n};\n\n/** Airlines by IATA code. */\nexport const AIRLINE_MARKS: Readonly<Record<string, CompanyMark>> = {\n${await markLines(Object.entries(AIRLINES))}\n};\n`,
);
