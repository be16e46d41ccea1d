// node scripts/icons/generate.ts — every icon the targets need, from assets/icon.svg:
//   assets/icons/<n>x<n>.png (Linux, the window), assets/icon.ico (Windows), assets/icon.icns
//   (macOS). No package can rasterise SVG without a download here, so the few shapes the icon
//   uses are drawn by rasterise.ts and encoded with node:zlib (encoders.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeIco, encodeIcns, encodePng } from './encoders.ts';
import { rasterise } from './rasterise.ts';
import { parseIconSvg } from './svg-shapes.ts';

export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

/** Every output file, path relative to the repository → bytes. Deterministic. */
export function iconFiles(svg: string): Map<string, Buffer> {
  const drawing = parseIconSvg(svg);
  const pngs = new Map<number, Buffer>(
    PNG_SIZES.map((size) => [size, encodePng(rasterise(drawing, size))]),
  );
  const files = new Map<string, Buffer>();
  for (const [size, png] of pngs) files.set(`assets/icons/${size}x${size}.png`, png);
  files.set(
    'assets/icon.ico',
    encodeIco(ICO_SIZES.map((size) => ({ size, png: pngs.get(size) ?? Buffer.alloc(0) }))),
  );
  files.set('assets/icon.icns', encodeIcns(pngs));
  return files;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '../..');
  mkdirSync(join(root, 'assets/icons'), { recursive: true });
  for (const [path, bytes] of iconFiles(readFileSync(join(root, 'assets/icon.svg'), 'utf8'))) {
    writeFileSync(join(root, path), bytes);
    console.log(`${path} (${bytes.length} bytes)`);
  }
}
