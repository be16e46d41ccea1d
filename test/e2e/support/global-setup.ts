import { SHIPPED_STAND_IN_CLI, shippedRendererDir } from '../../support/shipped-build.ts';
import { STAND_IN_CLI_ENV } from '../../support/stand-in.ts';
import { electronBinary } from './electron-binary.ts';
import { RENDERER_DIR_ENV } from './paths.ts';

/** The renderer the app ships (electron-vite's build, in out/renderer); workers read its folder. */
export default async function globalSetup(): Promise<void> {
  process.env[RENDERER_DIR_ENV] = await shippedRendererDir();
  // Every stand-in the specs start runs the build's bundle of it (workers inherit this).
  process.env[STAND_IN_CLI_ENV] = SHIPPED_STAND_IN_CLI;
  const electron = electronBinary();
  // Playwright's reporters do not print skip reasons; this line says why the smoke test skips.
  if ('skip' in electron) console.log(`Electron smoke test skipped: ${electron.skip}`);
}
