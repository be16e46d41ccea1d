import { ROW_HEADER_WIDTH, ROW_HEIGHT } from '../grid-types.ts';
import type { FramePlan, PlannedCell, PlannedRow } from './frame-plan.ts';
import type { BodyPalette } from './palette.ts';
import type { TextWidths } from './text-widths.ts';

// Draws a frame's plan (frame-plan.ts) as catalog.css draws the grid's elements: each cell's
// background by its state, the left-edge bar of its problem mark, the corner of a change since
// last sent, its borders, the active cell's outline, then the text, cut with an ellipsis. The
// scrolled cells first, clipped right of the frozen part; the row numbers and frozen cells over
// them.

const PADDING = 8;
const BAR = 3;
/** The changed corner's sides (catalog.css: a 225° gradient stopping at 7 px). */
const CORNER = 7 * Math.SQRT2;

function cellFill(cell: PlannedCell, palette: BodyPalette): string | null {
  const marked = cell.mark === 'error' || cell.mark === 'warning';
  if (cell.selected) return marked ? palette.selectedError : palette.selected;
  if (cell.mark === 'error') return palette.error;
  if (cell.mark === 'warning') return palette.warning;
  return cell.frozen ? palette.surface : null;
}

function barFill(cell: PlannedCell, palette: BodyPalette): string | null {
  if (cell.mark === 'error') return palette.errorBar;
  if (cell.mark === 'warning') return palette.warningBar;
  if (cell.mark === 'note') return palette.noteBar;
  return null;
}

function paintBoxes(
  ctx: CanvasRenderingContext2D,
  rows: readonly PlannedRow[],
  cells: (row: PlannedRow) => readonly PlannedCell[],
  palette: BodyPalette,
): void {
  for (const row of rows) {
    for (const cell of cells(row)) {
      const fill = cellFill(cell, palette);
      if (fill !== null) {
        ctx.fillStyle = fill;
        ctx.fillRect(cell.x, row.y, cell.width, ROW_HEIGHT);
      }
      const bar = barFill(cell, palette);
      if (bar !== null) {
        ctx.fillStyle = bar;
        ctx.fillRect(cell.x, row.y, BAR, ROW_HEIGHT);
      }
      if (cell.changed) {
        const right = cell.x + cell.width;
        ctx.fillStyle = palette.changed;
        ctx.beginPath();
        ctx.moveTo(right - CORNER, row.y);
        ctx.lineTo(right, row.y);
        ctx.lineTo(right, row.y + CORNER);
        ctx.closePath();
        ctx.fill();
      }
    }
  }
  // The borders: one line a column down all the rows, one a row across its cells (every row has
  // the same columns).
  const firstRow = rows[0];
  const lastRow = rows[rows.length - 1];
  if (firstRow === undefined || lastRow === undefined) return;
  const across = cells(firstRow);
  const top = firstRow.y;
  const height = lastRow.y + ROW_HEIGHT - top;
  ctx.fillStyle = palette.border;
  for (const cell of across) {
    if (!cell.edge) ctx.fillRect(cell.x + cell.width - 1, top, 1, height);
  }
  const left = across[0]?.x ?? 0;
  const right = across.reduce((end, cell) => Math.max(end, cell.x + cell.width), left);
  for (const row of rows) ctx.fillRect(left, row.y + ROW_HEIGHT - 1, right - left, 1);
  const edge = across.find((cell) => cell.edge);
  if (edge !== undefined) {
    ctx.fillStyle = palette.borderStrong;
    ctx.fillRect(edge.x + edge.width - 2, top, 2, height);
  }
}

