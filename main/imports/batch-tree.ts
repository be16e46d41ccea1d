import type { ImportBatchRecord } from '../store/index.ts';

// An import's batches as a tree: a refused batch is replaced by the batches made from it (its
// rows without the ones at fault, or its two halves), which record it as their parent. A batch
// "settles" once it was applied, or refused (or held back) and every batch made from it settled:
// the batches waiting for its masters may then go.

export function childrenOf(
  batches: readonly ImportBatchRecord[],
  seq: number,
): readonly ImportBatchRecord[] {
  return batches.filter((batch) => batch.parentSeq === seq);
}

export function settled(batches: readonly ImportBatchRecord[], seq: number): boolean {
  const batch = batches[seq];
  if (batch === undefined) return true;
  if (batch.state === 'done') return true;
  if (batch.state !== 'failed') return false;
  return childrenOf(batches, seq).every((child) => settled(batches, child.seq));
}

/** The batch of the plan a batch was made from (itself for a batch of the plan). */
export function rootOf(batches: readonly ImportBatchRecord[], seq: number): number {
  let current = batches[seq];
  while (current !== undefined && current.parentSeq !== null) {
    const parent = batches[current.parentSeq];
    if (parent === undefined) break;
    current = parent;
  }
  return current?.seq ?? seq;
}

/**
 * The next batch to send: still to send (pending, or sent without an answer), not `busy`, every
 * batch it depends on settled; batches made from a refused one go before the plan's later ones.
 */
export function nextToSend(
  batches: readonly ImportBatchRecord[],
  busy: ReadonlySet<number>,
): number | null {
  let best: { seq: number; root: number } | null = null;
  for (const batch of batches) {
    if (batch.state !== 'pending' && batch.state !== 'sent') continue;
    if (busy.has(batch.seq)) continue;
    if (!batch.dependsOn.every((before) => settled(batches, before))) continue;
    const root = rootOf(batches, batch.seq);
    if (best === null || root < best.root || (root === best.root && batch.seq < best.seq)) {
      best = { seq: batch.seq, root };
    }
  }
  return best?.seq ?? null;
}
