import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { GRID_NAMES } from '../../../app/catalog/rows.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import { openFileSession } from '../../../renderer/src/catalog/files/file-session.ts';
import { importRows } from '../../../renderer/src/catalog/model/import-rows.ts';
import { applyEdit, emptyCatalog } from '../../../renderer/src/drafts/catalog-data.ts';
import { prepareImport } from '../../../renderer/src/catalog/files/prepare-import.ts';
import { catalogFilesStrings } from '../../../renderer/src/catalog/files/strings.ts';
import { tableBlob } from '../../../renderer/src/table-files/export-table.ts';
import { openTableFile } from '../../../renderer/src/table-files/parse-client.ts';
import { FileProblem } from '../../../renderer/src/table-files/problems.ts';
import '../../../renderer/src/styles/app.css';
import type { HarnessApi, HarnessSessionResult } from './api.ts';
import { DialogPage } from './DialogPage.tsx';

// A test-only page (never in the app): the files module under the app's CSP in real Chromium,
// driven by Playwright through window.filesHarness.

/** The longest entry of a kind seen while `work` runs (longtask, or event for key events). */
function watch(type: 'longtask' | 'event') {
  let longest = 0;
  let count = 0;
  const take = (entries: PerformanceEntryList): void => {
    for (const entry of entries) {
      if (type === 'event' && !entry.name.startsWith('key')) continue;
      count += 1;
      longest = Math.max(longest, entry.duration);
    }
  };
  const observer = new PerformanceObserver((list) => {
    take(list.getEntries());
  });
  // Event Timing reports key events of 16 ms and more (its smallest threshold).
  const options: PerformanceObserverInit & { durationThreshold?: number } =
    type === 'event' ? { type, durationThreshold: 16 } : { type };
  observer.observe(options);
  return {
    /** Takes the entries not yet delivered (the observer's callback runs later), then stops. */
    stop(): { longest: number; count: number } {
      take(observer.takeRecords());
      observer.disconnect();
      return { longest, count };
    },
  };
}

let sessionIds = 0;

/**
 * Waits for the next task: a long task's entry is queued when it ends, so the task that resolved
 * an open (the page's longest, when it builds every row) is counted only after it.
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

const blobOf = async (source: string | Blob): Promise<Blob> =>
  typeof source === 'string' ? (await fetch(source)).blob() : source;
/** A served file's own name; a Blob is opened as a CSV. */
const nameOf = (source: string | Blob): string =>
  typeof source === 'string' ? (source.split('/').at(-1) ?? source) : 'file.csv';

const api: HarnessApi = {
  async open(bytes, name, encoding, cancelAfterProgress) {
    const controller = new AbortController();
    const phases: string[] = [];
    const tasks = watch('longtask');
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
      const ms = performance.now() - started;
      await nextTask();
      return {
        ok: true,
        ms,
        longestTaskMs: tasks.stop().longest,
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
      tasks.stop();
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
  async openIntoProductsSession(source, withRows) {
    const blob = await blobOf(source);
    const tasks = watch('longtask');
    const keys = watch('event');
    const started = performance.now();
    const session = await openFileSession(blob, nameOf(source));
    const opened = performance.now();
    try {
      const sheet = session.summary.sheets[0];
      if (sheet === undefined) throw new Error('no sheet');
      const prepared = prepareImport('products', sheet, () => null);
      if (!prepared.ok) throw new Error(prepared.problem);
      const made = await session.mapRows({
        sheet: 0,
        grid: 'products',
        mapping: prepared.mapping,
        choice: 'agreeing-skus',
      });
      const mapped = performance.now();
      await nextTask();
      const taskStats = tasks.stop();
      const keyStats = keys.stop();
      const applyTasks = watch('longtask');
      await nextTask();
      const applyStarted = performance.now();
      const edit = importRows(
        'products',
        emptyCatalog(),
        made.rows,
        () => `r${String((sessionIds += 1))}`,
      );
      const data = edit === null ? emptyCatalog() : applyEdit(emptyCatalog(), edit);
      const applied = performance.now();
      await nextTask();
      const result: HarnessSessionResult = {
        openMs: opened - started,
        mapMs: mapped - opened,
        applyMs: applied - applyStarted,
        products: data.products.length,
        skus: made.rows.reduce((sum, row) => sum + row.skus.length, 0),
        fileRows: sheet.rowCount - 1,
        longestTaskMs: taskStats.longest,
        applyLongestTaskMs: applyTasks.stop().longest,
        longestKeyMs: keyStats.longest,
        keyEvents: keyStats.count,
        rows: withRows === true ? made.rows : [made.rows[0], made.rows.at(-1)],
      };
      return result;
    } finally {
      session.close();
    }
  },
  async cancelSessionAt(source, atFraction) {
    const blob = await blobOf(source);
    const controller = new AbortController();
    const phases: string[] = [];
    try {
      await openFileSession(blob, nameOf(source), {
        signal: controller.signal,
        onProgress: (phase, fraction) => {
          phases.push(`${phase}:${fraction.toFixed(2)}`);
          if (phase === 'parsing' && fraction >= atFraction) controller.abort();
        },
      });
      return { problem: 'none', phases };
    } catch (error) {
      return { problem: error instanceof FileProblem ? error.code : String(error), phases };
    }
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
