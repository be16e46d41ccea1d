import type { RowRef } from '../../../../app/catalog/operations.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import { CODE_COLUMNS, VIEW_COLUMNS, type ViewName } from '../model/view.ts';
import type { CellWrite } from '../model/write-cells.ts';

// Core mode (issue 28): rows typed or pasted below the view's end show with what was typed as
// soon as the write is made, not when the core has inserted them and the window read them back
// (a paste of 10,000 rows took the core most of a second). The core writer notes them here (its
// rows below the end) and the grid draws them where the window has no row yet; the window's
// rows win once read. Before the core's operation is planned a row has no id (''): rows that
// turn out to join a product (joined-sku-rows.ts) go, as they show among that product's rows.

export class TypedBelow {
  private rows = new Map<number, ViewRow>();
  private readonly onChange: () => void;

  constructor(onChange: () => void) {
    this.onChange = onChange;
  }

  /** The typed row shown at a place, if any. */
  at(place: number): ViewRow | undefined {
    return this.rows.get(place);
  }

  get places(): IterableIterator<number> {
    return this.rows.keys();
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * The writes to places past the end (`past`) as the rows there show them: codes trimmed, a
   * value that looks like a credential left out (window-writes.ts leaves it out of the core too).
   */
  write(
    view: ViewName,
    writes: readonly CellWrite[],
    past: (place: number) => boolean,
    looksSecret: (value: string) => boolean,
  ): void {
    const keys: readonly string[] = VIEW_COLUMNS[view];
    const codes = keys.map((key) => CODE_COLUMNS.has(key));
    // Each row's cells copied once per call (a paste writes 50,000 cells).
    const written = new Map<number, string[]>();
    for (const write of writes) {
      if (write.col < 0 || write.col >= keys.length || !past(write.row)) continue;
      if (write.value !== '' && looksSecret(write.value)) continue;
      let cells = written.get(write.row);
      if (cells === undefined) {
        cells = this.rows.get(write.row)?.cells.slice() ?? keys.map(() => '');
        written.set(write.row, cells);
      }
      cells[write.col] = codes[write.col] === true ? write.value.trim() : write.value;
    }
    let changed = false;
    for (const [place, cells] of written) {
      const held = this.rows.get(place);
      if (held === undefined && cells.every((cell) => cell === '')) continue;
      this.rows.set(place, { ...(held ?? { id: '' }), cells });
      changed = true;
    }
    if (changed) this.onChange();
  }

  /** The core's new rows named (their ids and SKU places); other places typed go. */
  named(places: Iterable<number>, inserted: ReadonlyMap<number, RowRef>): void {
    let changed = false;
    for (const place of places) {
      const row = this.rows.get(place);
      if (row === undefined) continue;
      const ref = inserted.get(place);
      changed = true;
      if (ref === undefined) this.rows.delete(place);
      else {
        this.rows.set(
          place,
          ref.place === undefined
            ? { id: ref.id, cells: row.cells }
            : { id: ref.id, place: ref.place, cells: row.cells },
        );
      }
    }
    if (changed) this.onChange();
  }

  /** Keeps only the places still named by the writer (`keep`). */
  keep(keep: (place: number) => boolean): void {
    const before = this.rows.size;
    for (const place of [...this.rows.keys()]) if (!keep(place)) this.rows.delete(place);
    if (this.rows.size !== before) this.onChange();
  }

  clear(): void {
    if (this.rows.size === 0) return;
    this.rows.clear();
    this.onChange();
  }
}
