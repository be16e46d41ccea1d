// The catalog grid in real Chromium through the loopback test bridge (real core, real
// node:sqlite drafts, the built renderer): 50,000 products with 6–12 SKUs each.
// Prints one table: time to the first painted grid, p95 frame time while scrolling
// (requestAnimationFrame deltas), p95 keystroke-to-next-frame, pasting 10,000 × 5 cells,
// validating everything, and saving the whole draft.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import type { ProductRow } from '../../app/catalog/rows.ts';
import { validateCatalog } from '../../app/catalog/validation.ts';
import { CatalogValidation } from '../../app/catalog/validation-index.ts';
import { createAppCore } from '../../main/core.ts';
import { createMemoryVault } from '../../main/vault/index.ts';
import { buildRenderer } from '../support/bridge/build-renderer.ts';
import { startBridge } from '../support/bridge/server.ts';
import { startStandIn } from '../support/stand-in.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

// BENCH_GRID_PROFILE=typing (or scroll) prints where that section's main-thread time goes.
const PROFILE = process.env['BENCH_GRID_PROFILE'] ?? '';
const PRODUCTS = Number(process.env['BENCH_GRID_PRODUCTS'] ?? 50_000) || 50_000;
const COLORS = ['NV', 'IV', 'BK', 'GY', 'BE', 'KH'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

function products(): { id: string; position: number; row: ProductRow }[] {
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const skuCount = 6 + (i % 7);
    const skus = Array.from({ length: skuCount }, (_, k) => ({
      color_code: COLORS[Math.floor(k / SIZES.length) + (i % 3)] ?? 'NV',
      size_code: SIZES[k % SIZES.length] ?? 'M',
    }));
    return {
      id: `p${i}`,
      position: i + 1,
      row: {
        product_code: `P-${String(i).padStart(6, '0')}`,
        name: `綿シャツ ${i}`,
        brand_code: 'KK',
        skus,
      },
    };
  });
}

interface PageGlobals {
  kikan: {
    drafts: {
      save: (batch: unknown) => Promise<{ ok: true } | { ok: false; error: { message: string } }>;
    };
  };
}

