import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EXIT_WITH_PARENT_FLAG as MAIN_EXIT_WITH_PARENT_FLAG,
  LIFELINE_MESSAGE as MAIN_LIFELINE_MESSAGE,
} from '../../main/demo/service-spawner.ts';
import { parseOptions } from '../../service/options.ts';
import { EXIT_WITH_PARENT_FLAG, LIFELINE_MESSAGE } from '../../service/parent-watch.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { adminJson, call } from './helpers.ts';

// The command line: READY, data folder reuse, seeds, signals and option errors.

const CLI = resolve(import.meta.dirname, '../../service/cli.ts');
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-cli-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI to completion (for --help and bad options), bounded by a timer. */
function runToExit(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error('CLI did not exit'));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe('READY line', () => {
  let standIn: StandIn;
  afterAll(async () => standIn.stop());

  it('prints url, mode, admin key and the demo installation with counts', async () => {
    standIn = await startStandIn();
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(standIn.mode).toBe('development');
    expect(standIn.admin_key.length).toBeGreaterThan(16);
    expect(standIn.workspaces.map((w) => [w.name, w.apps.map((a) => a.name)])).toEqual([
      ['demo', ['full', 'readonly']],
      ['other', ['full']],
    ]);
    for (const app of standIn.workspaces.flatMap((w) => w.apps)) {
      expect(app.client_id).toMatch(/^svc_app_/);
      expect(app.live_secret).toMatch(/^svc_sec_live_/);
      expect(app.test_secret).toMatch(/^svc_sec_test_/);
      expect(app.token).toMatch(/^svc_tok_/);
    }
    expect(standIn.app('demo', 'full').permissions).toHaveLength(8);
    expect(standIn.app('demo', 'readonly').permissions).toEqual([
      'kikan_products_read',
      'kikan_masters_read',
      'kikan_purchase_orders_read',
      'kikan_order_plans_read',
      'kikan_sales_orders_read',
      'kikan_leases_read',
    ]);
    const demo = standIn.workspaces.find((w) => w.name === 'demo');
    expect(demo?.counts).toEqual({
      purchase_orders: 180,
      sales_orders: 144,
      leases: 108,
      order_plans: 270,
    });
    const other = standIn.workspaces.find((w) => w.name === 'other');
    expect(other?.counts.purchase_orders).toBeGreaterThan(0);
    expect(other?.counts.purchase_orders).toBeLessThan(180);
  });

  it('prints exactly one READY line, then the data folder', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, [CLI, '--port', '0', '--data', dir, '--seed', 'none'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const reader = createInterface({ input: child.stdout });
    await new Promise<void>((done) => {
      reader.on('line', (line) => {
        lines.push(line);
        if (line.startsWith('This is a stand-in')) done();
      });
    });
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.filter((line) => line.startsWith('READY '))).toHaveLength(1);
    expect(lines[0]).toMatch(/^READY \{/);
    expect(lines.some((line) => line.includes(dir))).toBe(true);
  });
});

describe('--exit-with-parent', () => {
  /** Starts the CLI with stdin a pipe this test holds, and waits for READY. */
  async function startWithPipe(args: string[]) {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--seed', 'none', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    const reader = createInterface({ input: child.stdout });
    await new Promise<void>((done) => {
      reader.on('line', (line) => {
        if (line.startsWith('READY ')) done();
      });
    });
    return { child, exited };
  }

  it('stops (exit 0) once its stdin ends, as when the process that started it is gone', async () => {
    const { child, exited } = await startWithPipe(['--data', tempDir(), '--exit-with-parent']);
    child.stdin.end();
    expect(await exited).toBe(0);
  });

  it('names the switch main passes (main/demo/service-spawner.ts)', () => {
    expect(EXIT_WITH_PARENT_FLAG).toBe(MAIN_EXIT_WITH_PARENT_FLAG);
    expect(LIFELINE_MESSAGE).toBe(MAIN_LIFELINE_MESSAGE);
    expect(parseOptions(['--exit-with-parent'])).toMatchObject({ exitWithParent: true });
    expect(parseOptions([])).toMatchObject({ exitWithParent: false });
  });
});

