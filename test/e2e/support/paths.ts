import { resolve } from 'node:path';

export const RENDERER_DIR_ENV = 'KIKAN_E2E_RENDERER_DIR';
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const SCREENSHOT_DIR = resolve(REPO_ROOT, 'assets/screenshots');

export function rendererDir(): string {
  const dir = process.env[RENDERER_DIR_ENV];
  if (!dir)
    throw new Error(`${RENDERER_DIR_ENV} is unset: run through playwright.config.ts (globalSetup)`);
  return dir;
}
