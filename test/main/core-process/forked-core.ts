import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { CallInput } from '../../../app/ipc/contract.ts';
import type { CoreProcess } from '../../../main/core-process/core-process.ts';
import { forkCore } from '../../../main/core-process/node-core.ts';
import { remoteHandlers } from '../../../main/core-process/remote-handlers.ts';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';
import { ROWS_PER_PART } from '../../../renderer/src/drafts/draft-saver.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile } from '../core/core-harness.ts';

// A real core process (a Node child, its real store in a fresh folder) connected to a stand-in
// service, as the core-thread tests drive it: its handlers through the child's client, and the
// draft saver's parts for a save of many products.

export interface ForkedCore {
  /** The core process now: a new one after `restart`. */
  readonly core: CoreProcess;
  /** The core's handlers, called through whichever process runs now. */
  readonly handlers: HandlerTable;
  /** The profile connected to the stand-in's demo app. */
  readonly profileId: string;
  /** The core's user-data folder (its store file is kikan.sqlite there). */
  readonly userDataDir: string;
  /** Starts a new core over the same folder (the old one stopped or killed). */
  restart(): Promise<void>;
  /** Stops the core and the stand-in; removes the folder. */
  stop(): Promise<void>;
}

/** Forks a core in a fresh folder named after the test, connected with the demo app's token. */
export async function startForkedCore(name: string): Promise<ForkedCore> {
  const standIn: StandIn = await startStandIn({ size: 20 });
  const userDataDir = mkdtempSync(join(tmpdir(), `kikan-${name}-`));
  const start = () =>
    forkCore({
      userDataDir,
      appVersion: '0.0.0-test',
      platform: process.platform,
      keychain: 'none',
    });
  let current = await start();
  const handlers = remoteHandlers(() => current.client);
  const { id } = await handlers['connections.connectWithToken'](
    { profile: customProfile(standIn.url), token: standIn.app('demo', 'full').token },
    {},
  );
  return {
    get core() {
      return current;
    },
    handlers,
    profileId: id,
    userDataDir,
    restart: async () => {
      current = await start();
    },
    stop: async () => {
      await current.stop();
      await standIn.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Every SKU of these colors and sizes, color by color. */
export const everySku = (colors: readonly string[], sizes: readonly string[]) =>
  colors.flatMap((color_code) => sizes.map((size_code) => ({ color_code, size_code })));

/** The draft saver's calls for one save of `count` products: id p0…, position 0…, product(i). */
export function productParts(
  profileId: string,
  count: number,
  saveId: string,
  product: (i: number) => ProductRow,
): CallInput<'drafts.save'>[] {
  const parts = Math.ceil(count / ROWS_PER_PART);
  return Array.from({ length: parts }, (_, index) => ({
    profileId,
    grid: 'products' as const,
    upserts: Array.from({ length: ROWS_PER_PART }, (_, k) => {
      const i = index * ROWS_PER_PART + k;
      return { id: `p${String(i)}`, position: i, row: product(i) };
    }),
    deletes: [],
    part: { saveId, index, last: index === parts - 1 },
  }));
}
