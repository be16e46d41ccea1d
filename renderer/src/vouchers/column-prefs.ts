// Column show/hide, order and widths, remembered per screen (issue 7, "Lists"). Pure functions over
// a small serialisable state; main keeps it per connection and screen (use-column-prefs.ts).

export interface ColumnPrefs {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
  /** The number column stays on screen while the others scroll sideways (absent: yes). */
  frozen?: boolean;
}

export const MIN_WIDTH = 48;
export const MAX_WIDTH = 800;

export const EMPTY_PREFS: ColumnPrefs = { order: [], hidden: [], widths: {} };

/**
 * Reconciles saved prefs with the columns now available: saved order first, new columns appended
 * in their natural order; a new column starts hidden when `hiddenByDefault` says so.
 */
export function reconcile(
  prefs: ColumnPrefs,
  available: readonly string[],
  hiddenByDefault: (id: string) => boolean,
): ColumnPrefs {
  const known = new Set(prefs.order);
  const order = [
    ...prefs.order.filter((id) => available.includes(id)),
    ...available.filter((id) => !known.has(id)),
  ];
  const hidden = [
    ...prefs.hidden.filter((id) => available.includes(id)),
    ...available.filter((id) => !known.has(id) && hiddenByDefault(id)),
  ];
  return {
    order,
    hidden,
    widths: prefs.widths,
    ...(prefs.frozen === undefined ? {} : { frozen: prefs.frozen }),
  };
}

export function toggle(prefs: ColumnPrefs, id: string): ColumnPrefs {
  const hidden = prefs.hidden.includes(id)
    ? prefs.hidden.filter((h) => h !== id)
    : [...prefs.hidden, id];
  // Never hide the last visible column: the table would have nothing to show or focus.
  if (prefs.order.every((column) => hidden.includes(column))) return prefs;
  return { ...prefs, hidden };
}

/** Moves a column one place left (-1) or right (+1) among all columns. */
export function move(prefs: ColumnPrefs, id: string, step: -1 | 1): ColumnPrefs {
  const from = prefs.order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= prefs.order.length) return prefs;
  const order = [...prefs.order];
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...prefs, order };
}

export function resize(prefs: ColumnPrefs, id: string, width: number): ColumnPrefs {
  const clamped = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
  return { ...prefs, widths: { ...prefs.widths, [id]: clamped } };
}

export function visibleColumns(prefs: ColumnPrefs): string[] {
  return prefs.order.filter((id) => !prefs.hidden.includes(id));
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads prefs saved as JSON; anything unreadable is the empty prefs, never an error. */
export function parsePrefs(raw: string | null): ColumnPrefs {
  if (raw === null) return EMPTY_PREFS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_PREFS;
    const record = value as Record<string, unknown>;
    const widths: Record<string, number> = {};
    if (typeof record['widths'] === 'object' && record['widths'] !== null) {
      for (const [key, width] of Object.entries(record['widths'])) {
        if (typeof width === 'number' && Number.isFinite(width)) widths[key] = width;
      }
    }
    return {
      order: isStringArray(record['order']) ? record['order'] : [],
      hidden: isStringArray(record['hidden']) ? record['hidden'] : [],
      widths,
      ...(typeof record['frozen'] === 'boolean' ? { frozen: record['frozen'] } : {}),
    };
  } catch {
    return EMPTY_PREFS;
  }
}
