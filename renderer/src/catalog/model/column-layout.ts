import type { CatalogColumnLayout } from '../../../../app/catalog/column-layout.ts';
import { VIEW_COLUMNS, type ViewName } from './view.ts';

// A view's column layout (order, hidden columns, widths, the frozen part) and what it makes of
// the view's columns: the shown columns in their order, each with its width and, when frozen,
// the left offset it sticks at. The grid works in shown columns: its selection, keys, paste and
// fill never reach a hidden column, and toModelWrites turns a shown column back into the view's.

export type ColumnLayout = CatalogColumnLayout;

export const MIN_WIDTH = 48;
export const MAX_WIDTH = 1_200;

const DEFAULT_WIDTHS: Record<string, number> = {
  code: 160,
  name: 320,
  product_code: 150,
  brand_code: 120,
  skus: 360,
  color_code: 120,
  size_code: 110,
};

export const defaultWidth = (key: string): number => DEFAULT_WIDTHS[key] ?? 150;

/**
 * The code columns stay in view by default. In the per-SKU view the colour and size come right
 * after the product code, so the three that name a SKU stay in view together.
 */
const DEFAULTS: Record<ViewName, { order: readonly string[]; frozenThrough: string }> = {
  brands: { order: VIEW_COLUMNS.brands, frozenThrough: 'code' },
  colors: { order: VIEW_COLUMNS.colors, frozenThrough: 'code' },
  products: { order: VIEW_COLUMNS.products, frozenThrough: 'product_code' },
  skus: {
    order: ['product_code', 'color_code', 'size_code', 'name', 'brand_code'],
    frozenThrough: 'size_code',
  },
};

export function defaultLayout(view: ViewName): ColumnLayout {
  const { order, frozenThrough } = DEFAULTS[view];
  return { order: [...order], hidden: [], widths: {}, frozenThrough };
}

const clampWidth = (width: number): number =>
  Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/**
 * A stored layout made to fit the view's columns: unknown keys dropped, a missing column added
 * after the one the default order has before it, widths clamped, at least one column shown.
 */
export function normaliseLayout(view: ViewName, stored: ColumnLayout | null): ColumnLayout {
  if (stored === null) return defaultLayout(view);
  const known: readonly string[] = VIEW_COLUMNS[view];
  const order = [...new Set(stored.order.filter((key) => known.includes(key)))];
  const defaults = DEFAULTS[view].order;
  defaults.forEach((key, i) => {
    if (order.includes(key)) return;
    const previous = i === 0 ? -1 : order.indexOf(defaults[i - 1] ?? '');
    order.splice(previous + 1, 0, key);
  });
  let hidden = [...new Set(stored.hidden.filter((key) => known.includes(key)))];
  if (hidden.length >= order.length) hidden = [];
  const widths: Record<string, number> = {};
  for (const [key, width] of Object.entries(stored.widths)) {
    if (known.includes(key)) widths[key] = clampWidth(width);
  }
  const frozenThrough =
    stored.frozenThrough !== null && known.includes(stored.frozenThrough)
      ? stored.frozenThrough
      : null;
  return { order, hidden, widths, frozenThrough };
}

export interface ShownColumn {
  key: string;
  /** The column's index in the view's own columns (VIEW_COLUMNS), what cells are read by. */
  index: number;
  width: number;
  frozen: boolean;
  /** Where it starts, right of the row numbers: a frozen column sticks at this offset. */
  left: number;
}

/** The shown columns in order; the frozen ones are those up to frozenThrough in the order. */
export function shownColumns(view: ViewName, layout: ColumnLayout, rowHeader = 0): ShownColumn[] {
  const known: readonly string[] = VIEW_COLUMNS[view];
  const frozenAt = layout.frozenThrough === null ? -1 : layout.order.indexOf(layout.frozenThrough);
  const out: ShownColumn[] = [];
  let left = rowHeader;
  layout.order.forEach((key, position) => {
    if (layout.hidden.includes(key)) return;
    const width = layout.widths[key] ?? defaultWidth(key);
    out.push({ key, index: known.indexOf(key), width, frozen: position <= frozenAt, left });
    left += width;
  });
  return out;
}

/** The width of the frozen part (the row numbers not counted). */
export function frozenWidth(columns: readonly { width: number; frozen: boolean }[]): number {
  let sum = 0;
  for (const column of columns) if (column.frozen) sum += column.width;
  return sum;
}

export const freezeThrough = (layout: ColumnLayout, key: string): ColumnLayout => ({
  ...layout,
  frozenThrough: key,
});

