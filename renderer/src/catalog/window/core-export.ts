import type { GridName } from '../../../../app/catalog/rows.ts';
import {
  NO_VIEW_SPEC,
  type CatalogViewName,
  type ViewInfo,
  type ViewSpec,
  type ViewWindow,
} from '../../../../app/catalog/views.ts';
import type { ProductShape } from '../files/export-grid.ts';

// A grid saved to a file in core mode (issue 28, step 4): the page holds no rows, so the rows
// come from the core in parts, as windows of a view of the whole grid in draft order (what the
// page's export writes: every row, unsorted, unfiltered), and the view is let go after. The
// cells are the view's, which are the export's columns: the products view's SKU cell is the
// same summary, and the per-SKU view has one row a SKU (one for a product without SKUs).

/** Rows read in one window call (catalog.window's most). */
export const EXPORT_PART_ROWS = 2_000;

export interface ExportTransport {
  view: (spec: ViewSpec) => Promise<ViewInfo>;
  window: (input: { viewId: number; from: number; count: number }) => Promise<ViewWindow>;
  drop: (viewId: number) => Promise<unknown>;
}

const HEADERS: Record<CatalogViewName, string[]> = {
  brands: ['code', 'name'],
  colors: ['code', 'name'],
  products: ['product_code', 'name', 'brand_code', 'skus'],
  skus: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
};

/** The view whose rows are the file's rows. */
export const exportViewOf = (grid: GridName, shape: ProductShape): CatalogViewName =>
  grid === 'products' ? shape : grid;

/**
 * The grid's table (header first) read from the core in parts; `onPart` hears how many rows are
 * read of how many after each part. A part answered for a view of another length (an edit came
 * between) starts the read over, so the file is one state of the grid.
 */
export async function readExportTable(
  transport: ExportTransport,
  grid: GridName,
  shape: ProductShape,
  onPart: (read: number, of: number) => void = () => undefined,
): Promise<string[][]> {
  const view = exportViewOf(grid, shape);
  for (let attempt = 0; ; attempt += 1) {
    const info = await transport.view({ view, ...NO_VIEW_SPEC });
    try {
      const table: string[][] = [HEADERS[view]];
      let moved = false;
      for (let from = 0; from < info.length; from += EXPORT_PART_ROWS) {
        const count = Math.min(EXPORT_PART_ROWS, info.length - from);
        const window = await transport.window({ viewId: info.viewId, from, count });
        if (window.length !== info.length || window.rows.length !== count) {
          moved = true;
          break;
        }
        for (const row of window.rows) table.push(row.cells);
        onPart(from + count, info.length);
      }
      if (!moved) return table;
      if (attempt >= 2) throw new Error('The grid kept changing while it was read.');
    } finally {
      await transport.drop(info.viewId).catch(() => undefined);
    }
  }
}
