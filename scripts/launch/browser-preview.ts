import { homedir } from 'node:os';
import { join } from 'node:path';
import { openDemoOnFirstRun } from '../../main/demo/first-run.ts';
import { startPreviewCore, type PreviewCore } from '../../main/preview/preview-core.ts';
import { startBridge, type Bridge } from '../../main/preview/server.ts';

/** `npm run dev:browser`'s data folder, beside the preview's. */
export const DEV_BROWSER_DATA_NAME = 'Kikan Desk (dev browser)';

/**
 * Where the preview keeps its data: beside the desktop app's, in a folder of its own in this
 * user's application-data folder (never a fixed name under the shared temp folder, which another
 * user could create first). `npm run dev:browser` has one of its own too.
 */
export function previewDataDir(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  name = 'Kikan Desk (browser preview)',
): string {
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming'), name);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', name);
  const config = env['XDG_CONFIG_HOME'];
  return join(config && config !== '' ? config : join(homedir(), '.config'), name);
}

export interface Preview {
  /** The address to open: it carries the page's key in its fragment. */
  address: string;
  stop(): Promise<void>;
}

/**
 * The app without Electron: the real core in its own process (a Node child, as in the tests) and
 * the built renderer, joined by the loopback bridge (the one the end-to-end tests use) in place
 * of the preload.
 */
export async function startBrowserPreview(options: {
  rendererDir: string;
  userDataDir: string;
  serviceEntry: string;
  appVersion: string;
}): Promise<Preview> {
  const core: PreviewCore = await startPreviewCore({
    userDataDir: options.userDataDir,
    appVersion: `${options.appVersion}-preview`,
    platform: process.platform,
    demoServiceEntry: options.serviceEntry,
  });
  let bridge: Bridge;
  try {
    bridge = await startBridge({ core, rendererDir: options.rendererDir });
  } catch (error) {
    await core.stop();
    throw error;
  }
  // As in a development build of the desktop app: a first run lands in the demo workspace.
  await openDemoOnFirstRun(core.handlers).catch((error: unknown) => {
    console.error(
      `Could not open the demo workspace: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return {
    address: bridge.openUrl,
    async stop() {
      await bridge.stop();
      await core.stop();
    },
  };
}
