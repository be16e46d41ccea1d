import { startTransition, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ProblemsWindow } from '../../../../app/catalog/problems-window.ts';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import { call } from '../../lib/bridge-client.ts';
import type { RowProblems } from '../model/cell-marks.ts';
import { byRow } from '../model/refused-marks.ts';
import { keep as keepFileMarks, recall as recallFileMarks } from '../use-file-marks.ts';
import { useRefusedRows } from '../use-refused-rows.ts';
import { codesById, productsByCode, rowsById, type CoreCall } from './rows-by-id.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';
import { RowProblemsCache } from './row-problems-cache.ts';
import { useFirstRows } from './use-first-rows.ts';
import {
  fileMarksOnRows,
  listedWithKnownCodes,
  refusedIds,
  refusedOnRows,
} from './window-marks.ts';

// The marks of the grids in core mode (issue 28), where the page holds no drafts: the core checks
// every row (catalog.problems, catalog.rowProblems), the page adds the last send's refused rows
// and the file marks on the rows they name (read by id or code). The problems of the rows on
// screen are asked as they are drawn (row-problems-cache.ts); the counts, the first page of the
// list and the page's own marks are asked again when the window's driver says the catalog moved
// (its view's version, an edit sent or read back) or the last send's outcome changes.

/** The problems the list shows (as today's ProblemList: the first 200, and how many more). */
export const LISTED_PROBLEMS = 200;

export interface CoreMarks {
  /** A row's problems: the page's marks first, then the core's. */
  problemsOf: RowProblems;
  /** The list's first page: the page's marks, then the core's problems in the grids' order. */
  problems: readonly Problem[];
  /** Every problem (marks and the core's): how many, and how many of them errors. */
  total: { count: number; errors: number };
  /** Rows with a problem per grid (the tabs' counts). */
  rowsWithProblems: Record<GridName, number>;
  /** The refused rows' marks (opening at a refused row selects its field). */
  refused: readonly Problem[];
  /** Codes of the rows the list names (`grid:id`). */
  codes: ReadonlyMap<string, string>;
  /** The first answers are in (counts, marks). */
  loaded: boolean;
}

interface Found {
  summary: ProblemsWindow | null;
  marks: Problem[];
  refused: Problem[];
  codes: Map<string, string>;
}

const NO_ROWS: Record<GridName, number> = { brands: 0, colors: 0, products: 0 };
const EMPTY: Found = { summary: null, marks: [], refused: [], codes: new Map() };
const coreCall: CoreCall = (name, input) => call(name, input);
const noSubscribe = () => () => undefined;

/** A key that moves when the driver's window may show another state of the catalog. */
function driverKey(driver: GridWindowDriver | null): string {
  if (driver === null) return '';
  const s = driver.snapshot;
  return `${String(s.version)}:${String(s.length)}:${String(s.loading)}:${String(driver.pending.size)}`;
}

/** What the last read found, and what it was read from (a read of the same reuses its marks). */
interface LastRead {
  version: number;
  refusedRows: Parameters<typeof refusedIds>[0];
  fileMarks: string;
  found: Found;
}

/**
 * Reads the core's list and the page's marks once (see useCoreMarks); the rows the marks name
 * are read again only when the catalog's version, the send's outcome or the file marks moved.
 * Before those reads (three calls more), `early` hears the new counts with the marks held so far
 * and the listed problems whose codes are known: an edit's count shows without waiting for them.
 */
async function find(
  profileId: string,
  refusedRows: Parameters<typeof refusedIds>[0],
  last: LastRead | null,
  early: (found: Found) => void,
): Promise<LastRead> {
  const summary = await call('catalog.problems', { profileId, from: 0, count: LISTED_PROBLEMS });
  const fileMarks = recallFileMarks(profileId);
  const fileKey = JSON.stringify(fileMarks);
  if (
    last !== null &&
    last.version === summary.version &&
    last.refusedRows === refusedRows &&
    last.fileMarks === fileKey
  ) {
    return { ...last, found: { ...last.found, summary } };
  }
  if (last !== null)
    early({ ...last.found, summary: listedWithKnownCodes(summary, last.found.codes) });
  const codes = new Map<string, string>();
  const wanted = refusedIds(refusedRows);
  for (const p of summary.problems) wanted[p.grid].push(p.id);
  const byGrid: Record<GridName, Map<string, string>> = {
    brands: new Map(),
    colors: new Map(),
    products: new Map(),
  };
  for (const grid of ['brands', 'colors', 'products'] as const) {
    if (wanted[grid].length === 0) continue;
    byGrid[grid] = codesById(await rowsById(coreCall, profileId, grid, wanted[grid]));
    for (const [id, code] of byGrid[grid]) codes.set(`${grid}:${id}`, code);
  }
  const refused = refusedOnRows(refusedRows, byGrid);
  let filed: Problem[] = [];
  if (fileMarks.length > 0) {
    const rows = await productsByCode(
      coreCall,
      profileId,
      fileMarks.map((mark) => mark.product_code),
    );
    const on = fileMarksOnRows(fileMarks, rows);
    filed = on.problems;
    // Marks no row carries any more are dropped, as the page's file marks are.
    if (on.live.length !== fileMarks.length) keepFileMarks(profileId, on.live);
    for (const row of rows) codes.set(`products:${row.id}`, row.cells[0] ?? '');
  }
  return {
    version: summary.version,
    refusedRows,
    fileMarks: fileKey,
    found: { summary, marks: [...refused, ...filed], refused, codes },
  };
}

