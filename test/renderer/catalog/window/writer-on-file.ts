import { afterEach } from 'vitest';
import { looksLikeCredential } from '../../../../app/credentials.ts';
import { NO_VIEW_SPEC, type ViewSpec } from '../../../../app/catalog/views.ts';
import {
  CoreWriter,
  type CoreWriterOptions,
} from '../../../../renderer/src/catalog/window/core-writer.ts';
import {
  GridWindowDriver,
  type GridTransport,
} from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import { until } from './core-on-file.ts';

// Core mode's writer over a window of the core (core-on-file.ts): the view opened and its first
// rows held, the writer open on it; both closed after each test.

const opened: { close(): void }[] = [];
afterEach(() => {
  // Writers before their drivers, the last opened first.
  for (const one of opened.splice(0).reverse()) one.close();
});

/** Closes the writer or driver after the test. */
export function closeAfterTest(one: { close(): void }): void {
  opened.push(one);
}

/**
 * Opens `view` through the transport and a writer on it; `settled` waits until the writer holds
 * nothing and every step sent was answered.
 */
export async function openedWriter(
  core: { transport: GridTransport; sends: { asked: number; answered: number } },
  view: ViewSpec['view'],
  options: Pick<CoreWriterOptions, 'history' | 'productsByCode'>,
) {
  const driver = new GridWindowDriver(core.transport);
  closeAfterTest(driver);
  driver.setVisibleRange({ start: 0, end: 40 });
  driver.open({ view, ...NO_VIEW_SPEC, columnFilters: [] });
  await until(() => driver.rowAt(0) !== 'loading');
  let next = 0;
  const writer = new CoreWriter(driver, {
    newId: () => `n${String((next += 1))}`,
    looksSecret: looksLikeCredential,
    ...options,
  });
  closeAfterTest(writer);
  writer.open();
  const settled = () => until(() => !writer.busy && core.sends.asked === core.sends.answered);
  return { driver, writer, settled };
}
