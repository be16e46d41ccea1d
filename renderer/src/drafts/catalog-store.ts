import type { DraftBatch, DraftsSnapshot } from '../../../app/catalog/drafts.ts';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { AppError } from '../../../app/errors.ts';
import { CatalogValidation } from '../../../app/catalog/validation-index.ts';
import type { KnownCodes, Problem } from '../../../app/catalog/validation.ts';
import {
  applyEdit,
  emptyCatalog,
  invertEdit,
  type CatalogData,
  type Edit,
  type TrimmedCell,
} from './catalog-data.ts';
import { asAppError, DraftSaver, type SaveState } from './draft-saver.ts';
import { emptyUndoStack, record, redo, undo, type UndoStack } from './undo-stack.ts';

// The catalog editor's state for the active connection: the drafts of the three grids, the undo
// stack and notes about trimmed codes. Every edit is applied, recorded as one undo step and
// queued for saving. Framework-free, so store tests drive it against the real handler table.

export interface CatalogStoreDeps {
  load: (profileId: string) => Promise<DraftsSnapshot>;
  save: (batch: DraftBatch) => Promise<unknown>;
  discard: (profileId: string) => Promise<unknown>;
  saveDelayMs?: number;
  /**
   * Waits before loading again after a failed load (a read, so harmless to repeat): the core
   * restarting or a busy moment should not leave the grid on "could not load". Default: 1 s, 3 s.
   */
  loadRetryDelaysMs?: readonly number[];
  /** The most a load waits for the grid's first screenful (`open`); default FIRST_SCREEN_WAIT_MS. */
  firstScreenWaitMs?: number;
  /**
   * Whether a connection's catalog stays in the core (core mode, issue 28): the drafts are then
   * never loaded into the page and the grids work on the core's windows. Absent: never.
   */
  coreMode?: (profileId: string) => Promise<boolean>;
}

const LOAD_RETRY_DELAYS_MS = [1000, 3000];

/**
 * How long a load waits for the grid's first screenful from the core (`open`'s `firstScreen`) at
 * most, a last resort: a refusal or a failed window settles it at once. Not shorter: the core
 * answers one call at a time, so a load sent while it still builds a large view (seconds for a
 * million SKU rows on a busy machine) only puts the first window behind the whole draft.
 */
export const FIRST_SCREEN_WAIT_MS = 20_000;

/**
 * One undo step: an edit, or edits of several grids made together (a code renamed in the brands
 * grid with the products naming it), undone and redone as one.
 */
export type Step = Edit | readonly Edit[];
export const editsOf = (step: Step): readonly Edit[] => ('grid' in step ? [step] : step);

export interface CatalogSnapshot {
  profileId: string | null;
  /** 'core': the connection's catalog stays in the core (core mode); `data` holds no rows. */
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'core';
  data: CatalogData;
  undoStack: UndoStack<Step>;
  /** Cells whose codes were trimmed: `${id}:${sku}:${field}`. */
  trimmed: ReadonlySet<string>;
  saveState: SaveState;
  /** Why the last save failed (it is being retried); null once a save lands. */
  saveFailure: AppError | null;
  /** Why the drafts could not be loaded (status 'failed'), after the retries. */
  loadFailure: AppError | null;
  /**
   * Core mode: moves on when the core's catalog changed by other means than the grids' own
   * operations (an import took rows out, a take-back, a discard) or the core restarted and forgot
   * its views: the grids' windows are read anew.
   */
  coreEpoch: number;
}

export const trimmedKey = (t: TrimmedCell): string => `${t.id}:${t.sku}:${t.field}`;

