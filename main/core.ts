// The main process without Electron: store, keychain, connections, service client and the IPC
// handler table. main/index.ts wires it to Electron; tests and the browser harness use it as is.
import { join } from 'node:path';
import { ServiceCalls } from './connections/service-calls.ts';
import { CallOutcomes } from './connections/call-outcomes.ts';
import { Connector } from './connections/connector.ts';
import { CredentialKeeper } from './connections/credential-keeper.ts';
import { ProfileBook } from './connections/profile-book.ts';
import { ServiceClientFactory } from './connections/service-client-factory.ts';
import { ConnectionLifecycle } from './connections/connection-lifecycle.ts';
import { DemoService } from './demo/demo-service.ts';
import { nodeServiceSpawner, type ServiceSpawner } from './demo/service-spawner.ts';
import { appHandlers } from './handlers/app-handlers.ts';
import { connectionHandlers } from './handlers/connection-handlers.ts';
import { catalogHandlers } from './handlers/catalog-handlers.ts';
import { catalogCodeHandlersOf } from './handlers/catalog-code-handlers.ts';
import { catalogOnlyRowsHandlers } from './handlers/catalog-only-rows-handlers.ts';
import { draftHandlers } from './handlers/draft-handlers.ts';
import { catalogPrefsHandlers } from './handlers/catalog-prefs-handlers.ts';
import { importHandlers } from './handlers/import-handlers.ts';
import { takeBackHandlers } from './handlers/take-back-handlers.ts';
import { waitForConnection } from './imports/connection-wait.ts';
import { ImportCoordinator } from './imports/import-coordinator.ts';
import { voucherHandlers } from './handlers/voucher-handlers.ts';
import { statusSettingsHandlers } from './handlers/status-settings-handlers.ts';
import { viewHandlers } from './handlers/view-handlers.ts';
import { EventBus } from './ipc/event-bus.ts';
import type { HandlerTable } from './ipc/handler-table.ts';
import { preparePrivateDataFolder } from './store/data-folder.ts';
import { PlanThread } from './imports/plan-thread.ts';
import { ReadsThread } from './core-process/reads-thread.ts';
import {
  inWriteOrder,
  threadFillHandler,
  threadWriteHandlers,
} from './core-process/write-order.ts';
import { WritesThread } from './core-process/writes-thread.ts';
import { warmAfterFirstView } from './core-process/warm-threads.ts';
import { openStore } from './store/index.ts';
import { catalogRowHandlers } from './handlers/catalog-row-handlers.ts';
import { createKeychainVault, type SecretVault } from './vault/index.ts';
import { LinesJobs } from './vouchers/complete-lines.ts';
import {
  LOAD_ALL_MAX_BYTES,
  LOAD_ALL_MAX_ROWS,
  LoadAllJobs,
  type LoadAllLimits,
} from './vouchers/load-all.ts';
import { VoucherLists } from './vouchers/voucher-lists.ts';

export interface AppCoreOptions {
  userDataDir: string;
  fetch: typeof fetch;
  appVersion: string;
  platform: string;
  /** Defaults to the OS keychain. */
  vault?: SecretVault;
  /** How the demo stand-in is started; in Electron a utility process. */
  spawnDemoService?: ServiceSpawner;
  /** Or: the stand-in's entry file, run with this Node binary. */
  demoServiceEntry?: string;
  /** False in the packaged app: the demo stand-in runs without its admin surface. */
  demoAdmin?: boolean;
  /** The service's rate-limit window (tests use a shorter one with a matching stand-in). */
  pacingWindowMs?: number;
  timeoutMs?: number;
  /** Resume unfinished imports found in the journal on start (default true). */
  resumeImports?: boolean;
  /** "Load all"'s per-list limits (default LOAD_ALL_MAX_ROWS/BYTES; tests lower them). */
  loadAllLimits?: LoadAllLimits;
  /** The planning thread's file (the built app's bundle); default: its source, run by Node. */
  planWorkerEntry?: string;
  /** The reading thread's file (the built app's bundle); default: its source, run by Node. */
  readsWorkerEntry?: string;
  /** The writing thread's file (the built app's bundle); default: its source, run by Node. */
  writesWorkerEntry?: string;
}

export interface AppCore {
  handlers: HandlerTable;
  /** Answers the long reads of reads-calls.ts off the core's thread (serve-channel.ts). */
  reads: ReadsThread;
  /** Answers the catalog's operations off the core's thread, in order (write-order.ts). */
  writes: WritesThread;
  events: EventBus;
  close(): Promise<void>;
}

