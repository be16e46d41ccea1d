import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserCommand } from '../../../scripts/launch/open-browser.ts';

const bin = mkdtempSync(join(tmpdir(), 'kikan-bin-'));
writeFileSync(join(bin, 'xdg-open'), '#!/bin/sh\n');
chmodSync(join(bin, 'xdg-open'), 0o755);
afterAll(() => {
  rmSync(bin, { recursive: true, force: true });
});

const url = 'http://127.0.0.1:5/#bridge=k';

describe('system browser', () => {
  it('uses each platform’s opener', () => {
    expect(browserCommand('darwin', {}, url)).toEqual({ command: 'open', args: [url] });
    expect(browserCommand('win32', {}, url)?.command).toBe('cmd');
    expect(browserCommand('linux', { PATH: bin, DISPLAY: ':0' }, url)).toEqual({
      command: 'xdg-open',
      args: [url],
    });
  });

  it('opens nothing where there is no browser to open', () => {
    expect(browserCommand('linux', { PATH: bin }, url)).toBeNull();
    expect(browserCommand('linux', { PATH: '/nonexistent', DISPLAY: ':0' }, url)).toBeNull();
    expect(browserCommand('darwin', { BROWSER: 'none' }, url)).toBeNull();
  });
});
