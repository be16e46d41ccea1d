import { tableBlob } from '../../../renderer/src/files/export-table.ts';
import { openTableFile } from '../../../renderer/src/files/parse-client.ts';
import { FileProblem } from '../../../renderer/src/files/problems.ts';
import type { HarnessApi } from './api.ts';

// A test-only page (never in the app): the files module under the app's CSP in real Chromium,
// driven by Playwright through window.filesHarness.

const api: HarnessApi = {
  async open(bytes, name, encoding, cancelAfterProgress) {
    const controller = new AbortController();
    const phases: string[] = [];
    let longestTaskMs = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    try {
      const table = await openTableFile(new Blob([new Uint8Array(bytes)]), name, {
        encoding,
        signal: controller.signal,
        onProgress: (phase, fraction) => {
          phases.push(`${phase}:${fraction.toFixed(2)}`);
          if (cancelAfterProgress) controller.abort();
        },
      });
      return {
        ok: true,
        ms: performance.now() - started,
        longestTaskMs,
        phases,
        kind: table.kind,
        encoding: table.encoding,
        detectedEncoding: table.detectedEncoding,
        rowCount: table.rows.length,
        head: table.rows.slice(0, 3),
        last: table.rows.at(-1) ?? [],
      };
    } catch (error) {
      return {
        ok: false,
        phases,
        problem: error instanceof FileProblem ? error.code : String(error),
      };
    } finally {
      observer.disconnect();
    }
  },
  async openUrl(path, encoding) {
    const response = await fetch(path);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return api.open(bytes, path.split('/').at(-1) ?? path, encoding);
  },
  async roundTrip(rows, format) {
    const blob = await tableBlob(rows, format);
    return api.open(new Uint8Array(await blob.arrayBuffer()), `round-trip.${format}`, 'auto');
  },
};

window.filesHarness = api;
document.body.dataset['ready'] = 'true';
