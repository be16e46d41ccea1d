import type { DraftBatch, DraftsSnapshot } from '../../../../app/catalog/drafts.ts';
import type { GridName } from '../../../../app/catalog/rows.ts';
import {
  validateCatalog,
  type KnownCodes,
  type Problem,
} from '../../../../app/catalog/validation.ts';
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
  private problemsFor: { data: CatalogData; known: KnownCodes; problems: Problem[] } | null = null;

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

  private set(patch: Partial<CatalogSnapshot>): void {
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

  /** Applies one edit as one undo step. */
  apply(edit: Edit, trimmed: readonly TrimmedCell[] = []): void {
    const { profileId, data, history } = this.snapshot;
    if (profileId === null || edit.changes.length === 0) return;
    const notes = trimmed.length === 0 ? this.snapshot.trimmed : new Set(this.snapshot.trimmed);
    if (notes !== this.snapshot.trimmed) {
      for (const t of trimmed) (notes as Set<string>).add(trimmedKey(t));
    }
    this.set({ data: applyEdit(data, edit), history: record(history, edit), trimmed: notes });
    this.saver.queue(profileId, edit);
  }

  undo(): Edit | null {
    const step = undo(this.snapshot.history);
    if (step === null || this.snapshot.profileId === null) return null;
    const inverse = invertEdit(step.step);
    this.set({ data: applyEdit(this.snapshot.data, inverse), history: step.history });
    this.saver.queue(this.snapshot.profileId, inverse);
    return step.step;
  }

  redo(): Edit | null {
    const step = redo(this.snapshot.history);
    if (step === null || this.snapshot.profileId === null) return null;
    this.set({ data: applyEdit(this.snapshot.data, step.step), history: step.history });
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

  /** Validation of the current data, computed once per data version. */
  problems(known: KnownCodes): Problem[] {
    const { data } = this.snapshot;
    if (this.problemsFor?.data !== data || this.problemsFor.known !== known) {
      this.problemsFor = { data, known, problems: validateCatalog(data, known) };
    }
    return this.problemsFor.problems;
  }

  dispose(): void {
    this.saver.dispose();
  }
}

export const GRID_ORDER: readonly GridName[] = ['brands', 'colors', 'products'];