describe('data folder', () => {
  it('reuses an existing database: same credentials, no reseed, and exits 0 on SIGTERM', async () => {
    const dir = tempDir();
    const first = await startStandIn({ dataDir: dir, size: 30 });
    const reinstalled = (await adminJson(first, '/_admin/apps/demo/readonly/reinstall')) as {
      token: string;
    };
    await first.stop();
    expect(first.process.exitCode).toBe(0);

    const second = await startStandIn({ dataDir: dir, size: 90 });
    try {
      expect(second.admin_key).toBe(first.admin_key);
      expect(second.app('demo', 'full')).toEqual(first.app('demo', 'full'));
      expect(second.app('demo', 'readonly').token).toBe(reinstalled.token);
      expect(second.workspaces.find((w) => w.name === 'demo')?.counts.purchase_orders).toBe(30);
      const reply = await call(second, '/purchase_orders', {
        token: first.app('demo', 'full').token,
      });
      expect(reply.status).toBe(200);
      const oldReadonly = await call(second, '/purchase_orders', {
        token: first.app('demo', 'readonly').token,
      });
      expect(oldReadonly.status).toBe(401);
    } finally {
      await second.stop();
    }
    expect(second.process.exitCode).toBe(0);
  });

  it('defaults to the user data folder (XDG_DATA_HOME/kikan-stand-in on Linux)', async () => {
    if (process.platform !== 'linux') return;
    const home = tempDir();
    const child = spawn(process.execPath, [CLI, '--port', '0', '--seed', 'none'], {
      env: { ...process.env, XDG_DATA_HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const reader = createInterface({ input: child.stdout });
    const folderLine = await new Promise<string>((done) => {
      reader.on('line', (line) => {
        if (line.startsWith('Data folder:')) done(line);
      });
    });
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(folderLine).toContain(join(home, 'kikan-stand-in'));
    expect(existsSync(join(home, 'kikan-stand-in', 'stand-in.sqlite'))).toBe(true);
  });
});

describe('seed none', () => {
  it('installs the apps but no catalog and no vouchers', async () => {
    const standIn = await startStandIn({ seed: 'none' });
    try {
      expect(standIn.workspaces.find((w) => w.name === 'demo')?.counts).toEqual({
        purchase_orders: 0,
        sales_orders: 0,
        leases: 0,
        order_plans: 0,
      });
      expect(
        await adminJson(standIn, '/_admin/workspaces/demo/catalog', { method: 'GET' }),
      ).toEqual({ masters: {}, products: [] });
      const reply = await call(standIn, '/purchase_orders', {
        token: standIn.app('demo', 'full').token,
      });
      expect(reply.json).toEqual([]);
    } finally {
      await standIn.stop();
    }
  });
});

describe('options', () => {
  it('prints usage for --help and exits 0', async () => {
    const result = await runToExit(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--envelope array|object');
  });

  it.each([
    ['--mode', 'staging'],
    ['--envelope', 'xml'],
    ['--port', 'abc'],
    ['--bogus', '1'],
  ])('refuses %s %s with exit code 2 and a message', async (flag, value) => {
    const result = await runToExit([flag, value, '--data', tempDir()]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: node service\/cli\.ts/);
    expect(result.stdout).not.toContain('READY');
  });

  it('parses defaults and every option (in process)', () => {
    expect(parseOptions(['--data', '/d'])).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      mode: 'development',
      seed: 'demo',
      size: 180,
      envelope: 'array',
      rateWindowMs: 60_000,
      pageSize: 50,
      voucherPrefix: '',
    });
    expect(
      parseOptions([
        '--port',
        '0',
        '--mode',
        'production',
        '--seed',
        'none',
        '--size',
        '5',
        '--envelope',
        'object',
        '--rate-window-ms',
        '1',
        '--page-size',
        '7',
        '--voucher-prefix',
        '/v1',
      ]),
    ).toMatchObject({
      port: 0,
      mode: 'production',
      seed: 'none',
      size: 5,
      envelope: 'object',
      rateWindowMs: 1,
      pageSize: 7,
      voucherPrefix: '/v1',
    });
    for (const bad of [
      ['--size', '-3'],
      ['--size', '1.5'],
      ['--rate-window-ms', '0'],
      ['--page-size', '0'],
      ['--voucher-prefix', 'v1'],
      ['--port', '70000'],
    ]) {
      expect(() => parseOptions(bad)).toThrow();
    }
  });
});
