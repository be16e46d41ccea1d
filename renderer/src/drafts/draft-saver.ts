import type { DraftBatch } from '../../../app/catalog/drafts.ts';
import { isKikanError, type AppError } from '../../../app/errors.ts';
import type { GridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { Edit, Entry } from './catalog-data.ts';

// Saves grid edits to the local store in the background: changes collect per connection and
// grid (the newest value of each row wins) and go out at most `delayMs` after the first unsaved
// change, so typing never waits. Everything pending goes out as ONE save, applied by main in one
// transaction whatever its size: a save larger than one call is sent in parts that main stages
// and applies together when the last part arrives, so a kill part-way leaves the drafts as they
// were after the previous save, never half a paste. A failed save keeps every edit queued (under
// anything typed since) and is tried again with back-off until it lands.

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

type Pending = Map<string, Entry<MasterRow> | Entry<ProductRow> | null>;

export interface DraftSaverOptions {
  save: (batch: DraftBatch) => Promise<unknown>;
  delayMs?: number;
  /** The first retry's wait; each further failure doubles it, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  onState?: (state: SaveState, failure: AppError | null) => void;
  newSaveId?: () => string;
}

/** Rows per call: a 50,000-row paste goes out as parts of bounded size, applied as one. */
export const ROWS_PER_PART = 1000;

type Call = Omit<DraftBatch, 'part'>;

/** Everything pending as calls of at most ROWS_PER_PART rows, one grid each. */
export function callsOf(taken: readonly (readonly [string, Pending])[]): Call[] {
  const calls: Call[] = [];
  for (const [key, pending] of taken) {
    const [profileId = '', grid = 'brands'] = key.split('\u0000');
    const rows = [...pending];
    for (let start = 0; start < rows.length; start += ROWS_PER_PART) {
      const upserts: Entry<MasterRow | ProductRow>[] = [];
      const deletes: string[] = [];
      for (const [id, entry] of rows.slice(start, start + ROWS_PER_PART)) {
        if (entry === null) deletes.push(id);
        else upserts.push(entry);
      }
      // The contract's union is by grid; the rows of one grid are of that grid's type.
      calls.push({ profileId, grid: grid as GridName, upserts, deletes } as Call);
    }
  }
  return calls;
}

/** A failed call's typed error (a KikanError's), or an internal one with the thrown message. */
export function asAppError(error: unknown): AppError {
  if (isKikanError(error)) return error.error;
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
}

let saveCount = 0;
const defaultSaveId = (): string =>
  `${Date.now().toString(36)}-${(saveCount += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class DraftSaver {
  private readonly pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private failure: AppError | null = null;
  private failures = 0;
  private readonly options: Required<Omit<DraftSaverOptions, 'onState'>> & DraftSaverOptions;

  constructor(options: DraftSaverOptions) {
    this.options = {
      delayMs: 300,
      retryMs: 1000,
      maxRetryMs: 30_000,
      newSaveId: defaultSaveId,
      ...options,
    };
  }

  get state(): SaveState {
    // Until a save lands again, the header keeps saying it failed (and is being retried).
    if (this.failure !== null) return 'failed';
    if (this.inFlight !== null) return 'saving';
    return this.pending.size > 0 ? 'pending' : 'saved';
  }

  /** Why the last save failed; null once a save lands. */
  get lastFailure(): AppError | null {
    return this.failure;
  }

  queue(profileId: string, edit: Edit): void {
    const key = `${profileId}\u0000${edit.grid}`;
    const rows: Pending = this.pending.get(key) ?? (new Map() as Pending);
    for (const change of edit.changes) rows.set(change.id, change.after);
    this.pending.set(key, rows);
    this.schedule(this.options.delayMs);
    this.report();
  }

  /** Sends everything pending now; resolves when the store holds it (or the save failed). */
  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    while (this.inFlight !== null) await this.inFlight;
    if (this.pending.size === 0) return;
    const taken = [...this.pending];
    this.pending.clear();
    this.inFlight = this.send(taken);
    this.report();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
      this.report();
    }
  }

  private async send(taken: [string, Pending][]): Promise<void> {
    const calls = callsOf(taken);
    const saveId = calls.length > 1 ? this.options.newSaveId() : null;
    try {
      for (const [index, call] of calls.entries()) {
        const part =
          saveId === null ? {} : { part: { saveId, index, last: index === calls.length - 1 } };
        await this.options.save({ ...call, ...part } as DraftBatch);
      }
      this.failure = null;
      this.failures = 0;
    } catch (error) {
      // Nothing of this save was applied: put all of it back under anything changed since.
      for (const [key, rows] of taken) {
        const newer: Pending = this.pending.get(key) ?? (new Map() as Pending);
        this.pending.set(key, new Map([...rows, ...newer]));
      }
      this.failure = asAppError(error);
      this.failures += 1;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      const wait = this.options.retryMs * 2 ** Math.min(this.failures - 1, 16);
      this.schedule(Math.min(wait, this.options.maxRetryMs));
    }
  }

  private schedule(ms: number): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private report(): void {
    this.options.onState?.(this.state, this.failure);
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
