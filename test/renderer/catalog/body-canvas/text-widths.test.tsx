import { describe, expect, it } from 'vitest';
import { fitText, TextWidths } from '../../../../renderer/src/catalog/body-canvas/text-widths.ts';

// The canvas cuts a cell's text from its characters' widths, measured once each (TextWidths): in
// real Chromium it cuts where measuring every candidate whole would.

const TEXTS = [
  'P-008231',
  '綿シャツ 8231',
  'BK: XS S M L XL XXL · GY: XS S',
  'Kikan Apparel Co., Ltd. — Tokyo',
  'ｶﾀｶﾅ and ＦＵＬＬ width',
  'WWWWWWWWWW',
  '',
];
const ROOMS = [0, 8, 20, 37, 60, 83, 120, 183, 300];

describe('TextWidths.fit', () => {
  it('cuts each text where measuring it whole cuts it, at every room', () => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx === null) throw new Error('no 2d context');
    const widths = new TextWidths();
    const font = '400 13px sans-serif';
    widths.useFont(ctx, font);
    const exact = (text: string, room: number) =>
      fitText(text, room, (part) => ctx.measureText(part).width);
    const differ: string[] = [];
    for (const text of TEXTS) {
      for (const room of ROOMS) {
        const fast = widths.fit(ctx, text, room);
        const whole = exact(text, room);
        // A sum of characters may cut one character earlier than kerning would allow.
        const near =
          fast === whole ||
          (whole.endsWith('…') &&
            whole.startsWith(fast.slice(0, -1)) &&
            whole.length - fast.length <= 1);
        if (!near) differ.push(`${text} @${String(room)}: ${fast} / ${whole}`);
      }
    }
    expect(differ).toEqual([]);
    expect(widths.fit(ctx, 'first line\nsecond', 300)).toBe('first line');
  });
});
