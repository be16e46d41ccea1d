import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { GRID_NAMES } from '../../../app/catalog/rows.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import { prepareImport } from '../../../renderer/src/catalog/files/prepare-import.ts';
import { catalogFilesStrings } from '../../../renderer/src/catalog/files/strings.ts';
import { tableBlob } from '../../../renderer/src/table-files/export-table.ts';
import { openTableFile } from '../../../renderer/src/table-files/parse-client.ts';
import { FileProblem } from '../../../renderer/src/table-files/problems.ts';
import '../../../renderer/src/styles/app.css';
import type { HarnessApi } from './api.ts';
import { DialogPage } from './DialogPage.tsx';

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
        detail: error instanceof FileProblem ? error.detail : '',
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
  async openUrlIntoProducts(path) {
    const blob = await (await fetch(path)).blob();
    const started = performance.now();
    const table = await openTableFile(blob, path.split('/').at(-1) ?? path);
    const parsed = performance.now();
    const prepared = prepareImport('products', table, () => null);
    if (!prepared.ok) throw new Error(prepared.problem);
    const result = fileRowsToGridRows('products', prepared.body, prepared.mapping);
    return {
      parseMs: parsed - started,
      mapMs: performance.now() - parsed,
      products: result.rows.length,
      conflicts: result.conflicts.length,
    };
  },
  async roundTrip(rows, format) {
    const blob = await tableBlob(rows, format);
    return api.open(new Uint8Array(await blob.arrayBuffer()), `round-trip.${format}`, 'auto');
  },
};

window.filesHarness = api;

// ?dialog=<grid>&lang=en|ja: the open-file dialog mounted as the grid's toolbar would mount it.
z.config({ jitless: true });
const params = new URLSearchParams(location.search);
const grid = GRID_NAMES.find((name) => name === params.get('dialog'));
if (grid !== undefined) {
  const language = params.get('lang') === 'ja' ? 'ja' : 'en';
  document.documentElement.lang = language;
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: {
      en: { translation: catalogFilesStrings.en },
      ja: { translation: catalogFilesStrings.ja },
    },
    lng: language,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <I18nextProvider i18n={i18n}>
        <DialogPage grid={grid} />
      </I18nextProvider>,
    );
  }
}
document.body.dataset['ready'] = 'true';
