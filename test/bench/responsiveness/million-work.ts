import { NO_VIEW_SPEC, type CatalogViewName } from '../../../app/catalog/views.ts';
import type { OperationAnswer } from '../../../app/catalog/operations.ts';
import type { ViewInfo, ViewWindow } from '../../../app/catalog/views.ts';
import type { Bench } from './setup.ts';

// The million-row phases' work (issue 28): what the Products screen asks of the core when it
// opens, a replace all and its undo, and a whole-grid edit reaching disk, each sent as the
// window's relay sends calls (JSON text in, JSON text out). Each answers what it did.

/** The rows the grid asks first: one block of the page's window cache (row-blocks.ts). */
export const FIRST_WINDOW_ROWS = 200;

/** Sends one call as JSON text; answers its value's text, or throws with the core's error. */
async function relay(bench: Bench, name: string, input: unknown): Promise<string> {
  const text = typeof input === 'string' ? input : JSON.stringify(input);
  const answer = await bench.core.callJson(name, text);
  if (!answer.startsWith('{"ok":true')) throw new Error(`${name}: ${answer.slice(0, 300)}`);
  return answer;
}

async function relayValue<T>(bench: Bench, name: string, input: unknown): Promise<T> {
  return (JSON.parse(await relay(bench, name, input)) as { value: T }).value;
}

export function viewOf(bench: Bench, profileId: string, view: CatalogViewName): Promise<ViewInfo> {
  return relayValue<ViewInfo>(bench, 'catalog.view', {
    profileId,
    spec: { view, ...NO_VIEW_SPEC, columnFilters: [] },
  });
}

function firstWindow(bench: Bench, viewId: number): Promise<ViewWindow> {
  return relayValue<ViewWindow>(bench, 'catalog.window', {
    viewId,
    from: 0,
    count: FIRST_WINDOW_ROWS,
  });
}

const mb = (chars: number) => `${(chars / 1e6).toFixed(1)} MB`;

/** Runs `work` and answers its value with its wall time in ms. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

const split = (first: string, firstMs: number, windowMs: number) =>
  `${first} ${firstMs.toFixed(0)} ms, window ${windowMs.toFixed(0)} ms`;

/**
 * Today's open: the whole draft in one answer, relayed as text; the page parses it (handed to
 * `loaded`, to time that parse apart, outside the phase: this process plays the relay here).
 */
export async function loadDraftPhase(
  bench: Bench,
  profileId: string,
  loaded: (text: string) => void,
): Promise<string> {
  const text = await relay(bench, 'drafts.load', { profileId });
  loaded(text);
  return `one answer of ${mb(text.length)} of JSON text`;
}

/**
 * A column filter's values list over every SKU row under a quick filter (the grid's header menu):
 * distinct brands with their counts, each row's cells folded and searched.
 */
export async function valuesPhase(bench: Bench, profileId: string): Promise<string> {
  const spec = { view: 'skus', ...NO_VIEW_SPEC, filter: 'k', columnFilters: [] };
  const list = await relayValue<{ values: unknown[]; rows: number }>(bench, 'catalog.values', {
    profileId,
    spec,
    column: 'brand_code',
  });
  return `${list.values.length.toLocaleString('en')} brands over ${list.rows.toLocaleString('en')} rows`;
}

/** The open the grid is moving to: the view in draft order and its first window. */
export async function openViewPhase(
  bench: Bench,
  profileId: string,
  view: CatalogViewName,
  opened: (info: ViewInfo) => void,
): Promise<string> {
  const [info, viewMs] = await timed(() => viewOf(bench, profileId, view));
  const [window, windowMs] = await timed(() => firstWindow(bench, info.viewId));
  opened(info);
  return `${info.length.toLocaleString('en')} rows, first ${String(window.rows.length)}; ${split('view', viewMs, windowMs)}`;
}

const changed = (answer: OperationAnswer) =>
  `${answer.cells.toLocaleString('en')} cells, ${answer.rowCount.toLocaleString('en')} rows`;

