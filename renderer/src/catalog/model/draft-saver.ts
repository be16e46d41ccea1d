import type { DraftBatch } from '../../../../app/catalog/drafts.ts';
import type { GridName, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import type { Edit, Entry } from './catalog-data.ts';

// Saves grid edits to the local store in the background: changes collect per connection and
// grid (the newest value of each row wins), and one batch per grid goes out at most `delayMs`
// after the first unsaved change, so typing never waits and nothing waits more than a second.
// A failed batch is kept and tried again with whatever changed since.

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

type Pending = Map<string, Entry<MasterRow> | Entry<ProductRow> | null>;

export interface DraftSaverOptions {
  save: (batch: DraftBatch) => Promise<unknown>;
  delayMs?: number;
  retryMs?: number;
  onState?: (state: SaveState) => void;
}

/** Rows per save call: a 50,000-row paste goes out as several calls of bounded size. */
export const ROWS_PER_BATCH = 1000;

function batchesOf(profileId: string, grid: GridName, pending: Pending): [DraftBatch, Pending][] {
  const out: [DraftBatch, Pending][] = [];
  const rows = [...pending];
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    const part: Pending = new Map(rows.slice(start, start + ROWS_PER_BATCH));
    const upserts: Entry<MasterRow | ProductRow>[] = [];
    const deletes: string[] = [];
    for (const [id, entry] of part) {
      if (entry === null) deletes.push(id);
      else upserts.push(entry);
    }
    // The contract's union is by grid; the rows of one grid are of that grid's type.
    out.push([{ profileId, grid, upserts, deletes } as DraftBatch, part]);
  }
  return out;
}

export class DraftSaver {
  private readonly pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private failed = false;
  private readonly options: Required<Omit<DraftSaverOptions, 'onState'>> & DraftSaverOptions;

  constructor(options: DraftSaverOptions) {
    this.options = { delayMs: 300, retryMs: 2000, ...options };
  }

  get state(): SaveState {
    if (this.inFlight !== null) return 'saving';
    if (this.failed) return 'failed';
    return this.pending.size > 0 ? 'pending' : 'saved';
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
    // Each call is one transaction in the store; what one call carries lands whole or not at all.
    const calls = taken.flatMap(([key, rows]) => {
      const [profileId = '', grid = 'brands'] = key.split('\u0000');
      return batchesOf(profileId, grid as GridName, rows).map(
        ([batch, part]) => [key, batch, part] as const,
      );
    });
    try {
      for (let next = calls[0]; next !== undefined; next = calls[0]) {
        await this.options.save(next[1]);
        calls.shift();
      }
      this.failed = false;
    } catch {
      // Put back what did not go out, under anything changed since (newer values win).
      for (const [key, , rows] of calls) {
        const newer: Pending = this.pending.get(key) ?? (new Map() as Pending);
        this.pending.set(key, new Map([...rows, ...newer]));
      }
      this.failed = true;
      this.schedule(this.options.retryMs);
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
    this.options.onState?.(this.state);
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