const p95 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Scrolls the grid by `step` px every frame for `frames` frames; returns the frame deltas. */
function scrollFrames(page: Page, step: number, frames: number): Promise<number[]> {
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const el = document.querySelector('.grid-scroll');
    const deltas = [];
    let last = performance.now();
    let n = 0;
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      el.scrollTop += ${step};
      n += 1;
      if (n < ${frames}) requestAnimationFrame(tick);
      else resolve(deltas.slice(2));
    };
    requestAnimationFrame(tick);
  })`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** A CPU profile of the page from now until stop(), summarised as the top self times. */
async function startProfile(page: Page): Promise<{ stop: () => Promise<string> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
      const self = new Map<string, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (frame === undefined) return;
        const file = frame.url.split('/').at(-1) ?? '';
        const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
        self.set(name, (self.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
      });
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
      return top.map(([name, t]) => `${t.toFixed(1).padStart(9)} ms  ${name}`).join('\n');
    },
  };
}

/** Installs a listener noting, per key press, the time to the next animation frame. */
const KEY_PROBE = `(() => {
  window.__keyDelays = [];
  document.addEventListener('keydown', (event) => {
    const start = performance.now();
    requestAnimationFrame(() => { window.__keyDelays.push(performance.now() - start); });
  }, true);
})()`;

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kikan-grid-bench-'));
  const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-grid-bench-userdata-'));
  await buildRenderer(outDir);
  const standIn = await startStandIn({ size: 5 });
  const core = await createAppCore({
    userDataDir,
    fetch,
    appVersion: '0.0.0-bench',
    platform: process.platform,
    vault: createMemoryVault(),
  });
  const bridge = await startBridge({ core, rendererDir: outDir });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: [string, string, string][] = [];
  try {
    const profile = await core.handlers['connections.connectWithToken'](
      {
        profile: {
          name: 'Bench',
          hostKind: 'custom',
          baseUrl: standIn.url,
          voucherPrefix: '',
          secretTransport: 'body',
        },
        token: standIn.app('demo', 'full').token,
      },
      {},
    );
    const draft = products();
    const skuRows = draft.reduce((sum, p) => sum + p.row.skus.length, 0);

    // The brand and colours the products name are drafted too, as staff would have them.
    const brands = [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }];
    const colors = COLORS.map((code, i) => ({
      id: `c${i}`,
      position: i + 1,
      row: { code, name: code },
    }));
    for (const [grid, upserts] of [
      ['brands', brands],
      ['colors', colors],
    ] as const) {
      await core.handlers['drafts.save']({ profileId: profile.id, grid, upserts, deletes: [] }, {});
    }
    const t0 = performance.now();
    const problems = validateCatalog({ brands, colors, products: draft });
    rows.push([
      'validate everything (Node, same module)',
      ms(performance.now() - t0),
      `${problems.length} problems`,
    ]);
    // What a commit costs the grid now: the incremental validation applies one edit's rows.
    const validation = new CatalogValidation({ brands, colors, products: draft });
    const editTimes: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const before = draft[i * 97] ?? draft[0];
      if (before === undefined) break;
      // A product code made a duplicate of its neighbour's, and the brand an unknown one.
      const row = { ...before.row, product_code: `P-${String(i * 97 + 1).padStart(6, '0')}` };
      const after = { ...before, row: { ...row, brand_code: 'NEW' } };
      const start = performance.now();
      validation.update('products', [{ id: before.id, before, after }]);
      validation.update('products', [{ id: before.id, before: after, after: before }]);
      editTimes.push((performance.now() - start) / 2);
    }
    rows.push([
      'validate one edit incrementally, p95 (Node)',
      `${(p95(editTimes) * 1000).toFixed(0)} µs`,
      `${editTimes.length} edits, ${validation.problems().length} problems after`,
    ]);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(bridge.openUrl);
    await page.getByRole('navigation').waitFor();
    // Saving the whole draft from the page: bridge transport, contract parse, one transaction.
    // In batches of 1,000 rows, as the grid's draft saver sends them.
    const saveMs = await page.evaluate(
      async ({ profileId, rows }) => {
        const page = globalThis as unknown as PageGlobals;
        const start = performance.now();
        for (let i = 0; i < rows.length; i += 1000) {
          const upserts = rows.slice(i, i + 1000);
          const result = await page.kikan.drafts.save({
            profileId,
            grid: 'products',
            upserts,
            deletes: [],
          });
          if (!result.ok) throw new Error(result.error.message);
        }
        return performance.now() - start;
      },
      { profileId: profile.id, rows: draft },
    );
    rows.push([
      'save the whole draft (page → main → SQLite, 1,000 rows a call)',
      ms(saveMs),
      `${PRODUCTS} products`,
    ]);

    // First paint of the grid: a fresh load straight onto the products grid.
    await page.addInitScript(`(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role=gridcell]')) {
          observer.disconnect();
          requestAnimationFrame(() => { window.__gridPainted = performance.now(); });
        }
      }).observe(document, { subtree: true, childList: true });
    })()`);
    await page.evaluate(`location.hash = '#/catalog/products'`);
    await page.reload();
    await page.waitForFunction(() => '__gridPainted' in globalThis, undefined, {
      timeout: 60_000,
    });
    const painted = await page.evaluate<number>('window.__gridPainted');
    rows.push(['first painted grid, from navigation', ms(painted), `${PRODUCTS} products loaded`]);

    const scrollCpu = PROFILE === 'scroll' ? await startProfile(page) : null;
    const scroll = await scrollFrames(page, 900, 240);
    if (scrollCpu) console.log(await scrollCpu.stop());
    rows.push(['p95 frame while scrolling, products', ms(p95(scroll)), `${scroll.length} frames`]);

    await page.getByRole('radio', { name: 'One row per SKU' }).click();
    await page.locator('[role=gridcell]').first().waitFor();
    const skuScroll = await scrollFrames(page, 900, 240);
    rows.push(['p95 frame while scrolling, per-SKU view', ms(p95(skuScroll)), `${skuRows} rows`]);

    await page.getByRole('radio', { name: 'One row per product' }).click();
    await page.evaluate(KEY_PROBE);
    await page.locator('[role=gridcell]').nth(1).click();
    const cpu = PROFILE === 'typing' ? await startProfile(page) : null;
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.type('abcdefghij');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
    }
    if (cpu) console.log(await cpu.stop());
    const delays = await page.evaluate<number[]>('window.__keyDelays');
    rows.push([
      'p95 keystroke to next frame (typing, Enter, arrows)',
      ms(p95(delays)),
      `${delays.length} keys`,
    ]);

    // Paste 10,000 × 5 cells into the per-SKU view, past its end.
    await page.getByRole('radio', { name: 'One row per SKU' }).click();
    await page.locator('[role=gridcell]').first().click();
    await page.keyboard.press('ControlOrMeta+End');
    const pasteMs = await page.evaluate<number>(`(() => {
      const lines = [];
      for (let i = 0; i < 10000; i += 1) {
        lines.push('N-' + Math.floor(i / 8) + '\\t新商品 ' + i + '\\tKK\\tNV\\tS' + (i % 8));
      }
      const data = new DataTransfer();
      data.setData('text/plain', lines.join('\\r\\n') + '\\r\\n');
      const input = document.querySelector('.grid-input');
      return new Promise((resolve) => {
        const start = performance.now();
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        requestAnimationFrame(() => { resolve(performance.now() - start); });
      });
    })()`);
    rows.push(['paste 10,000 × 5 cells (to the next frame)', ms(pasteMs), 'per-SKU view']);
    await context.close();
  } finally {
    await browser.close();
    await bridge.stop();
    await core.close();
    await standIn.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(
    `${PRODUCTS} products with 6–12 SKUs each, 1280×800, Chromium ${browser.version()}.\n`,
  );
  console.log('| measure | time | note |');
  console.log('| --- | ---: | --- |');
  for (const [label, time, note] of rows) console.log(`| ${label} | ${time} | ${note} |`);
}
