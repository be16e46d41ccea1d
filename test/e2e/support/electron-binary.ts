import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where the electron package would find its binary, worked out the way its index.js does but
 * without requiring it: requiring it downloads a missing binary, and tests stay offline.
 */
export function electronBinary(): { path: string } | { skip: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const path = override
    ? join(override, executable ?? 'electron')
    : executable === null
      ? null
      : join(packageDir, 'dist', executable);
  if (path !== null && existsSync(path)) {
    const headless =
      process.platform === 'linux' && !process.env['DISPLAY'] && !process.env['WAYLAND_DISPLAY'];
    return headless
      ? { skip: 'No display for Electron here (run the suite under xvfb-run).' }
      : { path };
  }
  return {
    skip: 'No Electron binary here (node_modules/electron has no dist and ELECTRON_OVERRIDE_DIST_PATH is unset).',
  };
}
