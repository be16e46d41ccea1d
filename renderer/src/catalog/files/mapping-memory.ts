import { z } from 'zod';
import type { GridName } from '../../../../app/catalog/rows.ts';
import { fitsGrid, layoutKey, type ColumnMapping } from './column-mapping.ts';

// The mapping a user confirmed, remembered per file layout (grid + headers) in the renderer's
// localStorage: it is a preference of this machine's UI, needs no main-process round trip, and
// the kikan:// scheme is a standard, secure origin, so its storage persists like a site's.

const PREFIX = 'kikan.files.mapping.v1:';
/** Layouts kept; the oldest are dropped beyond this. */
const MAX_LAYOUTS = 50;

const storedSchema = z.object({
  mapping: z.array(z.string().nullable()),
  savedAt: z.number(),
});

export interface MappingStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export function recallMapping<G extends GridName>(
  grid: G,
  headers: readonly string[],
  store: MappingStore = localStorage,
): ColumnMapping<G> | null {
  const text = store.getItem(PREFIX + layoutKey(grid, headers));
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = storedSchema.safeParse(parsed);
  if (!result.success) return null;
  const { mapping } = result.data;
  return fitsGrid(grid, headers, mapping) ? mapping : null;
}

export function rememberMapping<G extends GridName>(
  grid: G,
  headers: readonly string[],
  mapping: ColumnMapping<G>,
  store: MappingStore = localStorage,
  now: number = Date.now(),
): void {
  store.setItem(PREFIX + layoutKey(grid, headers), JSON.stringify({ mapping, savedAt: now }));
  const saved: { key: string; savedAt: number }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key === null || !key.startsWith(PREFIX)) continue;
    const parsed = storedSchema.safeParse(safeJson(store.getItem(key)));
    saved.push({ key, savedAt: parsed.success ? parsed.data.savedAt : 0 });
  }
  saved.sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of saved.slice(MAX_LAYOUTS)) store.removeItem(key);
}

function safeJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
