import type { AboutPanelOptionsOptions } from 'electron';

export interface RuntimeVersions {
  electron?: string | undefined;
  chrome?: string | undefined;
  node?: string | undefined;
}

/** One line per runtime, for the About panel and the log's first line. */
export function runtimeSummary(versions: RuntimeVersions): string {
  return [
    `Electron ${versions.electron ?? '?'}`,
    `Chromium ${versions.chrome ?? '?'}`,
    `Node.js ${versions.node ?? '?'}`,
  ].join(', ');
}

/**
 * The About panel: the app's version and the runtimes it ships. The bundled packages' licenses
 * are a file generated at build time (licenses.txt beside the build, see scripts/licenses.ts),
 * opened from Help.
 */
export function aboutPanelOptions(
  appVersion: string,
  versions: RuntimeVersions,
  licensesNote: string,
): AboutPanelOptionsOptions {
  return {
    applicationName: 'Kikan Desk',
    applicationVersion: appVersion,
    version: runtimeSummary(versions),
    credits: `${runtimeSummary(versions)}\n${licensesNote}`,
    copyright: 'Kikan Desk',
  };
}
