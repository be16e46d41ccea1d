// How the preview's server hands out the renderer's files (main/preview/server.ts): the page is
// never kept (its shim carries the run's secret); every other file is asked again at each load
// and answered "not modified" while the browser holds it, so Chromium reuses the compiled scripts
// as the app's scheme lets Electron do (codeCache). Real parts: the core in its Node child, the
// HTTP server, fetch over loopback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { startTestPreviewCore } from '../../support/preview-core.ts';
import { startBridge, type Bridge } from '../../../main/preview/server.ts';

let userDataDir: string;
let rendererDir: string;
let core: PreviewCore;
let bridge: Bridge;

beforeAll(async () => {
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bridge-files-'));
  rendererDir = mkdtempSync(join(tmpdir(), 'kikan-bridge-files-renderer-'));
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><head><script type="module" src="./assets/app.js"></script></head>',
  );
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'export const a = 1;');
  core = await startTestPreviewCore(userDataDir);
  bridge = await startBridge({ core, rendererDir });
});
afterAll(async () => {
  await bridge.stop();
  await core.stop();
  rmSync(userDataDir, { recursive: true, force: true });
  rmSync(rendererDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${bridge.url}${path}`, { headers });

describe('the preview server’s files', () => {
  it('never lets the page be kept', async () => {
    const page = await get('index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('etag')).toBeNull();
  });

  it('answers a script the browser holds with "not modified", and a changed one in full', async () => {
    const first = await get('assets/app.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toBe('export const a = 1;');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('assets/app.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'export const a = 2;');
    const changed = await get('assets/app.js', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toBe('export const a = 2;');
    // Its content-security policy and type travel with it, as before.
    expect(changed.headers.get('content-type')).toMatch(/javascript/);
    expect(changed.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers a page it cannot serve with an error rather than leaving it open', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'kikan-bridge-files-broken-'));
    writeFileSync(join(broken, 'index.html'), '<!doctype html><p>no script</p>');
    const other = await startBridge({ core, rendererDir: broken });
    try {
      const page = await fetch(`${other.url}index.html`);
      expect(page.status).toBe(500);
    } finally {
      await other.stop();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
