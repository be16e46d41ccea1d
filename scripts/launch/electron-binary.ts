import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the electron package keeps its binary, found the way its index.js finds it but without
 * requiring it: requiring it starts a download when the binary is missing, and that download is
 * what a blocked network (or npm's install-script policy) prevents. Null when there is none.
 */
export function findElectronBinary(packageDir: string, env: NodeJS.ProcessEnv): string | null {
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const path = override
    ? join(override, executable ?? 'electron')
    : executable === null
      ? null
      : join(packageDir, 'dist', executable);
  return path !== null && existsSync(path) ? path : null;
}

/** The one sentence `npm start` prints when there is no Electron binary. */
export const NO_ELECTRON_MESSAGE =
  'Electron’s binary is not installed here (its download was blocked or skipped), so Kikan Desk ' +
  'opens as a browser preview instead; to get the desktop app, run ' +
  '`node node_modules/electron/install.js` with ELECTRON_MIRROR set to a mirror you can reach, ' +
  'or with electron_config_cache pointing at a folder that holds the Electron zip.';
