// Status chips are coloured from the values seen, never from a list of known values (spec §3:
// status values are not shown). The hue comes from a hash of the value, so a value keeps its
// colour across screens, sessions and the order rows arrive in.

export const CHIP_HUES = 12;

/** FNV-1a over UTF-16 code units: small, stable, well spread for short strings. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Index 0..CHIP_HUES-1 of the chip colour for a status value (case and spacing ignored). */
export function chipHue(value: string): number {
  return hash(value.trim().toLowerCase()) % CHIP_HUES;
}

/** The CSS hue in degrees for a chip slot, spread around the wheel. */
export function hueDegrees(slot: number): number {
  return Math.round((slot * 360) / CHIP_HUES + 15) % 360;
}
