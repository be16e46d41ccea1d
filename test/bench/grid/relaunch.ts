import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CORE_GRID_MIN_ROWS_KEY } from '../../../renderer/src/drafts/core-grid.ts';
import { SECRET_STORAGE_KEY } from '../../../main/preview/shim.ts';
import { chromiumLaunchOptions } from '../../support/chromium.ts';
import type { GridSection } from '../grid.bench.ts';
import { firstPaintTarget, gridLoaded, PAINT_PROBE } from './paint-probe.ts';
import { medianOf } from './shown.ts';
import type { BenchRow } from './table.ts';

// The first painted grid at an app start (a grid section). The app starts a new renderer
// process at each launch, with its disk cache (the scripts and their compiled code) kept from
// the launches before; so here each load is a browser started afresh on one kept profile. The
// firstPaint section reloads one page instead, where every load after the first reuses its
// process (its fonts looked up, its functions compiled) and so pays less than a launch does.
// The first launch (nothing cached: the app's first start after an install) is in the note, the
// median of the others is the measure. BENCH_GRID_LAUNCHES sets how many (5 per view).

const LAUNCHES = Math.max(1, Math.floor(Number(process.env['BENCH_GRID_LAUNCHES'] ?? 5)) || 5);

interface Launch {
  shell: number;
  painted: number;
}

export const relaunching: GridSection = async ({ page, shape, throttle }) => {
  // What the bench's page was opened with: its origin, its key and the core-mode setting.
  const { origin, secret, coreRows } = await page.evaluate<{
    origin: string;
    secret: string;
    coreRows: string | null;
  }>(`({
    origin: location.origin,
    secret: sessionStorage.getItem(${JSON.stringify(SECRET_STORAGE_KEY)}) ?? '',
    coreRows: localStorage.getItem(${JSON.stringify(CORE_GRID_MIN_ROWS_KEY)}),
  })`);
  const profileDir = mkdtempSync(join(tmpdir(), 'kikan-grid-bench-launches-'));
  const launch = async (hash: string): Promise<Launch> => {
    const context = await chromium.launchPersistentContext(profileDir, {
      ...chromiumLaunchOptions(),
      viewport: { width: 1280, height: 800 },
    });
    try {
      await context.addInitScript(
        ({ secretKey, value, coreKey, rows }) => {
          sessionStorage.setItem(secretKey, value);
          if (rows !== null) localStorage.setItem(coreKey, rows);
        },
        {
          secretKey: SECRET_STORAGE_KEY,
          value: secret,
          coreKey: CORE_GRID_MIN_ROWS_KEY,
          rows: coreRows,
        },
      );
      await context.addInitScript(PAINT_PROBE);
      const tab = context.pages()[0] ?? (await context.newPage());
      if (throttle > 1) {
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      }
      const loaded = gridLoaded(tab);
      await tab.goto(`${origin}/${hash}`, { waitUntil: 'commit' });
      await loaded;
      return await tab.evaluate<Launch>(
        `({ shell: window.__shellPainted, painted: window.__gridPainted })`,
      );
    } finally {
      await context.close();
    }
  };
  const views = [
    { name: 'one row per product', hash: '#/catalog/products' },
    { name: 'one row per SKU', hash: '#/catalog/skus' },
  ] as const;
  const loads = new Map<string, Launch[]>(views.map((view) => [view.name, []]));
  try {
    // The first start of all, with nothing cached.
    const first = await launch(views[0].hash);
    for (let round = 0; round < LAUNCHES; round += 1) {
      for (const view of views) loads.get(view.name)?.push(await launch(view.hash));
    }
    return views.map((view): BenchRow => {
      const all = loads.get(view.name) ?? [];
      const each = all.map((l) => `${l.painted.toFixed(0)}/${l.shell.toFixed(0)}`).join(', ');
      const firstNote =
        view === views[0]
          ? `; the first start, nothing cached: ${first.painted.toFixed(0)}/${first.shell.toFixed(0)}`
          : '';
      return {
        measure: `first painted grid rows at an app start (the browser relaunched), ${view.name}`,
        measured: medianOf(all.map((l) => l.painted)).median,
        floor: medianOf(all.map((l) => l.shell)).median,
        ...firstPaintTarget(shape.products),
        note: `median of ${String(all.length)} starts on a kept profile (painted/shell: ${each})${firstNote}; floor: the app's shell (its navigation) painted`,
      };
    });
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
};
