import { describe, expect, it } from 'vitest';
import { fitText } from '../../../../renderer/src/catalog/body-canvas/text-widths.ts';

// A cell's text on the canvas is cut as the elements cut it (text-overflow: ellipsis), first line
// only (white-space: pre in a one-line cell).

const width = (text: string) => text.length * 10;

describe('fitText', () => {
  it('keeps a text that fits, cuts one that does not with an ellipsis, and shows the first line', () => {
    expect(fitText('ABCDE', 50, width)).toBe('ABCDE');
    expect(fitText('ABCDEFGHIJ', 50, width)).toBe('ABCD…');
    expect(fitText('AB\nCD', 50, width)).toBe('AB');
    expect(fitText('ABCDEF', 5, width)).toBe('');
    expect(fitText('', 50, width)).toBe('');
  });
});