export class CatalogStore {
  private snapshot: CatalogSnapshot = {
    profileId: null,
    status: 'idle',
    data: emptyCatalog(),
    undoStack: emptyUndoStack(),
    trimmed: new Set(),
    saveState: 'saved',
    saveFailure: null,
    loadFailure: null,
    coreEpoch: 0,
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
      onState: (saveState, saveFailure) => {
        this.set({ saveState, saveFailure });
      },
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CatalogSnapshot => this.snapshot;

  private set(patch: Partial<CatalogSnapshot>, edits?: readonly Edit[]): void {
    if (patch.data !== undefined && patch.data !== this.snapshot.data) {
      if (edits !== undefined && this.validated === this.snapshot.data) {
        this.unvalidated.push(...edits);
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

  /**
   * Shows the drafts of this connection (pending saves of the previous one still go out).
   * `firstScreen`: the grid's first rows asked of the core on their own (issue 28); the drafts are
   * asked for once it settles (or after FIRST_SCREEN_WAIT_MS), because the core answers one call
   * at a time and the whole draft would otherwise go first and hold the first rows back.
   */
  async open(profileId: string | null, firstScreen?: Promise<unknown>): Promise<void> {
    if (profileId === this.snapshot.profileId && this.snapshot.status !== 'failed') return;
    const seq = ++this.loadSeq;
    this.set({
      profileId,
      status: profileId === null ? 'idle' : 'loading',
      data: emptyCatalog(),
      undoStack: emptyUndoStack(),
      trimmed: new Set(),
      loadFailure: null,
    });
    if (profileId === null) return;
    void this.saver.flush();
    // The core mode's count too waits for the first rows: at a million SKU rows it is a join
    // over every SKU, and asked beside the view it came first on the core's thread.
    if (firstScreen !== undefined) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        firstScreen.catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, this.deps.firstScreenWaitMs ?? FIRST_SCREEN_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (seq !== this.loadSeq) return;
    }
    if (this.deps.coreMode !== undefined) {
      const inCore = await this.staysInCore(this.deps.coreMode, profileId);
      if (seq !== this.loadSeq) return;
      if (inCore) {
        this.set({ status: 'core' });
        return;
      }
    }
    const delays = this.deps.loadRetryDelaysMs ?? LOAD_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const loaded = await this.deps.load(profileId);
        if (seq === this.loadSeq) this.set({ status: 'ready', data: loaded });
        return;
      } catch (error) {
        if (seq !== this.loadSeq) return;
        const delay = delays[attempt];
        if (delay === undefined) {
          this.set({ status: 'failed', loadFailure: asAppError(error) });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (seq !== this.loadSeq) return;
      }
    }
  }

  /** A failed count leaves the connection's drafts in the page, as before the core mode. */
  private async staysInCore(
    coreMode: (profileId: string) => Promise<boolean>,
    profileId: string,
  ): Promise<boolean> {
    try {
      return await coreMode(profileId);
    } catch {
      return false;
    }
  }

  /** Loads again after a failed load (the user's Retry, or the core back after a restart). */
  retryLoad(): Promise<void> {
    if (this.snapshot.status === 'core') {
      this.coreChanged();
      return Promise.resolve();
    }
    if (this.snapshot.status !== 'failed') return Promise.resolve();
    return this.open(this.snapshot.profileId);
  }

  /**
   * Loads the open connection's drafts again from main, where an import took out the rows it
   * applied. Pending edits are saved first; an edit made while loading is saved and loaded again,
   * so nothing typed is lost. The undo stack goes: its steps may name rows that left.
   */
  async reload(profileId: string): Promise<void> {
    if (profileId === this.snapshot.profileId && this.snapshot.status === 'core') {
      this.coreChanged();
      return;
    }
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
        this.set({ data: loaded, undoStack: emptyUndoStack(), trimmed: new Set() });
        return;
      }
    }
  }

  /** Applies one edit (or the edits of one step) as one undo step. */
  apply(step: Step, trimmed: readonly TrimmedCell[] = []): void {
    const { profileId, data, undoStack } = this.snapshot;
    const edits = editsOf(step).filter((edit) => edit.changes.length > 0);
    const [only] = edits;
    if (profileId === null || only === undefined) return;
    const notes = trimmed.length === 0 ? this.snapshot.trimmed : new Set(this.snapshot.trimmed);
    if (notes !== this.snapshot.trimmed) {
      for (const t of trimmed) (notes as Set<string>).add(trimmedKey(t));
    }
    const next = edits.reduce(applyEdit, data);
    const recorded = edits.length === 1 ? only : edits;
    this.set({ data: next, undoStack: record(undoStack, recorded), trimmed: notes }, edits);
    for (const edit of edits) this.saver.queue(profileId, edit);
  }

  undo(): Step | null {
    const step = undo(this.snapshot.undoStack);
    if (step === null || this.snapshot.profileId === null) return null;
    const inverse = editsOf(step.step).map(invertEdit).reverse();
    const data = inverse.reduce(applyEdit, this.snapshot.data);
    this.set({ data, undoStack: step.stack }, inverse);
    for (const edit of inverse) this.saver.queue(this.snapshot.profileId, edit);
    return step.step;
  }

  redo(): Step | null {
    const step = redo(this.snapshot.undoStack);
    if (step === null || this.snapshot.profileId === null) return null;
    const edits = editsOf(step.step);
    this.set({ data: edits.reduce(applyEdit, this.snapshot.data), undoStack: step.stack }, edits);
    for (const edit of edits) this.saver.queue(this.snapshot.profileId, edit);
    return step.step;
  }

  /** "Discard all changes": every grid of this connection emptied, in the store too. */
  async discardAll(): Promise<void> {
    const { profileId } = this.snapshot;
    if (profileId === null) return;
    await this.saver.flush();
    await this.deps.discard(profileId);
    this.set({ data: emptyCatalog(), undoStack: emptyUndoStack(), trimmed: new Set() });
    if (this.snapshot.status === 'core') this.coreChanged();
  }

  /** Core mode: the grids read their windows anew (see `coreEpoch`). */
  private coreChanged(): void {
    this.set({ coreEpoch: this.snapshot.coreEpoch + 1 });
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
