// A cell's text as the canvas draws it: its first line, cut with an ellipsis to its room, as the
// grid's elements cut it (white-space: pre, text-overflow: ellipsis).

const ELLIPSIS = '…';

/**
 * Text widths for one font, from each character's width measured once: a scroll draws new texts
 * every frame, and measuring each on the canvas cost more than the rest of the frame. A sum of
 * characters' widths misses kerning by a fraction of a pixel: a text that close to its room is
 * measured whole. By code points: a text whose characters combine (a base and its mark) sums
 * wider than it draws, so it is at worst cut a character early while the canvas draws.
 */
export class TextWidths {
  private chars = new Map<string, number>();
  private font = '';

  /** Sets the context's font; the widths known are dropped when it is another. */
  useFont(ctx: CanvasRenderingContext2D, font: string): void {
    if (font !== this.font) {
      this.font = font;
      this.chars.clear();
    }
    ctx.font = font;
  }

  /** The text as drawn in `room` px: whole, or its longest start that fits with an ellipsis. */
  fit(ctx: CanvasRenderingContext2D, text: string, room: number): string {
    const line = text.split('\n', 1)[0] ?? '';
    const ends: number[] = [];
    let sum = 0;
    for (const char of line) {
      sum += this.charWidth(ctx, char);
      ends.push(sum);
    }
    if (sum <= room - NEAR) return line;
    if (sum <= room + NEAR) {
      const whole = ctx.measureText(line).width;
      if (whole <= room) return line;
    }
    const chars = Array.from(line);
    return fitText(
      line,
      room,
      (part) => {
        if (part === line) return sum;
        if (!part.endsWith(ELLIPSIS)) return ctx.measureText(part).width;
        const length = Array.from(part).length - 1;
        return (length === 0 ? 0 : (ends[length - 1] ?? 0)) + this.charWidth(ctx, ELLIPSIS);
      },
      chars,
    );
  }

  private charWidth(ctx: CanvasRenderingContext2D, char: string): number {
    let width = this.chars.get(char);
    if (width === undefined) {
      width = ctx.measureText(char).width;
      this.chars.set(char, width);
    }
    return width;
  }
}

/** How near a text's summed width may come to its room before it is measured whole (px). */
const NEAR = 1.5;

/**
 * The longest start of `text` that fits `room` with an ellipsis after it (text itself if it fits),
 * by characters (`chars`, the text's code points, when known).
 */
export function fitText(
  text: string,
  room: number,
  widthOf: (text: string) => number,
  chars: readonly string[] = Array.from(text.split('\n', 1)[0] ?? ''),
): string {
  const line = chars.join('');
  if (widthOf(line) <= room) return line;
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOf(chars.slice(0, mid).join('') + ELLIPSIS) <= room) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : chars.slice(0, low).join('') + ELLIPSIS;
}
