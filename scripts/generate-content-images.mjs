// Draws the shop's own content images: home sliders, blog covers, the home pages' hero scenes and
// a scene per popular destination as landscape illustrations (a sky gradient, a sun, the sea or a
// plain, layered hills) and the rental companies' wordmark logos as SVG. Deterministic: regenerating changes nothing unless a palette or name changes.
// Usage: node scripts/generate-content-images.mjs  (writes public/images/content/...)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PhotonImage } from "@cf-wasm/photon/node";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "content");

/** name → [sky top, sky horizon, sun, water or plain (null for hills only), near hills, far hills] */
const SCENES = {
  "slider-antalya.jpg": ["#1d6fb8", "#f6c27a", "#fff3c4", "#0f7fa6", "#2f5d3a", "#6b8f71"],
  "slider-flight-week.jpg": ["#0b2e59", "#7fb3e6", "#ffffff", null, "#27496d", "#4f7cac"],
  "slider-bodrum.jpg": ["#2b8fd6", "#cfe9f7", "#fffbe6", "#1565a8", "#d9d2c3", "#9fb7a3"],
  "slider-suv.jpg": ["#3d2c5e", "#f29e6d", "#ffe0b2", null, "#3b3a36", "#7a6a58"],
  "slider-istanbul.jpg": ["#28446b", "#e8a87c", "#ffd9a0", "#2f5f8a", "#2d2f3a", "#5b6275"],
  "slider-trabzon.jpg": ["#4f7f6a", "#d7eadf", "#f4f9f4", "#356b7a", "#1f4d33", "#4d7d5a"],
  "blog/arac-kiralarken-dikkat-edilmesi-gerekenler.jpg": ["#31577f", "#f0c18f", "#fff1cf", null, "#393b45", "#6c7384"],
  "blog/antalya-arabayla-7-gun.jpg": ["#1e88c9", "#ffd59e", "#fff6d5", "#127aa0", "#35603f", "#7a9c7f"],
  "blog/ege-kiyisinda-koy-koy-rota.jpg": ["#2a9bd8", "#d9f1fb", "#ffffff", "#1a70b0", "#c8bfa9", "#93b096"],
  "blog/uygun-ucak-bileti-ipuclari.jpg": ["#0d3b66", "#9cc5ea", "#ffffff", null, "#2a4d73", "#557da6"],
  "blog/kiralik-aracta-depozito-ve-hasar.jpg": ["#7a4e8a", "#f7b58c", "#fff0c9", null, "#a0633f", "#c98e63"],
  "blog/karadeniz-yayla-rotasi.jpg": ["#5b8b76", "#e3f1e8", "#f8fbf8", null, "#214f36", "#4f8060"],
};

/** The home pages' hero scenes (docs/home.md): wide, drawn at the sliders' size. */
const HERO_SCENES = {
  "hero-home.jpg": ["#15609e", "#f4b976", "#fff1c2", "#0c6f95", "#27553a", "#5f8a6a"],
  "hero-flight.jpg": ["#0a2a52", "#f0a46c", "#ffe6b8", null, "#1f3553", "#46678f"],
};

/**
 * One scene per city of the popular rental locations and flight destinations (its content slug);
 * `turkiye` for a place without its own (app/lib/destination-images.ts lists the same names).
 */
const DESTINATION_SCENES = {
  "destinations/istanbul.jpg": ["#2a4a74", "#eaa978", "#ffd9a0", "#2a5d88", "#2b2e3b", "#59627a"],
  "destinations/antalya.jpg": ["#1b79bd", "#f7cf93", "#fff5d1", "#0e86ad", "#2f6040", "#739a7a"],
  "destinations/izmir.jpg": ["#2f86c4", "#f3d9b0", "#fffaf0", "#176a9e", "#6b5a3f", "#a39274"],
  "destinations/mugla.jpg": ["#2594d6", "#d4eef9", "#ffffff", "#0f6cab", "#dcd4c2", "#9ab49f"],
  "destinations/ankara.jpg": ["#5a6f99", "#f1c79a", "#fff0d4", null, "#7a5b3a", "#a88a66"],
  "destinations/trabzon.jpg": ["#4a7c68", "#dbece2", "#f6faf6", "#2f6675", "#1d4a30", "#4a7b57"],
  "destinations/turkiye.jpg": ["#27679f", "#f2c08c", "#fff0c8", "#136e98", "#3b5e3f", "#7f9b80"],
};

const WIDTH = 1920;
const HEIGHT = 720;
/** Destination cards show at most about 480 CSS px wide (960 at density 2), at 8:5. */
const CARD_WIDTH = 960;
const CARD_HEIGHT = 600;

