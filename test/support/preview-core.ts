import { startPreviewCore, type PreviewCore } from '../../main/preview/preview-core.ts';
import type { CoreStartOptions } from '../../main/core-process/protocol.ts';

/**
 * The preview's core (its own Node child) over `userDataDir`, as the bridge's tests run it: the
 * keychain kept in memory (these tests are about the bridge, not the credentials).
 */
export function startTestPreviewCore(
  userDataDir: string,
  options: Partial<CoreStartOptions> = {},
): Promise<PreviewCore> {
  return startPreviewCore({
    userDataDir,
    appVersion: '0.0.0-test',
    platform: process.platform,
    keychain: 'memory',
    ...options,
  });
}
