import { Worker } from 'node:worker_threads';
import type { CatalogShape } from '../grid/draft.ts';
import type { MillionBuilt } from './million-build.ts';

/** Builds the million-row catalog into `file` (the core's store, before it opens) in a worker. */
export function buildMillionStore(file: string, shape: CatalogShape): Promise<MillionBuilt> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./million-build.ts', import.meta.url), {
      workerData: { file, shape },
    });
    worker.once('message', (built: MillionBuilt) => {
      resolve(built);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The million-row build ended with code ${String(code)}`));
    });
  });
}
