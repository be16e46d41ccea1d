import { build } from 'vite';
import { rendererConfig } from '../../../renderer/vite.config.ts';

/** Builds the renderer with the app's own renderer config into outDir (for the test bridge). */
export async function buildRenderer(outDir: string): Promise<void> {
  await build({
    ...rendererConfig,
    configFile: false,
    logLevel: 'warn',
    build: { ...rendererConfig.build, outDir, emptyOutDir: true },
  });
}