const rgb = (hex) => [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
const mix = (a, b, t) => a.map((value, index) => Math.round(value + (b[index] - value) * t));

/** A deterministic pseudo-random ridge line in [0, 1], from the scene name. */
function ridge(seed, frequency, x, width) {
  let value = 0;
  for (let octave = 1; octave <= 3; octave++) {
    value += Math.sin((x * frequency * octave) / width + seed * octave * 1.7) / (octave * 1.6);
  }
  return (value + 1.2) / 2.4;
}

function draw(name, [skyTop, horizon, sun, water, near, far], width, height) {
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) / 97;
  const pixels = new Uint8Array(width * height * 4);
  const horizonY = Math.round(height * (water ? 0.62 : 0.7));
  const sunX = width * (0.62 + 0.2 * Math.sin(seed));
  const sunY = horizonY * 0.55;
  const sunRadius = height * 0.09;
  for (let y = 0; y < height; y++) {
    const farLine = (x) => horizonY - 40 - ridge(seed, 5, x, width) * height * 0.2;
    // Over water the near hills fall away into a bay, smoothly, around the sun's reflection.
    const bay = (x) => (water ? height * 0.5 * Math.max(0, Math.cos(((x / width - 0.58) / 0.3) * (Math.PI / 2))) : 0);
    const nearLine = (x) => horizonY + (water ? -10 : 30) - ridge(seed + 2, 9, x, width) * height * 0.14 + bay(x);
    for (let x = 0; x < width; x++) {
      let colour = mix(rgb(skyTop), rgb(horizon), Math.min(1, y / horizonY));
      const distance = Math.hypot(x - sunX, y - sunY);
      if (distance < sunRadius) colour = rgb(sun);
      else if (distance < sunRadius * 2.2) colour = mix(rgb(sun), colour, (distance - sunRadius) / (sunRadius * 1.2));
      if (y > farLine(x)) colour = mix(rgb(far), colour, 0.15);
      if (water && y >= horizonY) {
        const depth = (y - horizonY) / (height - horizonY);
        colour = mix(rgb(water), [255, 255, 255], Math.max(0, 0.18 - depth * 0.2));
        // A shimmer of the sun on the water.
        if (Math.abs(x - sunX) < sunRadius * (1 - depth) && Math.sin(y * 0.9 + x * 0.01) > 0.6)
          colour = mix(colour, rgb(sun), 0.6);
      } else if (!water && y >= horizonY + 60) {
        colour = mix(rgb(near), [0, 0, 0], Math.min(0.35, (y - horizonY) / height));
      }
      if (y > nearLine(x)) colour = rgb(near);
      pixels.set([...colour, 255], (y * width + x) * 4);
    }
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(82);
  } finally {
    image.free();
  }
}

/** Rental companies of the seeded inventory (services/inventory/data/cars.ts): id → name, colour. */
const SUPPLIER_LOGOS = {
  "anadolu-rent": ["Anadolu Rent", "#c0392b"],
  "ege-oto-kiralama": ["Ege Oto Kiralama", "#1f7a8c"],
  "bosphorus-cars": ["Bosphorus Cars", "#1d3557"],
  "akdeniz-arac": ["Akdeniz Araç", "#e07a1f"],
  "kapadokya-rent-a-car": ["Kapadokya Rent a Car", "#8e4b2f"],
  "karadeniz-oto": ["Karadeniz Oto", "#2d6a4f"],
  "marmara-filo": ["Marmara Filo", "#3a5a99"],
  "lykia-car-rental": ["Lykia Car Rental", "#9c2f6b"],
  "hitit-oto": ["Hitit Oto", "#7a5c1e"],
  "yildiz-rent": ["Yıldız Rent", "#5b2a86"],
  "mavi-yol": ["Mavi Yol", "#0b6fb8"],
  "premium-drive": ["Premium Drive", "#222222"],
};

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function logo(name, colour) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(name)}">
  <rect x="2" y="8" width="48" height="48" rx="10" fill="${colour}"/>
  <text x="26" y="40" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
  <text x="60" y="39" font-family="system-ui, sans-serif" font-size="${name.length > 16 ? 15 : 18}" font-weight="600" fill="${colour}">${escapeXml(name)}</text>
</svg>
`;
}

for (const [id, [name, colour]] of Object.entries(SUPPLIER_LOGOS)) {
  const file = join(root, "suppliers", `${id}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, logo(name, colour));
  console.log(`wrote ${file}`);
}

const scenes = [
  ...Object.entries({ ...SCENES, ...HERO_SCENES }).map(([name, palette]) => [name, palette, WIDTH, HEIGHT]),
  ...Object.entries(DESTINATION_SCENES).map(([name, palette]) => [name, palette, CARD_WIDTH, CARD_HEIGHT]),
];
for (const [name, palette, width, height] of scenes) {
  const file = join(root, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, draw(name, palette, width, height));
  console.log(`wrote ${file}`);
}
