// `npm run dev:browser` (scripts/dev-browser.ts) run as a real process: its data goes to this
// user's application-data folder (not a fixed name under the shared temp folder another user can
// create first), on a port the system picks (not a fixed one another user can take), and a data
// folder others can write to stops it with the core's reason instead of being used.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_BROWSER_DATA_NAME } from '../../../scripts/launch/browser-preview.ts';

const root = resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(join(tmpdir(), 'kikan-dev-browser-'));

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** Runs the script until it prints `until` (then stops it) or ends; its output lines. */
async function run(args: string[], home: string, until: RegExp) {
  const child = spawn(process.execPath, [join(root, 'scripts/dev-browser.ts'), ...args], {
    cwd: root,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const collect = (stream: NodeJS.ReadableStream) => {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (until.test(line)) child.kill('SIGINT');
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const code = await exited;
  return { code, lines };
}

describe.skipIf(process.platform === 'win32')('npm run dev:browser', () => {
  it('keeps its data in a folder of this user, private, on a port the system picks', async () => {
    const home = join(temp, 'home');
    mkdirSync(home, { mode: 0o700 });
    const { lines } = await run([], home, /^App data: /);
    const address = lines.find((line) => line.startsWith('Kikan Desk (browser preview): '));
    const port = Number(/127\.0\.0\.1:(\d+)\//.exec(address ?? '')?.[1]);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(5180);
    const data = join(home, '.config', DEV_BROWSER_DATA_NAME);
    expect(lines).toContain(`App data: ${data}`);
    expect(statSync(data).mode & 0o777).toBe(0o700);
    expect(statSync(join(data, 'kikan.sqlite')).isFile()).toBe(true);
  }, 120_000);

  it('refuses a data folder others can write to, saying why', async () => {
    const open = join(temp, 'open');
    mkdirSync(open);
    chmodSync(open, 0o777);
    const { code, lines } = await run(['--data', open], temp, /^App data: /);
    expect(code).not.toBe(0);
    expect(lines.join('\n')).toContain(`The data folder ${open} cannot be used`);
    expect(() => statSync(join(open, 'kikan.sqlite'))).toThrow();
  }, 120_000);
});
