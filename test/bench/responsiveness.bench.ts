// npm run bench -- responsiveness: how still the process that owns the windows stays while the
// core works. Here that process is this one (as in the browser preview, where it serves the
// page and relays calls): it runs the core as its child, exactly as `npm start` does, and reads
// perf_hooks.monitorEventLoopDelay while the core, one phase after another, saves a 50,000-
// product draft (in the renderer's parts, relayed as JSON text as the preview relays them),
// scrolls a 200,000-row purchase-order list sorted by a date from top to bottom (blocks of 200
// rows), sends 200 import requests, and loads all of a 20,000-row list. Targets per phase: max
// delay ≤ 20 ms, p99 ≤ 5 ms; this process's CPU time is shown beside (its own share of the work,
// which the machine's load does not change). BENCH_RESPONSIVENESS_ROWS sets the sorted list's
// size (default 200,000). An idle phase first measures the floor: what the machine's load alone
// costs the same event loop.
//
// The million-row phases (issue 28) follow, over 125,000 products × 8 SKUs, 2,000 brands and 600
// colours (BENCH_GRID_PRODUCTS sets the products): opening the Products screen (drafts.load of
// the whole draft as today; the core's view in draft order and its first window), a values list
// over every SKU row under a quick filter, replace all of every brand code and its undo, and a
// whole-grid edit reaching disk (as one operation; as today's drafts.save in parts). Each beside its target from the issue, the core's CPU time and
// memory, and the small calls' answer times meanwhile (p99 ≤ 250 ms, the fairness bench's).
// BENCH_RESPONSIVENESS_PHASES chooses: "older", "million" or "all" (the default).
// BENCH_RESPONSIVENESS_CORE=1 runs the million-row phases as the core mode's session: no
// drafts.load; the problem list asked and the per-SKU view scrolled top to bottom twice in its
// place (the core's RSS then).
import { loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { MILLION_SKU_SHAPE } from './grid/million-shape.ts';
import { runMillionPhases, type MillionRun } from './responsiveness/million-phases.ts';
import { millionTable } from './responsiveness/million-table.ts';
import { phasesTable, timePhase, type PhaseResult } from './responsiveness/phases.ts';
import { openBench, type Bench } from './responsiveness/setup.ts';
import {
  loadAllPhase,
  prepareImportDraft,
  productParts,
  saveDraftPhase,
  scrollSortedPhase,
  sendImportPhase,
} from './responsiveness/work.ts';

/** How long the idle phase measures the floor. */
const IDLE_WINDOW_MS = 3_000;
const SORTED_ROWS = Number(process.env['BENCH_RESPONSIVENESS_ROWS'] ?? 200_000) || 200_000;
const CHOSEN = process.env['BENCH_RESPONSIVENESS_PHASES'] ?? 'all';

async function olderPhases(bench: Bench, results: PhaseResult[]): Promise<void> {
  const draft = productParts(bench, 50_000, true);
  results.push(await timePhase('save a 50,000-product draft', () => saveDraftPhase(bench, draft)));
  results.push(
    await timePhase(`scroll ${SORTED_ROWS.toLocaleString('en')} POs sorted by date`, () =>
      scrollSortedPhase(bench),
    ),
  );
  await prepareImportDraft(bench);
  results.push(await timePhase('send 200 import requests', () => sendImportPhase(bench)));
  results.push(await timePhase('load all of a 20,000-row list', () => loadAllPhase(bench)));
}

export async function run(): Promise<void> {
  if (!['all', 'older', 'million'].includes(CHOSEN)) {
    throw new Error(`BENCH_RESPONSIVENESS_PHASES is "older", "million" or "all", not "${CHOSEN}"`);
  }
  const older = CHOSEN !== 'million';
  const shape = CHOSEN === 'older' ? null : MILLION_SKU_SHAPE;
  const loadBefore = loadavg();
  const bench = await openBench({ sortedRows: SORTED_ROWS, older, million: shape });
  const built = bench.million;
  if (shape !== null && built !== null) {
    console.log(
      `Million-row catalog: ${shape.products.toLocaleString('en')} products × ${String(shape.skus)} SKUs, ` +
        `${shape.brands.toLocaleString('en')} brands, ${String(shape.colors)} colours, written into the store in ` +
        `${(built.buildMs / 1000).toFixed(1)} s (not measured). Load average then: ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}.\n`,
    );
  }
  const results: PhaseResult[] = [];
  let million: MillionRun | null = null;
  try {
    // The floor: the same measure while the core does nothing (what the machine's load costs).
    results.push(
      await timePhase('idle (floor)', async () => {
        // A measuring window, not a wait for something: the floor is the delay over this span.
        await delay(IDLE_WINDOW_MS);
        return `nothing sent for ${String(IDLE_WINDOW_MS / 1000)} s`;
      }),
    );
    if (older) await olderPhases(bench, results);
    if (built !== null) million = await runMillionPhases(bench, built);
  } finally {
    await bench.close();
  }
  console.log(phasesTable(results));
  if (million !== null) {
    const { pageParse, rssBefore } = million;
    const rss = rssBefore === null ? '?' : `${rssBefore.now.toFixed(0)} MB`;
    console.log(`\nThe core's RSS before the million-row phases: ${rss}.\n`);
    console.log(millionTable(million.results));
    if (pageParse.chars > 2)
      console.log(
        `\nThe page then parses drafts.load's answer before it draws: JSON.parse of ${(pageParse.chars / 1e6).toFixed(1)} MB ` +
          `took ${pageParse.ms.toFixed(0)} ms here (${pageParse.cpuMs.toFixed(0)} ms of CPU), outside the phases.`,
      );
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\nLoad average before: ${load(loadBefore)}; after: ${load(loadavg())}.`);
}