/** Replace all in the brand column (every code contains KK), then the grid's window again. */
export async function replaceAllPhase(
  bench: Bench,
  profileId: string,
  viewId: number,
): Promise<string> {
  const [answer, applyMs] = await timed(() =>
    relayValue<OperationAnswer>(bench, 'catalog.apply', {
      profileId,
      operation: {
        kind: 'replace',
        grid: 'products',
        columns: ['brand_code'],
        query: { text: 'KK', matchCase: false, wholeCell: false, regex: false },
        replacement: 'KX',
      },
    }),
  );
  const [, windowMs] = await timed(() => firstWindow(bench, viewId));
  return `${changed(answer)}; ${split('apply', applyMs, windowMs)}`;
}

export async function undoPhase(bench: Bench, profileId: string, viewId: number): Promise<string> {
  const [answer, undoMs] = await timed(() =>
    relayValue<OperationAnswer>(bench, 'catalog.undo', { profileId }),
  );
  const [, windowMs] = await timed(() => firstWindow(bench, viewId));
  return `${changed(answer)}; ${split('undo', undoMs, windowMs)}`;
}

/** A whole-grid edit as one operation: durable when answered (committed, synchronous=FULL). */
export async function editAsOperationPhase(bench: Bench, pasteInput: string): Promise<string> {
  const answer = await relayValue<OperationAnswer>(bench, 'catalog.apply', pasteInput);
  return `one paste of ${mb(pasteInput.length)}, ${changed(answer)}`;
}

/** Not measured: takes the operation's edit back, so that the save below changes every name. */
export async function undoQuietly(bench: Bench, profileId: string): Promise<void> {
  await relay(bench, 'catalog.undo', { profileId });
}

/**
 * The same edit as today's draft saver sends it: durable at the commit inside its last part,
 * which answers once the rows are in place (so after the staged parts, at the least).
 */
export async function editAsDraftSavePhase(
  bench: Bench,
  parts: readonly string[],
): Promise<string> {
  const partMs: number[] = [];
  for (const part of parts) partMs.push((await timed(() => relay(bench, 'drafts.save', part)))[1]);
  const chars = parts.reduce((sum, part) => sum + part.length, 0);
  const staged = partMs.slice(0, -1).sort((a, b) => a - b);
  const median = staged[Math.floor(staged.length / 2)] ?? 0;
  return (
    `${String(parts.length)} parts, ${mb(chars)}; staged parts ${(staged.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in all, ` +
    `each median ${median.toFixed(0)} ms, ` +
    `max ${(staged.at(-1) ?? 0).toFixed(0)} ms; the last (commit, rows moved into place) ${(partMs.at(-1) ?? 0).toFixed(0)} ms`
  );
}

/** Rows one window of the scroll reads (catalog.window's most). */
const SCROLL_WINDOW_ROWS = 2_000;

/** The core mode's scroll: every row of a view read in windows, top to bottom, twice. */
export async function scrollTwicePhase(bench: Bench, viewId: number): Promise<string> {
  let windows = 0;
  let length = 0;
  for (let pass = 0; pass < 2; pass += 1) {
    for (let from = 0; from === 0 || from < length; from += SCROLL_WINDOW_ROWS) {
      const window = await relayValue<ViewWindow>(bench, 'catalog.window', {
        viewId,
        from,
        count: SCROLL_WINDOW_ROWS,
      });
      length = window.length;
      windows += 1;
    }
  }
  return `${windows.toLocaleString('en')} windows of ${SCROLL_WINDOW_ROWS.toLocaleString('en')} rows over ${length.toLocaleString('en')} rows`;
}

/** The problem list's first page, as the core mode's problem pane asks it when the grid opens. */
export async function problemsPhase(bench: Bench, profileId: string): Promise<string> {
  const window = await relayValue<{ length: number }>(bench, 'catalog.problems', {
    profileId,
    from: 0,
    count: 100,
  });
  return `${window.length.toLocaleString('en')} problems`;
}
