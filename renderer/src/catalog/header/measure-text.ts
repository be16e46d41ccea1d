// Text widths for "fit width": measured with a canvas in the font the grid draws with (read off
// an element of the grid), so the column fits what is on screen without laying out any cell.

let canvas: HTMLCanvasElement | null = null;

export function textMeasurer(sample: Element | null): (text: string) => number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context === null || sample === null) return (text) => text.length * 8;
  const style = getComputedStyle(sample);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return (text) => context.measureText(text).width;
}
