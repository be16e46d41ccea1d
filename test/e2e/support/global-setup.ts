import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRenderer } from '../../support/bridge/build-renderer.ts';
import { RENDERER_DIR_ENV } from './paths.ts';

/** Builds the renderer once per run (same config as the app); workers read its folder from env. */
export default async function globalSetup(): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kikan-e2e-renderer-'));
  await buildRenderer(outDir);
  process.env[RENDERER_DIR_ENV] = outDir;
  return () => {
    rmSync(outDir, { recursive: true, force: true });
  };
}
