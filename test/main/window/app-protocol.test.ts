import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveAppFile } from '../../../main/window/app-protocol.ts';
import { contentSecurityPolicy } from '../../../main/window/security-policy.ts';

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

describe('the Content-Security-Policy', () => {
  it('is sent by the scheme handler itself with every response, found or not', async () => {
    for (const url of ['kikan://app/index.html', 'kikan://app/assets/main.js', 'kikan://app/x']) {
      const policy = (await serveAppFile(rendererDir, url)).headers.get('Content-Security-Policy');
      expect(policy, url).toBe(contentSecurityPolicy(null));
    }
    expect(contentSecurityPolicy(null)).toContain("default-src 'none'");
    expect(contentSecurityPolicy(null)).toContain("script-src 'self'");
    expect(contentSecurityPolicy(null)).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  });

  it('is written once: renderer/index.html carries no policy of its own', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../renderer/index.html'), 'utf8');
    expect(html).not.toMatch(/Content-Security-Policy/i);
  });

  it('answers a malformed percent-encoding with 404, not a crash', async () => {
    expect((await serveAppFile(rendererDir, 'kikan://app/%E0%A4%A')).status).toBe(404);
  });
});
