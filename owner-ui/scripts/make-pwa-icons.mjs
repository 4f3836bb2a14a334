// Draws Paani's app icons (a white water drop on the brand blue) as PNGs into public/icons, with
// no image library: run `node scripts/make-pwa-icons.mjs` after changing the drawing.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
const BLUE = [0x02, 0x77, 0xbd];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A drop: a circle with a point above it, `scale` of the icon's height tall. */
function insideDrop(x, y, scale) {
  const r = 0.22 * scale;
  const cx = 0.5;
  const cy = 0.5 + 0.12 * scale;
  const tipY = cy - 0.5 * scale;
  if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) return true;
  // The sides are the tangents from the tip to the circle, up to where they touch it.
  const d = cy - tipY;
  if (y < tipY || y > tipY + (d * d - r * r) / d) return false;
  return Math.abs(x - cx) <= ((y - tipY) * r) / Math.sqrt(d * d - r * r);
}

function icon(size, scale) {
  const rows = [];
  const samples = 4;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++)
          if (insideDrop((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, scale)) hits++;
      const a = hits / (samples * samples);
      for (let c = 0; c < 3; c++) row[1 + px * 3 + c] = Math.round(BLUE[c] * (1 - a) + WHITE[c] * a);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Maskable icons keep the drop inside the middle 80 % that every launcher's mask leaves visible.
const ICONS = [
  ['icon-192.png', 192, 0.8],
  ['icon-512.png', 512, 0.8],
  ['icon-maskable-192.png', 192, 0.6],
  ['icon-maskable-512.png', 512, 0.6],
  ['apple-touch-icon.png', 180, 0.7],
];
for (const [name, size, scale] of ICONS) writeFileSync(join(OUT, name), icon(size, scale));
console.log(`wrote ${ICONS.length} icons to ${OUT}`);
