import { createInterface } from 'node:readline';
import { KikanError } from '../../app/errors.ts';
import { parseReadyLine, type ReadyApp, type ReadyLine } from './ready-line.ts';
import type { ServiceProcess, ServiceSpawner } from './service-spawner.ts';

const READY_TIMEOUT_MS = 60_000;
/** The stand-in's switch that turns its /_admin paths off (they answer 404). */
export const NO_ADMIN_FLAG = '--no-admin';

export interface DemoConnection {
  url: string;
  app: ReadyApp;
}

/**
 * Starts the local stand-in service for the demo workspace on a free loopback port, with its data
 * kept under the app's data folder (an existing demo database is reused), and hands back the
 * demo workspace's `full` app. One process per app run; stopped when the app quits.
 */
export class DemoService {
  readonly #spawn: ServiceSpawner;
  readonly #dataDir: string;
  readonly #admin: boolean;
  #process: ServiceProcess | null = null;
  #ready: Promise<ReadyLine> | null = null;

  /**
   * `admin: false` (the packaged app) starts the stand-in without its admin surface (fault
   * injection, reinstall, bulk inserts): staff have no use for it, and its key stays in main.
   */
  constructor(
    spawner: ServiceSpawner,
    dataDir: string,
    options: { admin: boolean } = { admin: true },
  ) {
    this.#spawn = spawner;
    this.#dataDir = dataDir;
    this.#admin = options.admin;
  }

  async connection(): Promise<DemoConnection> {
    this.#ready ??= this.#start().catch((error: unknown) => {
      this.#ready = null;
      throw error;
    });
    const ready = await this.#ready;
    const app = ready.workspaces
      .find((w) => w.name === 'demo')
      ?.apps.find((a) => a.name === 'full');
    if (!app) throw demoError('The demo service started without its demo workspace.');
    return { url: ready.url, app };
  }

  stop(): void {
    this.#process?.kill();
    this.#process = null;
    this.#ready = null;
  }

  #start(): Promise<ReadyLine> {
    const args = ['--port', '0', '--host', '127.0.0.1', '--data', this.#dataDir, '--seed', 'demo'];
    if (!this.#admin) args.push(NO_ADMIN_FLAG);
    const child = this.#spawn(args);
    this.#process = child;
    return new Promise<ReadyLine>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(demoError('The demo service did not start within a minute.'));
      }, READY_TIMEOUT_MS);
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const ready = parseReadyLine(line);
        if (!ready) return;
        clearTimeout(timer);
        child.stdout.resume();
        resolve(ready);
      });
      child.onExit((code) => {
        clearTimeout(timer);
        if (this.#process === child) {
          this.#process = null;
          this.#ready = null;
        }
        reject(demoError(`The demo service stopped (exit code ${String(code)}).`));
      });
    });
  }
}

function demoError(message: string): KikanError {
  return new KikanError({ kind: 'internal', message });
}
