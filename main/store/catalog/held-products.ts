import type { DatabaseSync } from 'node:sqlite';
import type { OperationAnswer } from '../../../app/catalog/operations.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { changesOf, type Mirror, type ReadRow } from './validation-changes.ts';
import { createValidationRows, type PlacedRow, type ValidationRows } from './validation-rows.ts';
import { emptyPending, isEmpty, tell, type Pending, type Told } from './told-changes.ts';

// The connection's products held in memory with their SKUs (the core's find and column figures
// in memory, changed ids, codes of rows read them), read whole once when first asked, then moved
// on from the rows each operation, undo and redo changed: an answer that lists no rows moves
// them on from its step in the undo log (a product's own cells read set-based, its SKUs kept);
// a change they were not told of (a save, a discard) is seen by the catalog's version, and
// every row is read again and compared. The validation no longer reads them (it asks SQLite).

export interface HeldProducts {
  /** Told after each operation, undo (undid) and redo. */
  changed(profileId: string, answer: OperationAnswer, undid: boolean): void;
  /** Moves on now if a step of the undo log waits (before an operation, which may drop it). */
  flush(profileId: string): void;
  held(profileId: string): ReadonlyMap<string, PlacedRow<ProductRow>>;
  forget(profileId: string): void;
}

interface Connection extends Told {
  mirror: Mirror;
}

export function createHeldProducts(
  db: DatabaseSync,
  version: (profileId: string) => number,
): HeldProducts {
  const rows: ValidationRows = createValidationRows(db);
  const connections = new Map<string, Connection>();

  function build(profileId: string): Connection {
    const seen = version(profileId);
    const products = rows.products(profileId);
    const mirror: Mirror = {
      brands: new Map(),
      colors: new Map(),
      products: new Map(products.map((row) => [row.id, row])),
    };
    return { mirror, seen, pending: emptyPending() };
  }

  /** A product whose own cells alone a step changed is read without its SKUs (kept). */
  function moveOn(profileId: string, state: Connection, pending: Pending | null): void {
    if (pending === null) {
      const whole: ReadRow[] = rows.products(profileId).map((row) => ({ id: row.id, row }));
      changesOf(state.mirror, 'products', whole, true);
      return;
    }
    const full = pending.ids.products;
    for (const step of pending.steps) {
      for (const { grid, id } of rows.stepOthers(profileId, step)) {
        if (grid === 'products') full.add(id);
      }
    }
    const read: ReadRow[] = [...full].map((id) => ({
      id,
      row: rows.one(profileId, 'products', id),
    }));
    for (const step of pending.steps) {
      for (const { id, position, row } of rows.stepProducts(profileId, step)) {
        if (full.has(id)) continue;
        const held = state.mirror.products.get(id);
        if (held === undefined) {
          read.push({ id, row: rows.one(profileId, 'products', id) });
          continue;
        }
        state.mirror.products.set(id, { id, position, row: { ...row, skus: held.row.skus } });
      }
    }
    changesOf(state.mirror, 'products', read, false);
  }

  function current(profileId: string): Connection {
    let state = connections.get(profileId);
    if (state === undefined) {
      state = build(profileId);
      connections.set(profileId, state);
      return state;
    }
    const now = version(profileId);
    const pending = now === state.seen ? state.pending : null;
    if (pending === null || !isEmpty(pending)) moveOn(profileId, state, pending);
    state.seen = now;
    state.pending = emptyPending();
    return state;
  }

  return {
    changed(profileId, answer, undid) {
      const state = connections.get(profileId);
      if (state !== undefined) tell(state, rows, profileId, answer, undid);
    },
    flush(profileId) {
      const state = connections.get(profileId);
      if (state !== undefined && state.pending !== null && state.pending.steps.length > 0) {
        current(profileId);
      }
    },
    held: (profileId) => current(profileId).mirror.products,
    forget(profileId) {
      connections.delete(profileId);
    },
  };
}
