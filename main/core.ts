// The main process without Electron: store, keychain, connections, service client and the IPC
// handler table. main/index.ts wires it to Electron; tests and the browser harness use it as is.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ActiveConnection } from './connections/active-connection.ts';
import { Connector } from './connections/connector.ts';
import { CredentialKeeper } from './connections/credential-keeper.ts';
import { ProfileBook } from './connections/profile-book.ts';
import { ServiceAccess } from './connections/service-access.ts';
import { Sessions } from './connections/sessions.ts';
import { DemoService } from './demo/demo-service.ts';
import { nodeServiceSpawner, type ServiceSpawner } from './demo/service-spawner.ts';
import { appHandlers } from './handlers/app-handlers.ts';
import { connectionHandlers } from './handlers/connection-handlers.ts';
import { draftHandlers } from './handlers/draft-handlers.ts';
import { importHandlers } from './handlers/import-handlers.ts';
import { waitForConnection } from './imports/connection-wait.ts';
import { ImportCoordinator } from './imports/import-coordinator.ts';
import { voucherHandlers } from './handlers/voucher-handlers.ts';
import { EventBus } from './ipc/event-bus.ts';
import type { EventPayload } from '../app/ipc/contract.ts';
import type { HandlerTable } from './ipc/handler-table.ts';
import { openStore } from './store/index.ts';
import { createKeychainVault, type SecretVault } from './vault/index.ts';
import { LoadAllJobs } from './vouchers/load-all.ts';
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
}

export interface AppCore {
  handlers: HandlerTable;
  events: EventBus;
  close(): Promise<void>;
}

export function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  // Only this user may read the app's data folder (store, demo database, logs).
  mkdirSync(options.userDataDir, { recursive: true, mode: 0o700 });
  const store = openStore(join(options.userDataDir, 'kikan.sqlite'));
  const events = new EventBus();
  const keeper = new CredentialKeeper(options.vault ?? createKeychainVault());
  const access = new ServiceAccess({
    fetch: options.fetch,
    events,
    ...(options.pacingWindowMs === undefined ? {} : { pacingWindowMs: options.pacingWindowMs }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const book = new ProfileBook({ profiles: store.profiles, preferences: store.settings, events });
  const connector = new Connector({ book, keeper, access });
  const sessions = new Sessions({ book, keeper, access, imports: store.imports });
  const spawner =
    options.spawnDemoService ??
    (options.demoServiceEntry === undefined ? null : nodeServiceSpawner(options.demoServiceEntry));
  const demo = spawner
    ? new DemoService(spawner, join(options.userDataDir, 'demo-service'), {
        admin: options.demoAdmin ?? true,
      })
    : null;
  const active = new ActiveConnection({ sessions, book, access, demo });
  const activeProfileId = () => store.settings.getActiveProfileId();
  const lists = new VoucherLists(store.vouchers, active, activeProfileId);
  const jobs = new LoadAllJobs({
    lists,
    cache: store.vouchers,
    events,
    pacingWindowMs: options.pacingWindowMs ?? 60_000,
  });
  const connections = connectionHandlers(connector, sessions, demo);
  const imports = new ImportCoordinator({
    store,
    withClient: (profileId, work) => active.runFor(profileId, (client) => work(client)),
    waitForConnection: (profileId, signal) =>
      waitForConnection(events, () => sessions.usable(profileId), signal),
    emit: (progress) => {
      events.emit('imports.progress', progress);
    },
    ...(options.pacingWindowMs === undefined ? {} : { windowMs: options.pacingWindowMs }),
  });
  events.subscribe((name, payload) => {
    if (name !== 'pacing.changed') return;
    const { profileId, resumeAt } = payload as EventPayload<'pacing.changed'>;
    imports.pacingChanged(profileId, resumeAt);
  });
  if (options.resumeImports !== false) imports.resumeUnfinished();

  const handlers: HandlerTable = {
    ...appHandlers(
      { version: options.appVersion, platform: options.platform, demoAvailable: demo !== null },
      keeper,
      store.settings,
    ),
    ...connections,
    // A connection's cached voucher rows go with its sign-out (removal cascades in the store).
    'connections.signOut': async (input, context) => {
      jobs.cancelProfile(input.profileId);
      const view = await connections['connections.signOut'](input, context);
      store.vouchers.clearProfile(input.profileId);
      return view;
    },
    'connections.remove': async (input, context) => {
      jobs.cancelProfile(input.profileId);
      // Before the removal: its cascade drops the rows, but not their entries in the search index.
      store.vouchers.clearProfile(input.profileId);
      return connections['connections.remove'](input, context);
    },
    ...voucherHandlers({ active, cache: store.vouchers, lists, jobs, activeProfileId }),
    ...draftHandlers(store.drafts, store.profiles),
    ...importHandlers(imports, store.imports, store.sent),
  };
  return Promise.resolve({
    handlers,
    events,
    close: async () => {
      await imports.close();
      await jobs.close();
      demo?.stop();
      store.close();
    },
  });
}
