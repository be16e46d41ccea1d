import { DatabaseSync } from 'node:sqlite';

// When an edit is durable: the core's store file on disk holds it. The bench reads the store
// with its own node:sqlite connection (read only; the core writes it in WAL mode), polling the
// connection's history (catalog_history: its version and undone point move in the transaction
// that commits an operation, an undo or a redo) from just before the action until it moves, then
// checks that the rows hold what the action wrote. A move whose rows do not hold it is another
// edit's commit (one made before the action and answered after it; the core answers edits in
// order): the watch goes on to the next move. In the page mode (no operations: the page's saver
// writes the drafts) the rows themselves are polled, every 25 ms.

export interface DurableWatch {
  /** Resolves with the epoch ms of the first poll that saw the commit, once `holds` agrees. */
  committed: Promise<number>;
}

const POLL_MS = 5;

export function watchCommit(
  storePath: string,
  profileId: string,
  holds: (db: DatabaseSync) => boolean,
  byHistory: boolean,
  timeoutMs = 120_000,
): DurableWatch {
  const db = new DatabaseSync(storePath, { readOnly: true });
  const history = db.prepare(
    `SELECT version || ':' || done AS at FROM catalog_history WHERE profile_id = ?`,
  );
  const at = () => (history.get(profileId) as { at?: string } | undefined)?.at ?? '';
  let last = at();
  // History moves seen whose rows did not hold the action's result (other edits' commits).
  let others = 0;
  const started = Date.now();
  const committed = new Promise<number>((resolve, reject) => {
    const poll = () => {
      try {
        const now = byHistory ? at() : '';
        if (byHistory ? now !== last : holds(db)) {
          const seen = Date.now();
          if (!byHistory || holds(db)) {
            db.close();
            resolve(seen);
            return;
          }
          last = now;
          others += 1;
        }
        if (Date.now() - started > timeoutMs) {
          db.close();
          const seen =
            others === 0
              ? 'nothing committed'
              : `${String(others)} commits, none of them the action's`;
          reject(new Error(`${seen} within ${String(timeoutMs)} ms`));
          return;
        }
        setTimeout(poll, byHistory ? POLL_MS : 25);
      } catch (error) {
        db.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    setTimeout(poll, POLL_MS);
  });
  committed.catch(() => undefined);
  return { committed };
}

/** Counts the connection's products where `where` holds (a condition on catalog_products). */
export function countProducts(
  db: DatabaseSync,
  profileId: string,
  where: string,
  ...args: string[]
): number {
  const row = db
    .prepare(`SELECT count(*) AS n FROM catalog_products WHERE profile_id = ? AND ${where}`)
    .get(profileId, ...args) as { n: number };
  return row.n;
}
