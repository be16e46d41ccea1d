import type { DraftBatch, DraftsSnapshot } from '../../../../app/catalog/drafts.ts';
import type { GridName } from '../../../../app/catalog/rows.ts';
import { CatalogValidation } from '../../../../app/catalog/validation-index.ts';
import type { KnownCodes, Problem } from '../../../../app/catalog/validation.ts';
import {
  applyEdit,
  emptyCatalog,
  invertEdit,
  type CatalogData,
  type Edit,
} from './catalog-data.ts';
import { DraftSaver, type SaveState } from './draft-saver.ts';
import { emptyHistory, record, redo, undo, type History } from './history.ts';
import type { TrimmedCell } from './write-cells.ts';

// The catalog editor's state for the active connection: the drafts of the three grids, the undo
// history and notes about trimmed codes. Every edit is applied, recorded as one undo step and
// queued for saving. Framework-free, so store tests drive it against the real handler table.

export interface CatalogStoreDeps {
  load: (profileId: string) => Promise<DraftsSnapshot>;
  save: (batch: DraftBatch) => Promise<unknown>;
  discard: (profileId: string) => Promise<unknown>;
  saveDelayMs?: number;
}

export interface CatalogSnapshot {
  profileId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: CatalogData;
  history: History<Edit>;
  /** Cells whose codes were trimmed: `${id}:${sku}:${field}`. */
  trimmed: ReadonlySet<string>;
  saveState: SaveState;
}

export const trimmedKey = (t: TrimmedCell): string => `${t.id}:${t.sku}:${t.field}`;

export class CatalogStore {
  private snapshot: CatalogSnapshot = {
    profileId: null,
    status: 'idle',
    data: emptyCatalog(),
    history: emptyHistory(),
    trimmed: new Set(),
    saveState: 'saved',
  };
  private readonly listeners = new Set<() => void>();
  private readonly saver: DraftSaver;
  private loadSeq = 0;
  // Validation follows the data edit by edit: `validation` reflects `validated` once the edits
  // in `unvalidated` are applied to it. Any other change of data (a load, a discard) rebuilds it.
  private validation: CatalogValidation | null = null;
  private validated: CatalogData | null = null;
  private unvalidated: Edit[] = [];

  private readonly deps: CatalogStoreDeps;

  constructor(deps: CatalogStoreDeps) {
    this.deps = deps;
    this.saver = new DraftSaver({
      save: deps.save,
      ...(deps.saveDelayMs === undefined ? {} : { delayMs: deps.saveDelayMs }),
      onState: (saveState) => {
        this.set({ saveState });
      },
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CatalogSnapshot => this.snapshot;

  private set(patch: Partial<CatalogSnapshot>, edit?: Edit): void {
    if (patch.data !== undefined && patch.data !== this.snapshot.data) {
      if (edit !== undefined && this.validated === this.snapshot.data) {
        this.unvalidated.push(edit);
        this.validated = patch.data;
      } else {
        this.validation = null;
        this.validated = null;
        this.unvalidated = [];
      }
    }
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Shows the drafts of this connection (pending saves of the previous one still go out). */
  async open(profileId: string | null): Promise<void> {
    if (profileId === this.snapshot.profileId && this.snapshot.status !== 'failed') return;
    const seq = ++this.loadSeq;
    this.set({
      profileId,
      status: profileId === null ? 'idle' : 'loading',
      data: emptyCatalog(),
      history: emptyHistory(),
      trimmed: new Set(),
    });
    if (profileId === null) return;
    void this.saver.flush();
    try {
      const loaded = await this.deps.load(profileId);
      if (seq !== this.loadSeq) return;
      this.set({ status: 'ready', data: loaded });
    } catch {
      if (seq === this.loadSeq) this.set({ status: 'failed' });
    }
  }

  /**
   * Loads the open connection's drafts again from main, where an import took out the rows it
   * applied. Pending edits are saved first; an edit made while loading is saved and loaded again,
   * so nothing typed is lost. The undo history goes: its steps may name rows that left.
   */
  async reload(profileId: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (profileId !== this.snapshot.profileId || this.snapshot.status !== 'ready') return;
      // Taken before saving: an edit from here on makes this round's load stale.
      const before = this.snapshot.data;
      await this.saver.flush();
      const seq = ++this.loadSeq;
      let loaded: CatalogData;
      try {
        loaded = await this.deps.load(profileId);
      } catch {
        return; // keep showing what is loaded; the next open or reload tries again
      }
      if (seq !== this.loadSeq) return;
      if (this.snapshot.data === before) {
        this.set({ data: loaded, history: emptyHistory(), trimmed: new Set() });
        return;
      }
    }
  }

  /** Applies one edit as one undo step. */
  apply(edit: Edit, trimmed: readonly TrimmedCell[] = []): void {
    const { profileId, data, history } = this.snapshot;
    if (profileId === null || edit.changes.length === 0) return;
    const notes = trimmed.length === 0 ? this.snapshot.trimmed : new Set(this.snapshot.trimmed);
    if (notes !== this.snapshot.trimmed) {
      for (const t of trimmed) (notes as Set<string>).add(trimmedKey(t));
    }
    this.set({ data: applyEdit(data, edit), history: record(history, edit), trimmed: notes }, edit);
    this.saver.queue(profileId, edit);
  }

  undo(): Edit | null {
    const step = undo(this.snapshot.history);
    if (step === null || this.snapshot.profileId === null) return null;
    const inverse = invertEdit(step.step);
    this.set({ data: applyEdit(this.snapshot.data, inverse), history: step.history }, inverse);
    this.saver.queue(this.snapshot.profileId, inverse);
    return step.step;
  }

  redo(): Edit | null {
    const step = redo(this.snapshot.history);
    if (step === null || this.snapshot.profileId === null) return null;
    this.set({ data: applyEdit(this.snapshot.data, step.step), history: step.history }, step.step);
    this.saver.queue(this.snapshot.profileId, step.step);
    return step.step;
  }

  /** "Discard all changes": every grid of this connection emptied, in the store too. */
  async discardAll(): Promise<void> {
    const { profileId } = this.snapshot;
    if (profileId === null) return;
    await this.saver.flush();
    await this.deps.discard(profileId);
    this.set({ data: emptyCatalog(), history: emptyHistory(), trimmed: new Set() });
  }

  flush(): Promise<void> {
    return this.saver.flush();
  }

  /**
   * The validation of the current data with these known codes: built once per load, then kept
   * up to date from each edit's changed rows. A new `known` recomputes unknown-code warnings only.
   */
  validationFor(known: KnownCodes): CatalogValidation {
    const { data } = this.snapshot;
    if (this.validation === null || this.validated !== data) {
      this.validation = new CatalogValidation(data, known);
      this.validated = data;
      this.unvalidated = [];
    }
    for (const edit of this.unvalidated) {
      if (edit.grid === 'products') this.validation.update('products', edit.changes);
      else this.validation.update(edit.grid, edit.changes);
    }
    this.unvalidated = [];
    this.validation.setKnown(known);
    return this.validation;
  }

  /** Every problem of the current data (the same list until the data or `known` changes). */
  problems(known: KnownCodes): Problem[] {
    return this.validationFor(known).problems();
  }

  dispose(): void {
    this.saver.dispose();
  }
}

export const GRID_ORDER: readonly GridName[] = ['brands', 'colors', 'products'];
