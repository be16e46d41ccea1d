import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHIP_HUES, chipHue, hueDegrees } from '../../../renderer/src/vouchers/status-colors.ts';

describe('status chip colours', () => {
  it('gives a value the same colour whatever else was seen and in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (others, value) => {
        const before = chipHue(value);
        others.forEach(chipHue);
        expect(chipHue(value)).toBe(before);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThan(CHIP_HUES);
      }),
    );
  });

  it('ignores case and surrounding spaces, and spreads common values over several colours', () => {
    expect(chipHue(' Open ')).toBe(chipHue('open'));
    const values = [
      'open',
      'closed',
      'draft',
      'received',
      'cancelled',
      'partial',
      '発注済',
      '入荷済',
    ];
    expect(new Set(values.map(chipHue)).size).toBeGreaterThanOrEqual(5);
  });

  it('maps slots to distinct hues', () => {
    const hues = Array.from({ length: CHIP_HUES }, (_, slot) => hueDegrees(slot));
    expect(new Set(hues).size).toBe(CHIP_HUES);
  });
});
