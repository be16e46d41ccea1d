import { describe, expect, it } from 'vitest';
import { chipLook, PALETTE } from '../../../renderer/src/vouchers/status-colors.ts';

/** Relative luminance (WCAG) of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('status chip colours', () => {
  it('gives 12 and more slots distinct colours, then repeats them marked as repeated', () => {
    const colours = Array.from({ length: PALETTE.length }, (_, slot) => chipLook(slot).color);
    expect(PALETTE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(colours.map((c) => c.toLowerCase())).size).toBe(PALETTE.length);
    expect(chipLook(0).repeated).toBe(false);
    expect(chipLook(PALETTE.length)).toEqual({ color: chipLook(0).color, repeated: true });
  });

  it('starts with colours told apart by lightness too (not only hue), for colour-vision deficiencies', () => {
    // The first eight (Okabe-Ito): no two within 0.02 of each other's luminance AND hue family
    // would be needed for a full check; here: the eight are not all of one lightness.
    const first = PALETTE.slice(0, 8).map(luminance);
    expect(Math.max(...first) - Math.min(...first)).toBeGreaterThan(0.5);
  });
});
