// First paint of the app shell in real Chromium, through the loopback test bridge (the real core,
// the built renderer, the app's CSP): from navigation to the first paint, to the navigation rail
// on screen, and to the first screen (Connect, lazy-loaded) with its heading. Every run opens a
// fresh browser context (nothing cached; the bridge also sends no-store). Also lists the built
// JavaScript chunks and which of them the shell loads before its rail shows.
// BENCH_SHELL_RUNS sets the number of runs (default 15).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { createAppCore } from '../../main/core.ts';
import { buildRenderer } from '../support/bridge/build-renderer.ts';
import { startBridge } from '../support/bridge/server.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

const RUNS = Math.max(1, Number(process.env['BENCH_SHELL_RUNS'] ?? 15) || 15);

interface Sample {
  firstPaint: number;
  firstContentfulPaint: number;
  domContentLoaded: number;
  railFrame: number;
  screenFrame: number;
  scriptsBeforeRail: string[];
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
  };
})()`;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kikan-shell-bench-'));
  const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-shell-bench-userdata-'));
  await buildRenderer(outDir);
  const core = await createAppCore({
    userDataDir,
    fetch,
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
    await core.close();
  }

  const chunks = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => ({ file, bytes: statSync(join(outDir, 'assets', file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  rmSync(outDir, { recursive: true, force: true });
  rmSync(userDataDir, { recursive: true, force: true });

  const shellScripts = new Set(samples.flatMap((sample) => sample.scriptsBeforeRail));
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

  const shellBytes = chunks
    .filter((chunk) => shellScripts.has(chunk.file))
    .reduce((sum, chunk) => sum + chunk.bytes, 0);
  console.log(
    `\nBuilt chunks (minified); the shell loads ${kb(shellBytes)} of JavaScript before its rail shows.\n`,
  );
  console.log('| chunk | size | loaded before the rail |');
  console.log('| --- | ---: | :---: |');
  for (const chunk of chunks) {
    console.log(
      `| ${chunk.file} | ${kb(chunk.bytes)} | ${shellScripts.has(chunk.file) ? 'yes' : ''} |`,
    );
  }
}
