#!/usr/bin/env node
/**
 * The installable app's PNG icons (docs/offline-trip-card.md) and /favicon.ico (which browsers
 * and crawlers ask for whatever the page links), drawn from public/favicon.svg's
 * shapes: the brand red rounded square with the white "R" route mark. Pure Node (zlib), no image
 * library, so the same script writes the same bytes everywhere. Run after changing the mark:
 *   node scripts/generate-icons.mjs
 */
import { writeFileSync, mkdirSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BRAND = [0xc8, 0x10, 0x2e];
const WHITE = [0xff, 0xff, 0xff];

/** The mark in the favicon's 32×32 units: its stroke as line segments and one half circle. */
const STROKE_WIDTH = 3;
const segments = [
  [9, 22, 9, 10],
  [9, 10, 16.5, 10],
  [16.5, 18, 13, 18],
  [16, 18, 20, 22],
];
const arc = { cx: 16.5, cy: 14, r: 4 }; // the bowl of the R: right half circle from (16.5,10) to (16.5,18)

function distanceToSegment(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function distanceToArc(px, py) {
  const angle = Math.atan2(py - arc.cy, px - arc.cx);
  if (Math.abs(angle) <= Math.PI / 2) return Math.abs(Math.hypot(px - arc.cx, py - arc.cy) - arc.r);
  const ends = [
    [arc.cx, arc.cy - arc.r],
    [arc.cx, arc.cy + arc.r],
  ];
  return Math.min(...ends.map(([x, y]) => Math.hypot(px - x, py - y)));
}

/** Inside the rounded square (radius 7 of 32), or the whole square for a maskable icon. */
function inBackground(x, y, rounded) {
  if (!rounded) return true;
  const r = 7;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/**
 * One icon as RGBA rows, 4×4 supersampled. `scale` shrinks the mark around the centre (a maskable
 * icon keeps it inside the safe zone, the inner 80 %).
 */
function draw(size, { rounded, scale }) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (!inBackground(x, y, rounded)) continue;
          background++;
          const mx = 16 + (x - 16) / scale;
          const my = 16 + (y - 16) / scale;
          const d = Math.min(distanceToArc(mx, my), ...segments.map((segment) => distanceToSegment(mx, my, segment)));
          if (d <= STROKE_WIDTH / 2) mark++;
        }
      }
      const total = samples * samples;
      const offset = 1 + px * 4;
      const share = background === 0 ? 0 : mark / background;
      for (let channel = 0; channel < 3; channel++) {
        row[offset + channel] = Math.round(BRAND[channel] * (1 - share) + WHITE[channel] * share);
      }
      row[offset + 3] = Math.round((background / total) * 255);
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, options) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(draw(size, options), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const directory = new URL("../public/icons/", import.meta.url);
mkdirSync(directory, { recursive: true });
const icons = [
  ["icon-192.png", 192, { rounded: true, scale: 1 }],
  ["icon-512.png", 512, { rounded: true, scale: 1 }],
  ["icon-maskable-512.png", 512, { rounded: false, scale: 0.8 }],
  ["apple-touch-icon.png", 180, { rounded: false, scale: 0.9 }],
];
for (const [name, size, options] of icons) writeFileSync(new URL(name, directory), png(size, options));
console.log(`wrote ${icons.map(([name]) => name).join(", ")} to public/icons/`);

/** An ICO file holding one 32×32 PNG image (the format every browser reads). */
function ico(image) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = 32; // width
  header[7] = 32; // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // the image's offset
  return Buffer.concat([header, image]);
}
writeFileSync(new URL("../public/favicon.ico", import.meta.url), ico(png(32, { rounded: true, scale: 1 })));
console.log("wrote public/favicon.ico");
