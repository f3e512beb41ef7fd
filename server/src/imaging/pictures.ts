import { deflateSync } from 'node:zlib';
import { mulberry32 } from '../seed/random.ts';

/**
 * Demo imaging pictures: small greyscale PNGs that look like radiographs (a chest, a hand, a knee, a skull
 * cross-section), drawn deterministically from a variant number so that no picture files are committed.
 * Each picture is drawn once per process and kept (a few KB each).
 */

export const PICTURE_SIZES = { thumb: 128, full: 512 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
export const PICTURE_KINDS = 4;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG of `size` x `size` pixels. */
export function encodeGreyPng(size: number, pixels: Uint8Array): Buffer {
  const raw = Buffer.alloc((size + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size + 1)] = 0;
    raw.set(pixels.subarray(y * size, (y + 1) * size), y * (size + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}


/** Soft ellipse: 1 inside, fading to 0 over `edge` (unit coordinates). */
function ellipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, edge = 0.08): number {
  const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
  return d <= 1 ? 1 : Math.max(0, 1 - (d - 1) / edge);
}

/** Brightness 0..1 at unit coordinates (x, y) in -1..1 for one kind of picture. */
function density(kind: number, x: number, y: number, tilt: number): number {
  const xs = x + tilt * y;
  switch (kind) {
    case 0: {
      // Chest: body, darker lungs, spine, ribs, heart shadow.
      let v = 0.35 * ellipse(xs, y, 0, 0.1, 0.85, 1.05);
      const lungs = Math.max(ellipse(xs, y, -0.38, -0.05, 0.3, 0.62), ellipse(xs, y, 0.38, -0.05, 0.3, 0.62));
      v -= 0.22 * lungs;
      for (let r = 0; r < 8; r++) {
        const ry = -0.6 + r * 0.15;
        const rib = Math.abs(y - (ry + 0.18 * xs * xs)) < 0.025 && Math.abs(xs) > 0.06 && Math.abs(xs) < 0.72 ? 0.18 : 0;
        v += rib * lungs + rib * 0.3;
      }
      v += 0.45 * ellipse(xs, y, 0, 0, 0.06, 1.2, 0.02);
      v += 0.2 * ellipse(xs, y, 0.12, 0.3, 0.24, 0.22);
      return v;
    }
    case 1: {
      // Hand: palm and five fingers of bone.
      let v = 0.25 * ellipse(xs, y, 0, 0.45, 0.45, 0.45);
      const angles = [-0.9, -0.35, -0.1, 0.15, 0.4];
      angles.forEach((a, i) => {
        const len = i === 0 ? 0.5 : 0.75 - Math.abs(i - 2.5) * 0.08;
        const ux = Math.sin(a);
        const uy = -Math.cos(a);
        const px = xs - (ux * 0.35 + (i - 2) * 0.05);
        const py = y - (0.35 + uy * 0.35);
        const along = px * ux + py * uy;
        const across = Math.abs(px * uy - py * ux);
        if (along > 0 && along < len) {
          v += 0.2 * Math.max(0, 1 - across / 0.09);
          if (across < 0.04 && Math.floor(along / (len / 3)) !== Math.floor((along + 0.02) / (len / 3))) v -= 0.25;
          else if (across < 0.04) v += 0.35;
        }
      });
      for (let m = 0; m < 5; m++) v += 0.3 * ellipse(xs, y, -0.3 + m * 0.15, 0.45, 0.03, 0.22, 0.02);
      return v;
    }
    case 2: {
      // Knee: femur above, tibia below, a joint space between, the patella.
      let v = 0.28 * ellipse(xs, y, 0, 0, 0.6, 1.3);
      v += 0.45 * ellipse(xs, y, 0, -0.6, 0.28, 0.6, 0.03);
      v += 0.45 * ellipse(xs, y, 0, -0.08, 0.42, 0.16, 0.03);
      v += 0.45 * ellipse(xs, y, 0, 0.55, 0.3, 0.52, 0.03);
      v += 0.45 * ellipse(xs, y, 0, 0.12, 0.4, 0.1, 0.03);
      v += 0.2 * ellipse(xs, y, 0.35, -0.2, 0.14, 0.2);
      return v;
    }
    default: {
      // Head cross-section: skull ring, brain, ventricles.
      let v = 0.6 * (ellipse(xs, y, 0, 0, 0.78, 0.92, 0.02) - ellipse(xs, y, 0, 0, 0.71, 0.85, 0.02));
      v += 0.38 * ellipse(xs, y, 0, 0, 0.7, 0.84, 0.02);
      v -= 0.2 * Math.max(ellipse(xs, y, -0.12, -0.05, 0.07, 0.25), ellipse(xs, y, 0.12, -0.05, 0.07, 0.25));
      v += 0.05 * Math.sin(xs * 40) * Math.sin(y * 37) * ellipse(xs, y, 0, 0, 0.65, 0.78);
      return v;
    }
  }
}

function draw(variant: number, size: number): Uint8Array {
  const rnd = mulberry32(variant * 7919 + size);
  const kind = ((variant % PICTURE_KINDS) + PICTURE_KINDS) % PICTURE_KINDS;
  const tilt = (mulberry32(variant)() - 0.5) * 0.2;
  const pixels = new Uint8Array(size * size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px / size) * 2 - 1;
      const y = (py / size) * 2 - 1;
      const v = 0.04 + density(kind, x, y, tilt) + (rnd() - 0.5) * 0.02;
      pixels[py * size + px] = Math.max(0, Math.min(255, Math.round(v * 63) * 4));
    }
  }
  return pixels;
}

const cache = new Map<string, Buffer>();

/** The PNG bytes of one demo picture. */
export function pictureBytes(variant: number, size: PictureSize): Buffer {
  const key = `${variant}:${size}`;
  let bytes = cache.get(key);
  if (!bytes) {
    const side = PICTURE_SIZES[size];
    bytes = encodeGreyPng(side, draw(variant, side));
    if (cache.size > 256) cache.clear();
    cache.set(key, bytes);
  }
  return bytes;
}
