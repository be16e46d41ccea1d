import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRenderer } from '../../support/bridge/build-renderer.ts';
import { electronBinary } from './electron-binary.ts';
import { RENDERER_DIR_ENV } from './paths.ts';

/** Builds the renderer once per run (same config as the app); workers read its folder from env. */
export default async function globalSetup(): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kikan-e2e-renderer-'));
  await buildRenderer(outDir);
  const electron = electronBinary();
  // Playwright's reporters do not print skip reasons; this line says why the smoke test skips.
  if ('skip' in electron) console.log(`Electron smoke test skipped: ${electron.skip}`);
  process.env[RENDERER_DIR_ENV] = outDir;
  return () => {
    rmSync(outDir, { recursive: true, force: true });
  };
}
