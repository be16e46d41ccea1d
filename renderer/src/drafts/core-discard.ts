import { callAndApply } from '../lib/queries.ts';
import { flushCoreWrites, rebuildCoreWindows } from './core-windows.ts';

// "Discard all changes" in core mode (issue 28): the page holds no drafts, so nothing of the
// catalog store is emptied; the core drops the rows (and the history of operations), and the
// grids' windows read their views again, empty.

export async function discardCoreDrafts(profileId: string): Promise<void> {
  // An edit still on its way would otherwise land after the discard.
  await flushCoreWrites();
  await callAndApply(null, 'drafts.discard', { profileId });
  rebuildCoreWindows(profileId);
}
