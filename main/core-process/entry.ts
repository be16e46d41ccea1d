// The core process: runs createAppCore (store, keychain, service client, imports, voucher cache,
// demo) and serves its handler table over message channels. In Electron it is a utility process
// (its one channel is its parentPort to main, which relays the window's calls after checking
// their sender); elsewhere a Node child process
// forked with 'advanced' serialization, whose one channel is its IPC channel. It imports nothing
// of Electron but `net` (for net.fetch), and that only when it runs in Electron.
import { join } from 'node:path';
import { createAppCore, type AppCore, type AppCoreOptions } from '../core.ts';
import { nodeServiceSpawner } from '../demo/service-spawner.ts';
import { loggedFetch } from '../log/logged-fetch.ts';
import { CORE_LOG_NAME, RotatingLog } from '../log/rotating-log.ts';
import { createMemoryVault } from '../vault/index.ts';
import { unavailableVault } from '../vault/unavailable-vault.ts';
import { electronPortChannel, parentProcessChannel, type ElectronPortLike } from './channels.ts';
import { demoSpawnerThroughParent } from './demo-through-parent.ts';
import {
  asParentToCore,
  type Channel,
  type CoreStartOptions,
  type CoreToParent,
} from './protocol.ts';
import { serveChannel } from './serve-channel.ts';

interface ParentPort extends ElectronPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

const parentPort = (process as { parentPort?: ParentPort }).parentPort;
const parent: Channel = parentPort ? electronPortChannel(parentPort) : parentProcessChannel();
const tell = (message: CoreToParent): void => {
  parent.post(message);
};

async function serviceFetch(options: CoreStartOptions): Promise<typeof fetch> {
  // Electron's net.fetch: Chromium's network stack, with the system proxy and certificate store.
  let base: typeof fetch = fetch;
  if (parentPort) {
    const { net } = await import('electron');
    base = (input, init) => net.fetch(input instanceof URL ? input.href : input, init);
  }
  return options.logsDir === undefined
    ? base
    : loggedFetch(base, new RotatingLog(options.logsDir, { name: CORE_LOG_NAME }));
}

let core: AppCore | null = null;
const demo = demoSpawnerThroughParent(parent);

async function start(options: CoreStartOptions): Promise<void> {
  const coreOptions: AppCoreOptions = {
    userDataDir: options.userDataDir,
    appVersion: options.appVersion,
    platform: options.platform,
    fetch: await serviceFetch(options),
    ...(options.keychain === 'none' ? { vault: unavailableVault() } : {}),
    ...(options.keychain === 'memory' ? { vault: createMemoryVault() } : {}),
    ...(options.demoThroughParent
      ? { spawnDemoService: demo.spawner }
      : options.demoServiceEntry === undefined
        ? {}
        : { spawnDemoService: nodeServiceSpawner(options.demoServiceEntry) }),
    ...(options.demoAdmin === undefined ? {} : { demoAdmin: options.demoAdmin }),
    ...(options.pacingWindowMs === undefined ? {} : { pacingWindowMs: options.pacingWindowMs }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.resumeImports === undefined ? {} : { resumeImports: options.resumeImports }),
    // Built, the planning, reading and writing threads are bundles beside this one; from source, Node
    // runs their source.
    ...(import.meta.url.endsWith('.ts')
      ? {}
      : {
          planWorkerEntry: join(import.meta.dirname, 'plan-worker.js'),
          readsWorkerEntry: join(import.meta.dirname, 'reads-worker.js'),
          writesWorkerEntry: join(import.meta.dirname, 'writes-worker.js'),
        }),
  };
  core = await createAppCore(coreOptions);
  serveChannel(core, parent);
  tell({ type: 'ready' });
}

/** How long closing the store may take once the core is asked to end, before it just exits. */
const SHUTDOWN_GRACE_MS = 5000;
let shuttingDown = false;

async function shutdown(): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  // A close that hangs or fails must not keep this process (and its demo stand-in) running.
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  try {
    await core?.close();
  } catch (error) {
    console.error(`[kikan] the core did not close cleanly: ${String(error)}`);
  }
  core = null;
  tell({ type: 'closed' });
  process.exit(0);
}

function onParentMessage(data: unknown): void {
  const message = asParentToCore(data);
  if (message === null) return;
  switch (message.type) {
    case 'start':
      start(message.options).catch((error: unknown) => {
        tell({
          type: 'start-failed',
          message: error instanceof Error ? error.message : String(error),
        });
        process.exit(1);
      });
      return;
    case 'shutdown':
      void shutdown();
      return;
    default:
      demo.receive(message);
  }
}

if (parentPort) {
  parentPort.on('message', (event) => {
    onParentMessage(event.data);
  });
} else {
  process.on('message', (data) => {
    onParentMessage(data);
  });
  // The parent went away (closed our channel, or died however it died: the kernel closes the
  // channel even after a SIGKILL): nothing is left to serve.
  process.on('disconnect', () => {
    void shutdown();
  });
  // Ctrl-C in a terminal reaches the whole process group: the parent (the preview) decides when
  // this core ends and stops it in order; were the parent gone, the channel's end stops it.
  process.on('SIGINT', () => undefined);
}
