// First paint of the app shell in real Chromium, through the loopback test bridge (the real core,
// the built renderer, the app's CSP): from navigation to the first paint, to the navigation rail
// on screen, and to the first screen (Connect, lazy-loaded) with its heading. Every run opens a
// fresh browser context (nothing cached; the bridge also sends no-store). Also lists the built
// JavaScript chunks of the shipped build (out/, electron-vite's minified output), each raw and
// gzipped, and checks the startup budget: the JavaScript loaded before the first screen shows
// ≤ 300 kB gzipped. BENCH_SHELL_RUNS sets the number of runs (default 15).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startPreviewCore } from '../../main/preview/preview-core.ts';
import { startBridge } from '../../main/preview/server.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { SHIPPED_PRELOAD_DIR, shippedRendererDir } from '../support/shipped-build.ts';
import { gzipSync } from 'node:zlib';

/** The startup budget: JavaScript loaded before the first screen shows, gzipped. */
const STARTUP_BUDGET_BYTES = 300 * 1024;
const RUNS = Math.max(1, Number(process.env['BENCH_SHELL_RUNS'] ?? 15) || 15);

interface Sample {
  firstPaint: number;
  firstContentfulPaint: number;
  domContentLoaded: number;
  railFrame: number;
  screenFrame: number;
  scriptsBeforeRail: string[];
  scriptsBeforeScreen: string[];
}

// Runs in the page before any of its scripts (injected by the browser, outside the page's CSP):
// notes the time of the frame in which the rail, then the first screen's heading, first exist.
const MARKS = `(() => {
  const marks = {};
  window.__shellMarks = marks;
  const frameOf = (name) => requestAnimationFrame(() => { marks[name] = performance.now(); });
  const check = () => {
    if (marks.rail === undefined && document.querySelector('nav a[href]')) {
      marks.rail = null;
      marks.scripts = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name.split('/').pop());
      frameOf('rail');
    }
    if (marks.screen === undefined && document.querySelector('main h1, main h2')) {
      marks.screen = null;
      marks.screenScripts = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name.split('/').pop());
      frameOf('screen');
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})();`;

const READ = `(() => {
  const paint = Object.fromEntries(
    performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]),
  );
  const [navigation] = performance.getEntriesByType('navigation');
  const marks = window.__shellMarks;
  return {
    firstPaint: paint['first-paint'] ?? NaN,
    firstContentfulPaint: paint['first-contentful-paint'] ?? NaN,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : NaN,
    railFrame: marks.rail ?? NaN,
    screenFrame: marks.screen ?? NaN,
    scriptsBeforeRail: marks.scripts ?? [],
    scriptsBeforeScreen: marks.screenScripts ?? [],
  };
})()`;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

export async function run(): Promise<void> {
  const outDir = await shippedRendererDir();
  const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-shell-bench-userdata-'));
  const core = await startPreviewCore({
    userDataDir,
    appVersion: '0.0.0-bench',
    platform: process.platform,
  });
  const bridge = await startBridge({ core, rendererDir: outDir });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples: Sample[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(MARKS);
      await page.goto(bridge.openUrl);
      await page.getByRole('heading', { name: 'Connect to the service' }).waitFor();
      await page.waitForFunction('window.__shellMarks.screen != null');
      samples.push(await page.evaluate<Sample>(READ));
      await context.close();
    }
  } finally {
    await browser.close();
    await bridge.stop();
    await core.stop();
  }

  const sized = (dir: string, file: string) => {
    const bytes = readFileSync(join(dir, file));
    return { file, bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
  };
  const chunks = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => sized(join(outDir, 'assets'), file))
    .sort((a, b) => b.bytes - a.bytes);
  const preload = readdirSync(SHIPPED_PRELOAD_DIR)
    .filter((file) => file.endsWith('.cjs') || file.endsWith('.js'))
    .map((file) => sized(SHIPPED_PRELOAD_DIR, file));
  rmSync(userDataDir, { recursive: true, force: true });

  const shellScripts = new Set(samples.flatMap((sample) => sample.scriptsBeforeRail));
  const startupScripts = new Set(samples.flatMap((sample) => sample.scriptsBeforeScreen));
  const row = (label: string, pick: (sample: Sample) => number) => {
    const values = samples.map(pick);
    return `| ${label} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`;
  };
  console.log(
    `${RUNS} cold loads at 1280×800, Chromium ${browser.version()}, times from navigation start.\n`,
  );
  console.log('| moment | median | best | worst |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('first paint', (s) => s.firstPaint));
  console.log(row('first contentful paint', (s) => s.firstContentfulPaint));
  console.log(row('DOMContentLoaded', (s) => s.domContentLoaded));
  console.log(row('navigation rail on screen (frame)', (s) => s.railFrame));
  console.log(row('Connect screen on screen (frame)', (s) => s.screenFrame));

  const startup = chunks.filter((chunk) => startupScripts.has(chunk.file));
  const startupRaw = startup.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const startupGzipped = startup.reduce((sum, chunk) => sum + chunk.gzipped, 0);
  console.log(
    `\nShipped chunks (out/, minified). Startup JavaScript (loaded before the first screen shows): ` +
      `${kb(startupRaw)}, ${kb(startupGzipped)} gzipped; budget ≤ ${kb(STARTUP_BUDGET_BYTES)} gzipped — ` +
      `${startupGzipped <= STARTUP_BUDGET_BYTES ? 'met' : 'MISSED'}.\n`,
  );
  console.log('| chunk | size | gzipped | loaded before the rail | before the first screen |');
  console.log('| --- | ---: | ---: | :---: | :---: |');
  for (const chunk of chunks) {
    console.log(
      `| ${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzipped)} | ${shellScripts.has(chunk.file) ? 'yes' : ''} | ${startupScripts.has(chunk.file) ? 'yes' : ''} |`,
    );
  }
  for (const chunk of preload) {
    console.log(`| preload/${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzipped)} | | |`);
  }
}