export function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  // Only this user may read the app's data folder (store, demo database, logs), and nobody else
  // may have put or replaced anything in it: one that is not private is refused.
  preparePrivateDataFolder(options.userDataDir);
  const storePath = join(options.userDataDir, 'kikan.sqlite');
  const store = openStore(storePath);
  const planThread = new PlanThread(storePath, options.planWorkerEntry);
  const reads = new ReadsThread(storePath, options.readsWorkerEntry);
  const writes = new WritesThread(storePath, options.writesWorkerEntry);
  // The parts tell each other through the same events the window hears (ipc/event-bus.ts).
  const events = new EventBus();
  const keeper = new CredentialKeeper(options.vault ?? createKeychainVault());
  const clients = new ServiceClientFactory({
    fetch: options.fetch,
    onPacingChange: (profileId, resumeAt) => {
      events.emit('pacing.changed', { profileId, resumeAt });
    },
    ...(options.pacingWindowMs === undefined ? {} : { pacingWindowMs: options.pacingWindowMs }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const book = new ProfileBook({
    profiles: store.profiles,
    preferences: store.settings,
    events,
  });
  const connector = new Connector({
    book,
    keeper,
    clients,
    // Moved to another address: what it sent there is no baseline for what it holds here.
    forgetSent: (profileId) => store.sent.clearProfile(profileId),
  });
  const lifecycle = new ConnectionLifecycle({
    book,
    keeper,
    clients,
    imports: store.imports,
    // A connection that signs out or is removed takes its running loads and cached rows along.
    leftovers: {
      release: (profileId) => {
        jobs.cancelProfile(profileId);
        lines.cancelProfile(profileId);
        store.vouchers.clearProfile(profileId);
        // What it last sent goes too: a sign-in may reach another workspace (a removal cascades).
        store.sent.clearProfile(profileId);
      },
      forget: (profileId) => {
        store.voucherPrefs.clearProfile(profileId);
        store.catalogPrefs.clearProfile(profileId);
        outcomes.forget(profileId);
      },
      scrub: () => {
        store.scrub();
      },
    },
  });
  const spawner =
    options.spawnDemoService ??
    (options.demoServiceEntry === undefined ? null : nodeServiceSpawner(options.demoServiceEntry));
  const demo = spawner
    ? new DemoService(spawner, join(options.userDataDir, 'demo-service'), {
        admin: options.demoAdmin ?? true,
      })
    : null;
  const outcomes = new CallOutcomes((outcome) => {
    events.emit('connections.outcome', outcome);
  });
  const calls = new ServiceCalls({ lifecycle, book, clients, demo, outcomes });
  const activeProfileId = () => store.settings.getActiveProfileId();
  const lists = new VoucherLists(
    store.vouchers,
    calls,
    activeProfileId,
    options.loadAllLimits ?? { rows: LOAD_ALL_MAX_ROWS, bytes: LOAD_ALL_MAX_BYTES },
  );
  const jobs = new LoadAllJobs({
    lists,
    cache: store.vouchers,
    events,
    pacingWindowMs: options.pacingWindowMs ?? 60_000,
    ...(options.loadAllLimits === undefined ? {} : { limits: options.loadAllLimits }),
  });
  const lines = new LinesJobs({ lists, cache: store.vouchers, calls, events });
  // Connecting verifies the token with the service: a success is the connection's last outcome
  // too (the header stops saying "Reconnect needed" once a reconnect worked).
  const connections = connectionHandlers(connector, lifecycle, demo, (profileId) => {
    outcomes.succeeded(profileId);
  });
  const imports = new ImportCoordinator({
    store,
    planThread,
    withClient: (profileId, work) => calls.runFor(profileId, (client) => work(client)),
    waitForConnection: (profileId, signal) =>
      waitForConnection(events, () => lifecycle.usable(profileId), signal),
    emit: (progress) => {
      events.emit('imports.progress', progress);
    },
    ...(options.pacingWindowMs === undefined ? {} : { windowMs: options.pacingWindowMs }),
  });
  events.on('pacing.changed', ({ profileId, resumeAt }) => {
    imports.pacingChanged(profileId, resumeAt);
  });
  if (options.resumeImports !== false) imports.resumeUnfinished();

  const table: HandlerTable = {
    ...appHandlers(
      { version: options.appVersion, platform: options.platform, demoAvailable: demo !== null },
      keeper,
      store.settings,
    ),
    ...connections,
    'connections.outcome': ({ profileId }) => Promise.resolve(outcomes.get(profileId)),
    ...voucherHandlers({
      calls,
      cache: store.vouchers,
      products: store.voucherProducts,
      productNames: store.productNames,
      prefs: store.voucherPrefs,
      statusSettings: store.statusSettings,
      lists,
      jobs,
      lines,
      activeProfileId,
    }),
    ...statusSettingsHandlers(store.statusSettings, store.voucherPrefs, activeProfileId),
    ...viewHandlers(store.savedViews, activeProfileId),
    ...draftHandlers(store.drafts, store.profiles),
    ...catalogPrefsHandlers(store.catalogPrefs, store.profiles),
    ...catalogHandlers(store.catalog, store.catalogViews, store.profiles, store.catalogProblems),
    ...catalogCodeHandlersOf(store),
    ...catalogOnlyRowsHandlers(store, store.catalogProblems, store.profiles),
    ...catalogRowHandlers(store.catalogRowReads, store.profiles),
    ...importHandlers(imports, store.imports, store.sent, store.resumeNotices),
    ...takeBackHandlers(store, planThread),
    ...threadWriteHandlers(writes, store.catalogProblems, store.profiles, (profileId) =>
      store.catalog.history(profileId),
    ),
    ...threadFillHandler(writes, store.catalogViews, store.profiles),
  };
  const warmed = warmAfterFirstView(table, [writes, reads]);
  const handlers = inWriteOrder(warmed.table, writes);
  return Promise.resolve({
    handlers,
    reads,
    writes,
    events,
    close: async () => {
      warmed.stop();
      await imports.close();
      await writes.close();
      await planThread.close();
      await reads.close();
      await jobs.close();
      await lines.close();
      demo?.stop();
      store.close();
    },
  });
}
