import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

// Starts the stand-in service (service/cli.ts) as a real child process on a free loopback port
// and reads its READY line. Used by service, client, e2e tests and benchmarks.

export interface StandInApp {
  name: string;
  client_id: string;
  live_secret: string;
  test_secret: string;
  token: string;
  permissions: string[];
}

export interface StandInWorkspace {
  name: string;
  apps: StandInApp[];
  counts: Record<string, number>;
}

export interface StandInReady {
  url: string;
  mode: 'development' | 'production';
  /** Absent with --no-admin. */
  admin_key: string;
  workspaces: StandInWorkspace[];
}

export interface StandInOptions {
  mode?: 'development' | 'production';
  seed?: 'demo' | 'none';
  size?: number;
  envelope?: 'array' | 'object';
  rateWindowMs?: number;
  /** Rows a list page holds (the stand-in's default is 50). */
  pageSize?: number;
  dataDir?: string;
  extraArgs?: string[];
}

export interface StandIn extends StandInReady {
  dataDir: string;
  process: ChildProcess;
  /** What the stand-in wrote to stderr so far (its last 4,000 characters). */
  stderr(): string;
  app(workspace: string, app: string): StandInApp;
  /** Calls the admin surface with the admin key. */
  admin(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * Set to a bundled stand-in (the e2e global setup sets it to the one the app ships for its demo):
 * the same service, started without Node stripping and resolving its hundred source files, which
 * halves each e2e test's start-up on a loaded machine.
 */
export const STAND_IN_CLI_ENV = 'KIKAN_STAND_IN_CLI';
const SOURCE_CLI = resolve(import.meta.dirname, '../../service/cli.ts');

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kikan-standin-'));
  const cli = process.env[STAND_IN_CLI_ENV] ?? SOURCE_CLI;
  const args = [cli, '--port', '0', '--host', '127.0.0.1', '--data', dataDir];
  args.push('--mode', options.mode ?? 'development', '--seed', options.seed ?? 'demo');
  if (options.size !== undefined) args.push('--size', String(options.size));
  if (options.envelope) args.push('--envelope', options.envelope);
  if (options.rateWindowMs !== undefined)
    args.push('--rate-window-ms', String(options.rateWindowMs));
  if (options.pageSize !== undefined) args.push('--page-size', String(options.pageSize));
  args.push(...(options.extraArgs ?? []));
  // Its stdin is a pipe this process holds: a test run that is killed leaves no stand-in behind.
  args.push('--exit-with-parent');

  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.on('error', () => undefined);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const ready = await new Promise<StandInReady>((resolveReady, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`stand-in printed no READY line within 60 s\n${stderr}`));
    }, 60_000);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolveReady(JSON.parse(line.slice('READY '.length)) as StandInReady);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stand-in exited with ${String(code)} before READY\n${stderr}`));
    });
  });
  child.stdout.resume();

  return {
    ...ready,
    dataDir,
    process: child,
    stderr: () => stderr,
    app(workspace, appName) {
      const found = ready.workspaces
        .find((w) => w.name === workspace)
        ?.apps.find((a) => a.name === appName);
      if (!found) throw new Error(`no app ${workspace}/${appName} in READY`);
      return found;
    },
    admin(path, init = {}) {
      return fetch(new URL(path, ready.url), {
        method: init.method ?? 'POST',
        headers: { 'X-Admin-Key': ready.admin_key, 'Content-Type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