function paintTexts(
  ctx: CanvasRenderingContext2D,
  rows: readonly PlannedRow[],
  cells: (row: PlannedRow) => readonly PlannedCell[],
  palette: BodyPalette,
  widths: TextWidths,
): void {
  widths.useFont(ctx, palette.font);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const row of rows) {
    const middle = row.y + (ROW_HEIGHT - 1) / 2;
    if (row.kind === 'waiting') {
      ctx.globalAlpha = palette.waitingAlpha;
      ctx.fillStyle = palette.waitingBar;
      for (const cell of cells(row)) {
        const room = cell.width - 2 * PADDING - 1;
        ctx.fillRect(cell.x + PADDING, middle - 4, Math.max(0, room * 0.6), 8);
      }
      ctx.globalAlpha = 1;
      continue;
    }
    ctx.fillStyle = palette.text;
    for (const cell of cells(row)) {
      if (cell.text === '') continue;
      const room = cell.width - 2 * PADDING - (cell.edge ? 2 : 1);
      const shown = widths.fit(ctx, cell.text, room);
      if (shown !== '') ctx.fillText(shown, cell.x + PADDING, middle);
    }
  }
}

function paintOutlines(
  ctx: CanvasRenderingContext2D,
  rows: readonly PlannedRow[],
  cells: (row: PlannedRow) => readonly PlannedCell[],
  palette: BodyPalette,
): void {
  ctx.strokeStyle = palette.focus;
  ctx.lineWidth = 2;
  for (const row of rows) {
    for (const cell of cells(row)) {
      if (cell.active) ctx.strokeRect(cell.x + 1, row.y + 1, cell.width - 2, ROW_HEIGHT - 2);
    }
  }
}

function paintHeads(
  ctx: CanvasRenderingContext2D,
  rows: readonly PlannedRow[],
  palette: BodyPalette,
): void {
  for (const row of rows) {
    ctx.fillStyle = row.selectedHead ? palette.headSelected : palette.head;
    ctx.fillRect(0, row.y, ROW_HEADER_WIDTH, ROW_HEIGHT);
    ctx.fillStyle = palette.border;
    ctx.fillRect(ROW_HEADER_WIDTH - 1, row.y, 1, ROW_HEIGHT);
    ctx.fillRect(0, row.y + ROW_HEIGHT - 1, ROW_HEADER_WIDTH, 1);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  // A font set is parsed again even when it is the same: set only when it changes.
  let font = '';
  for (const row of rows) {
    const isNew = row.kind === 'new';
    const rowFont = isNew
      ? palette.newHeadFont
      : row.selectedHead
        ? palette.selectedHeadFont
        : palette.headFont;
    if (rowFont !== font) {
      ctx.font = rowFont;
      font = rowFont;
    }
    ctx.fillStyle = isNew
      ? palette.newHeadText
      : row.selectedHead
        ? palette.headSelectedText
        : palette.headText;
    ctx.fillText(row.label, ROW_HEADER_WIDTH - 1 - PADDING, row.y + ROW_HEIGHT / 2);
  }
}

const scrolledOf = (row: PlannedRow) => row.cells.filter((cell) => !cell.frozen);
const frozenOf = (row: PlannedRow) => row.cells.filter((cell) => cell.frozen);

/** Draws the plan on a context whose units are CSS pixels, `width` × `height` of them. */
export function paintFrame(
  ctx: CanvasRenderingContext2D,
  plan: FramePlan,
  size: { width: number; height: number },
  palette: BodyPalette,
  widths: TextWidths,
): void {
  ctx.fillStyle = palette.surface;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(plan.frozenRight, 0, Math.max(0, size.width - plan.frozenRight), size.height);
  ctx.clip();
  paintBoxes(ctx, plan.rows, scrolledOf, palette);
  paintTexts(ctx, plan.rows, scrolledOf, palette, widths);
  paintOutlines(ctx, plan.rows, scrolledOf, palette);
  ctx.restore();
  paintBoxes(ctx, plan.rows, frozenOf, palette);
  paintTexts(ctx, plan.rows, frozenOf, palette, widths);
  paintOutlines(ctx, plan.rows, frozenOf, palette);
  paintHeads(ctx, plan.rows, palette);
}