/** A burst of moves (an edit queued, sent, read back) is read once, this long after the last. */
const SETTLE_MS = 30;

/**
 * A row's problems; made anew for each generation of the held problems (the argument), so the
 * grid, given a new lookup, draws its rows again.
 */
function lookupOf(
  cache: RowProblemsCache | null,
  markedOf: ReadonlyMap<string, readonly Problem[]>,
  _generation: number,
): RowProblems {
  return (grid, id) => {
    const own = cache?.get(grid, id) ?? [];
    const theirs = markedOf.get(`${grid}:${id}`);
    return theirs === undefined ? own : [...theirs, ...own];
  };
}

export function useCoreMarks(args: {
  profileId: string | null;
  driver: GridWindowDriver | null;
  /** Core mode: the grid reads from the core's window for the whole session. */
  active: boolean;
}): CoreMarks {
  const { driver } = args;
  const profileId = args.active ? args.profileId : null;
  const cache = useMemo(
    () =>
      profileId === null
        ? null
        : new RowProblemsCache((grid, ids) =>
            call('catalog.rowProblems', { profileId, grid, ids }),
          ),
    [profileId],
  );
  const generation = useSyncExternalStore(
    cache === null ? noSubscribe : (listener) => cache.subscribe(listener),
    () => cache?.snapshot ?? 0,
  );
  const moved = useSyncExternalStore(
    driver === null || profileId === null ? noSubscribe : (listener) => driver.subscribe(listener),
    () => (profileId === null ? '' : driverKey(driver)),
  );
  const refusedRows = useRefusedRows(profileId);
  const [found, setFound] = useState<{ profileId: string | null; found: Found }>({
    profileId,
    found: EMPTY,
  });
  const last = useRef<LastRead | null>(null);
  useEffect(() => {
    // Another connection (or core mode ended): nothing read before is reused.
    last.current = null;
    return () => cache?.close();
  }, [cache]);
  // The problems that come with each block of rows are held before its rows draw.
  useEffect(() => {
    if (driver === null || cache === null) return;
    return driver.onWindow((grid, window) => {
      if (window.problems === undefined) return;
      const ids = window.rows.map((row) => row.id);
      cache.prime(grid, ids, window.problems);
    });
  }, [driver, cache]);
  // The list and counts check the whole catalog (a second or more at 125,000 products, on the
  // core's thread): asked once the grid's first rows are in, so the first window is not queued
  // behind that check.
  const shown = useFirstRows(profileId === null ? null : driver);
  useEffect(() => {
    if (profileId === null || cache === null || !shown) return;
    let live = true;
    const show = (found: Found) => {
      // The problem pane and the tabs' figures: after any key press waiting (a transition).
      startTransition(() => {
        setFound({ profileId, found });
      });
    };
    const timer = setTimeout(() => {
      const early = (found: Found) => {
        if (live) show(found);
      };
      find(profileId, refusedRows, last.current, early).then(
        (read) => {
          if (!live) return;
          last.current = read;
          if (read.found.summary !== null) cache.setVersion(read.found.summary.version);
          show(read.found);
        },
        () => {
          // Read again at the next move; the marks shown stay.
        },
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [profileId, cache, moved, refusedRows, shown]);

  const held = found.profileId === profileId ? found.found : EMPTY;
  const markedOf = useMemo(() => byRow(held.marks), [held.marks]);
  const problemsOf = useMemo(
    () => lookupOf(cache, markedOf, generation),
    [cache, generation, markedOf],
  );
  return useMemo(() => {
    const summary = held.summary;
    const counts = summary?.counts;
    const coreErrors =
      counts === undefined ? 0 : counts.brands.error + counts.colors.error + counts.products.error;
    const markErrors = held.marks.filter((p) => p.severity === 'error').length;
    return {
      problemsOf,
      problems: summary === null ? held.marks : [...held.marks, ...summary.problems],
      total: {
        count: held.marks.length + (summary?.length ?? 0),
        errors: markErrors + coreErrors,
      },
      rowsWithProblems: summary?.rows ?? NO_ROWS,
      refused: held.refused,
      codes: held.codes,
      loaded: summary !== null,
    };
  }, [problemsOf, held]);
}
