import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreviewCore, type PreviewCore } from '../../../main/preview/preview-core.ts';
import { startOddProxy } from '../../support/odd-proxy.ts';
import { startStandIn } from '../../support/stand-in.ts';
import { connect } from '../responsiveness/setup.ts';

// The fairness bench's parts: the real core as this process's child (as `npm start` runs it),
// unpaced (a 1 ms window) so every job works flat out, and three stand-ins: a large workspace
// (load all, the sorted list, the catalog jobs), one answering pages of `pageRows` rows (the
// big pages), and one behind a proxy that drops list rows' lines (completing lines).

export interface FairnessSizes {
  purchaseOrders: number;
  pageRows: number;
  pages: number;
  lineOrders: number;
  products: number;
}

export interface FairnessBench {
  core: PreviewCore;
  large: string;
  pages: string;
  lines: string;
  close: () => Promise<void>;
}

export async function openFairness(sizes: FairnessSizes): Promise<FairnessBench> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bench-fairness-'));
  const largeService = await startStandIn({
    size: sizes.purchaseOrders,
    rateWindowMs: 1,
    pageSize: 500,
  });
  const pageService = await startStandIn({
    size: sizes.pageRows * sizes.pages,
    rateWindowMs: 1,
    pageSize: sizes.pageRows,
  });
  const lineService = await startStandIn({
    size: sizes.lineOrders,
    rateWindowMs: 1,
    pageSize: 500,
  });
  const proxy = await startOddProxy(lineService.url);
  proxy.modes.dropLines = true;
  const core = await startPreviewCore({
    userDataDir,
    appVersion: 'bench',
    platform: process.platform,
    pacingWindowMs: 1,
    keychain: 'memory',
  });
  const lines = await connect(core, { ...lineService, url: proxy.url }, 'Lines');
  const pages = await connect(core, pageService, 'Pages');
  const large = await connect(core, largeService, 'Large');
  return {
    core,
    large,
    pages,
    lines,
    close: async () => {
      await core.stop();
      await proxy.stop();
      await Promise.all([largeService.stop(), pageService.stop(), lineService.stop()]);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
