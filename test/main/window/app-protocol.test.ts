import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveAppFile } from '../../../main/window/app-protocol.ts';

const root = mkdtempSync(join(tmpdir(), 'kikan-protocol-'));
const rendererDir = join(root, 'renderer');
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(rendererDir, 'assets', 'main.js'), 'console.log(1)');
writeFileSync(join(root, 'secret.txt'), 'outside');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('kikan:// app scheme', () => {
  it('serves the renderer files with their content types', async () => {
    const index = await serveAppFile(rendererDir, 'kikan://app/index.html');
    expect(index.status).toBe(200);
    expect(index.headers.get('Content-Type')).toContain('text/html');
    const script = await serveAppFile(rendererDir, 'kikan://app/assets/main.js');
    expect(await script.text()).toBe('console.log(1)');
    expect(script.headers.get('Content-Type')).toContain('javascript');
  });

  it('serves nothing outside the renderer folder or for another host', async () => {
    expect((await serveAppFile(rendererDir, 'kikan://app/../secret.txt')).status).toBe(404);
    expect((await serveAppFile(rendererDir, 'kikan://app/%2e%2e/secret.txt')).status).toBe(404);
    expect((await serveAppFile(rendererDir, 'kikan://app/..%2fsecret.txt')).status).toBe(404);
    expect((await serveAppFile(rendererDir, 'kikan://other/index.html')).status).toBe(404);
    expect((await serveAppFile(rendererDir, 'kikan://app/missing.js')).status).toBe(404);
  });
});
