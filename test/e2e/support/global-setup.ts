import { shippedRendererDir } from '../../support/shipped-build.ts';
import { electronBinary } from './electron-binary.ts';
import { RENDERER_DIR_ENV } from './paths.ts';

/** The renderer the app ships (electron-vite's build, in out/renderer); workers read its folder. */
export default async function globalSetup(): Promise<void> {
  process.env[RENDERER_DIR_ENV] = await shippedRendererDir();
  const electron = electronBinary();
  // Playwright's reporters do not print skip reasons; this line says why the smoke test skips.
  if ('skip' in electron) console.log(`Electron smoke test skipped: ${electron.skip}`);
}