export const unfreeze = (layout: ColumnLayout): ColumnLayout => ({
  ...layout,
  frozenThrough: null,
});

/** Hides a column; the last shown column stays. */
export function hideColumn(layout: ColumnLayout, key: string): ColumnLayout {
  if (layout.hidden.includes(key)) return layout;
  const shown = layout.order.filter((k) => !layout.hidden.includes(k));
  if (shown.length <= 1) return layout;
  return { ...layout, hidden: [...layout.hidden, key] };
}

export const showColumn = (layout: ColumnLayout, key: string): ColumnLayout => ({
  ...layout,
  hidden: layout.hidden.filter((k) => k !== key),
});

export const showAllColumns = (layout: ColumnLayout): ColumnLayout => ({ ...layout, hidden: [] });

/**
 * Moves a column one place among the shown ones (-1 left, 1 right), past any hidden column
 * between them. At either end nothing moves.
 */
export function moveColumn(layout: ColumnLayout, key: string, step: -1 | 1): ColumnLayout {
  const shown = layout.order.filter((k) => !layout.hidden.includes(k));
  const at = shown.indexOf(key);
  const neighbour = shown[at + step];
  if (at < 0 || neighbour === undefined) return layout;
  return moveColumnTo(layout, key, neighbour, step > 0);
}

/** Puts a column before (or after) another: a header dropped on another header. */
export function moveColumnTo(
  layout: ColumnLayout,
  key: string,
  target: string,
  after: boolean,
): ColumnLayout {
  if (key === target || !layout.order.includes(key) || !layout.order.includes(target)) {
    return layout;
  }
  const order = layout.order.filter((k) => k !== key);
  order.splice(order.indexOf(target) + (after ? 1 : 0), 0, key);
  return { ...layout, order };
}

export const resizeColumn = (layout: ColumnLayout, key: string, width: number): ColumnLayout => ({
  ...layout,
  widths: { ...layout.widths, [key]: clampWidth(width) },
});

/**
 * Room beside a cell's text: its padding on both sides (8 px each), its right border (2 px on the
 * frozen part's edge) and 4 px so text measured off screen never comes out a pixel short.
 */
export const CELL_PADDING = 22;

/** The column width that fits the widest of these measured texts, within the limits. */
export function fitWidth(textWidths: readonly number[]): number {
  const widest = Math.max(0, ...textWidths);
  return clampWidth(Math.ceil(widest) + CELL_PADDING);
}

/**
 * Writes made in shown columns, in the view's columns. A write beyond the shown columns is
 * dropped: nothing the grid writes can land in a hidden column.
 */
export function toModelWrites<W extends { col: number }>(
  writes: readonly W[],
  columns: readonly { index: number }[],
): W[] {
  const out: W[] = [];
  for (const write of writes) {
    const index = columns[write.col]?.index;
    if (index === undefined || index < 0) continue;
    // The same column (none hidden or moved before it): the write as it is, not a copy.
    out.push(index === write.col ? write : { ...write, col: index });
  }
  return out;
}

/**
 * How far to scroll sideways so a shown column is in full view right of the frozen part (whose
 * columns are always in view). Null: it is in view already.
 */
export function scrollLeftFor(
  columns: readonly ShownColumn[],
  col: number,
  scrollLeft: number,
  viewWidth: number,
  rowHeader: number,
): number | null {
  const column = columns[col];
  if (column === undefined || column.frozen) return null;
  const pinned = rowHeader + frozenWidth(columns);
  // The column's place in the scrolled canvas, and the part of the canvas in view past the pins.
  const start = column.left;
  const end = column.left + column.width;
  if (start < scrollLeft + pinned) return Math.max(0, start - pinned);
  if (end > scrollLeft + viewWidth) {
    // A column wider than the space right of the pins shows its start.
    return Math.max(0, Math.min(end - viewWidth, start - pinned));
  }
  return null;
}

/**
 * The shown column of a view's own column, showing it first when it is hidden (a jump to a
 * problem in a hidden column).
 */
export function revealColumn(
  view: ViewName,
  layout: ColumnLayout,
  index: number,
): { layout: ColumnLayout; col: number } {
  const key = VIEW_COLUMNS[view][index];
  if (key === undefined) return { layout, col: 0 };
  const next = layout.hidden.includes(key) ? showColumn(layout, key) : layout;
  const col = shownColumns(view, next).findIndex((c) => c.key === key);
  return { layout: next, col: Math.max(col, 0) };
}
