import type { DatabaseSync } from 'node:sqlite';
import type { PlaceAnswer, PlaceInput } from '../../../app/catalog/view-place.ts';
import { statements } from './view-cells.ts';
import type { ViewReader } from './views.ts';

// A row's place in a view the core holds: its places in the view's order table (one a SKU in the
// per-SKU view), each turned into the position it shows at; the asked SKU's when it shows, else
// the first. A row the view's filters leave out has none.

export function createViewPlace(db: DatabaseSync) {
  const all = statements(db);
  return {
    place(reader: ViewReader, input: PlaceInput): PlaceAnswer {
      const segments = reader.segments;
      const master = reader.view === 'brands' || reader.view === 'colors';
      const sql = master
        ? `SELECT v.place, v.sku FROM temp.catalog_view_rows v
            WHERE v.view_id = :view AND v.row_id = (SELECT row_id FROM catalog_masters
              WHERE profile_id = :profile AND grid = :grid AND id = :id)`
        : `SELECT v.place, v.sku FROM temp.catalog_view_rows v
            WHERE v.view_id = :view AND v.row_id = (SELECT row_id FROM catalog_products
              WHERE profile_id = :profile AND id = :id)`;
      const lines = all(sql, {
        view: reader.table,
        profile: reader.profileId,
        id: input.id,
        ...(master ? { grid: reader.view } : {}),
      });
      const wanted = input.sku ?? -1;
      let first: number | null = null;
      let ofSku: number | null = null;
      for (const [place, sku] of lines) {
        const at = segments.showsAt(Number(place));
        if (at < 0) continue;
        if (first === null || at < first) first = at;
        if (wanted >= 0 && Number(sku) === wanted && (ofSku === null || at < ofSku)) ofSku = at;
      }
      return { ...reader.info, place: ofSku ?? first };
    },
  };
}
