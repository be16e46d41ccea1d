// A view's order as runs of the temp table's places (views.ts). A build writes places 0 … n - 1,
// one run; rows fitted in after an edit are written at fresh places past every other and their
// run spliced in where they show, and a deleted row's place is cut out of its run. So an insert or
// delete costs what it writes, not a rewrite of the order; a window reads each run it overlaps.

/** Places from … to - 1 of the temp table, in order. */
export interface Run {
  from: number;
  to: number;
}

export class ViewSegments {
  runs: Run[];
  /** The next place no row holds. */
  next: number;

  constructor(length: number) {
    this.runs = length > 0 ? [{ from: 0, to: length }] : [];
    this.next = length;
  }

  get length(): number {
    let n = 0;
    for (const run of this.runs) n += run.to - run.from;
    return n;
  }

  /** The runs of places showing rows at … at + count of the view. */
  pieces(at: number, count: number): Run[] {
    const out: Run[] = [];
    let start = 0;
    const end = at + count;
    for (const run of this.runs) {
      const size = run.to - run.from;
      const [lo, hi] = [Math.max(at, start), Math.min(end, start + size)];
      if (lo < hi) out.push({ from: run.from + lo - start, to: run.from + hi - start });
      start += size;
      if (start >= end) break;
    }
    return out;
  }

  /** Where the row at this place shows in the view, or -1. */
  showsAt(place: number): number {
    let start = 0;
    for (const run of this.runs) {
      if (place >= run.from && place < run.to) return start + place - run.from;
      start += run.to - run.from;
    }
    return -1;
  }

  /** Takes `count` fresh places to show at `at` of the view; answers the first. */
  insert(at: number, count: number): number {
    const place = this.next;
    this.next += count;
    if (count === 0) return place;
    const added: Run = { from: place, to: place + count };
    let start = 0;
    for (let i = 0; i < this.runs.length; i += 1) {
      const run = this.runs[i] as Run;
      const size = run.to - run.from;
      if (at <= start + size) {
        const cut = run.from + at - start;
        const parts = [{ from: run.from, to: cut }, added, { from: cut, to: run.to }];
        this.runs.splice(i, 1, ...parts.filter((part) => part.to > part.from));
        this.merge();
        return place;
      }
      start += size;
    }
    this.runs.push(added);
    this.merge();
    return place;
  }

  /** Cuts the places (of rows deleted) out of their runs. */
  remove(places: readonly number[]): void {
    const gone = [...places].sort((a, b) => a - b);
    const out: Run[] = [];
    for (const run of this.runs) {
      let from = run.from;
      for (const place of gone) {
        if (place < from || place >= run.to) continue;
        if (place > from) out.push({ from, to: place });
        from = place + 1;
      }
      if (from < run.to) out.push({ from, to: run.to });
    }
    this.runs = out;
    this.merge();
  }

  private merge(): void {
    const out: Run[] = [];
    for (const run of this.runs) {
      const last = out[out.length - 1];
      if (last !== undefined && last.to === run.from) last.to = run.to;
      else out.push({ ...run });
    }
    this.runs = out;
  }
}
