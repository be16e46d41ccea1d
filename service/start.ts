import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { FaultRegistry } from './admin/faults.ts';
import { Stats } from './admin/stats.ts';
import { voucherCounts } from './admin/catalog.ts';
import { listInstallations } from './auth/apps.ts';
import { newAdminKey } from './auth/credentials.ts';
import { DEFAULT_IMPORT_ERROR_DETAIL } from './choices.ts';
import type { ServiceContext } from './context.ts';
import { getMeta, inTransaction, openDatabase, setMeta } from './db/open.ts';
import type { Options } from './options.ts';
import { CALLS_PER_WINDOW, SlidingWindowLimiter, TOKEN_REQUESTS_PER_WINDOW } from './rate-limit.ts';
import { seedDemo } from './seed/demo.ts';
import { installDefaults } from './seed/install.ts';
import { createStandInServer } from './server.ts';

// Opens (or creates and seeds) the database, starts listening, and describes itself for READY.

export interface Started {
  server: Server;
  db: DatabaseSync;
  ready: Record<string, unknown>;
  /** Human-readable lines printed after READY. */
  notes: string[];
}

function prepareDatabase(db: DatabaseSync, options: Options): string {
  const installed = getMeta(db, 'installed');
  if (installed !== null) {
    return `Reused the existing database (seeded with ${installed}); --seed and --size apply only to a new one.`;
  }
  const started = performance.now();
  // A rollback journal while seeding: new pages go straight into the file, where WAL would write
  // them twice (log, then checkpoint). WAL is switched on once the seed is in.
  db.exec('PRAGMA journal_mode = DELETE');
  db.exec('PRAGMA synchronous = OFF');
  inTransaction(db, () => {
    const workspaceIds = installDefaults(db);
    setMeta(db, 'admin_key', newAdminKey());
    if (options.seed === 'demo') seedDemo(db, workspaceIds, options.size);
    setMeta(db, 'installed', options.seed === 'demo' ? `demo, size ${options.size}` : 'none');
  });
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA journal_mode = WAL');
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  return options.seed === 'demo'
    ? `Seeded the demo data (size ${options.size}) in ${seconds} s.`
    : `Installed apps without data in ${seconds} s.`;
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function start(options: Options): Promise<Started> {
  const db = openDatabase(options.dataDir);
  const seedNote = prepareDatabase(db, options);
  db.exec('PRAGMA optimize');
  const adminKey = getMeta(db, 'admin_key') ?? '';
  const context: ServiceContext = {
    db,
    mode: options.mode,
    envelope: options.envelope,
    pageSize: options.pageSize,
    voucherPrefix: options.voucherPrefix,
    adminKey,
    admin: options.admin,
    callLimiter: new SlidingWindowLimiter(CALLS_PER_WINDOW, options.rateWindowMs),
    tokenLimiter: new SlidingWindowLimiter(TOKEN_REQUESTS_PER_WINDOW, options.rateWindowMs),
    faults: new FaultRegistry(),
    importErrors: { detail: DEFAULT_IMPORT_ERROR_DETAIL },
    stats: new Stats(),
  };
  const server = createStandInServer(context, {
    requestMs: options.requestTimeoutMs,
    idleMs: options.idleTimeoutMs,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = urlOf(server.address() as AddressInfo);
  const ready = {
    url,
    mode: options.mode,
    ...(options.admin ? { admin_key: adminKey } : { admin: false }),
    workspaces: listInstallations(db).map((workspace) => ({
      name: workspace.name,
      apps: workspace.apps,
      counts: voucherCounts(db, workspace.id),
    })),
  };
  const notes = [
    `Kikan stand-in service listening on ${url} (${options.mode} mode, list envelope: ${options.envelope}${
      options.voucherPrefix ? `, voucher prefix ${options.voucherPrefix}` : ''
    }${options.admin ? '' : ', no admin surface'}).`,
    `Data folder: ${options.dataDir}`,
    seedNote,
    'This is a stand-in for tests and demos, not the real service. Stop it with Ctrl+C.',
  ];
  return { server, db, ready, notes };
}
