// The app icon: one SVG source, every size the installers need generated from it by
// scripts/icons/generate.ts (node:zlib encoders; nothing installed here rasterises SVG).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICO_SIZES, iconFiles, PNG_SIZES } from '../../../scripts/icons/generate.ts';
import { ICNS_TYPES } from '../../../scripts/icons/encoders.ts';
import { parseIconSvg } from '../../../scripts/icons/svg-shapes.ts';

const root = resolve(import.meta.dirname, '../../..');
const svg = readFileSync(join(root, 'assets/icon.svg'), 'utf8');
const generated = iconFiles(svg);
const committed = (path: string) => readFileSync(join(root, path));

/** Width, height and RGBA pixels of an unfiltered 8-bit RGBA PNG (what the encoder writes). */
function decodePng(png: Buffer): {
  width: number;
  height: number;
  pixel(x: number, y: number): number[];
} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
      idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return {
    width,
    height,
    pixel: (x, y) => [
      ...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4),
    ],
  };
}

describe('app icon', () => {
  it('the committed files are what the script makes from the SVG (run it after editing)', () => {
    for (const [path, bytes] of generated) {
      expect(
        committed(path).equals(bytes),
        `${path} is stale: node scripts/icons/generate.ts`,
      ).toBe(true);
    }
  });

  it('has a PNG of every size, drawn as the SVG says', () => {
    for (const size of PNG_SIZES) {
      const png = decodePng(committed(`assets/icons/${size}x${size}.png`));
      expect([png.width, png.height]).toEqual([size, size]);
    }
    const big = decodePng(committed('assets/icons/512x512.png'));
    expect(big.pixel(2, 2)[3]).toBe(0); // outside the rounded card: transparent
    expect(big.pixel(60, 256)).toEqual([0x2a, 0x5a, 0x85, 255]); // the card's blue
    expect(big.pixel(352, 318)).toEqual([0xf2, 0xb5, 0x44, 255]); // the badge
  });

  it('has an .ico with the Windows sizes', () => {
    const ico = committed('assets/icon.ico');
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(ICO_SIZES.length);
    const sizes = ICO_SIZES.map((_, i) => ico[6 + i * 16] || 256);
    expect(sizes).toEqual([...ICO_SIZES]);
    const firstOffset = ico.readUInt32LE(6 + 12);
    expect(decodePng(ico.subarray(firstOffset, firstOffset + ico.readUInt32LE(6 + 8))).width).toBe(
      16,
    );
  });

  it('has an .icns whose elements cover the macOS sizes', () => {
    const icns = committed('assets/icon.icns');
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      types.push(icns.toString('latin1', at, at + 4));
      const png = decodePng(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4)));
      expect(png.width).toBe(ICNS_TYPES.find((t) => t.type === types.at(-1))?.size);
    }
    expect(types).toEqual(ICNS_TYPES.map((t) => t.type));
  });

  it('refuses SVG it cannot draw faithfully', () => {
    expect(() => parseIconSvg('<svg viewBox="0 0 10 10"><path d="M0 0"/></svg>')).toThrow(/path/);
    expect(() =>
      parseIconSvg(
        '<svg viewBox="0 0 10 10"><rect x="0" y="0" width="5" height="5" fill="red"/></svg>',
      ),
    ).toThrow(/#rrggbb/);
  });
});
