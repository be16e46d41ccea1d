import { PREFIX, looksLikeCredential } from '../../../../app/credentials.ts';
import type { RowRef } from '../../../../app/catalog/operations.ts';
import type { CellWrite } from '../../../../renderer/src/catalog/model/write-cells.ts';
import type { ViewName } from '../../../../renderer/src/catalog/model/view.ts';
import {
  windowWrites,
  type RowSlot,
} from '../../../../renderer/src/catalog/window/window-writes.ts';

// The window the windowWrites tests write over: numbered rows, numbered new ids.

/** New ids new1, new2, … in the order asked. */
function ids() {
  let next = 0;
  return () => `new${String((next += 1))}`;
}

/** A window of `length` rows: place p is row `r${p}` (per-SKU view: product r⌊p/2⌋, place p%2). */
export function slots(length: number, skus = false): (place: number) => RowSlot {
  return (place) => {
    if (place >= length) return 'new';
    const ref: RowRef = skus
      ? { id: `r${String(Math.floor(place / 2))}`, place: place % 2 }
      : { id: `r${String(place)}` };
    return { ref };
  };
}

/** windowWrites' options: fresh numbered ids, the app's own secret check. */
export const options = () => ({ newId: ids(), looksSecret: looksLikeCredential });

/** A value that looks like a credential. */
export const TOKEN = `${PREFIX.token}abc123`;

/** windowWrites of the writes over a window of `length` rows (per-SKU rows when `skus`). */
export const planOver = (
  view: ViewName,
  writes: readonly CellWrite[],
  length: number,
  skus = false,
) => windowWrites(view, writes, slots(length, skus), options());
