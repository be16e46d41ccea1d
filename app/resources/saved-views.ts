import { z } from 'zod';
import { INPUT_LIMITS, appIdSchema } from '../ipc/input-limits.ts';
import { columnPrefsSchema, sortSchema } from './voucher-cache.ts';
import { columnFiltersSchema } from './voucher-column-filters.ts';
import { isoDaySchema } from './voucher-filters.ts';
import { QUICK_DATES } from './voucher-quick-dates.ts';
import { voucherKindSchema } from './vouchers.ts';

// Saved views of a voucher list (issue 27): a named set of search, status, date and column
// filters, sort, group by, columns and whether the chart is open, kept by the core per
// connection and kind (migration saved-views-migration.ts), and shared as a small JSON file.

const fieldName = z.string().min(1).max(INPUT_LIMITS.sortFieldLength);

/** A date filter as the user chose it: a quick choice stays relative to the day it is opened. */
export const viewDatesSchema = z
  .object({
    field: fieldName,
    quick: z.enum(QUICK_DATES).nullable(),
    from: z.union([z.literal(''), isoDaySchema]),
    to: z.union([z.literal(''), isoDaySchema]),
  })
  .strict();

/** What a view restores. Every part has a default, so an older file reads as far as it goes. */
export const viewSpecSchema = z
  .object({
    text: z.string().max(200).default(''),
    statuses: z.array(z.string().max(INPUT_LIMITS.statusLength)).max(100).default([]),
    dates: viewDatesSchema.nullable().default(null),
    columnFilters: columnFiltersSchema.default([]),
    sort: sortSchema.default(null),
    groupBy: fieldName.nullable().default(null),
    /** Visible columns in their order, hidden ones and widths (as the column picker keeps them). */
    columns: columnPrefsSchema.nullable().default(null),
    chartOpen: z.boolean().default(false),
  })
  .strict();
export type ViewSpec = z.infer<typeof viewSpecSchema>;

export const viewNameSchema = z
  .string()
  .trim()
  .min(1, 'A view needs a name.')
  .max(INPUT_LIMITS.viewNameLength, 'A view name is at most 200 characters.');

export const savedViewSchema = z.object({
  id: z.string(),
  kind: voucherKindSchema,
  name: z.string(),
  spec: viewSpecSchema,
  /** The list opens in this view (one per list at most). */
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const viewsListSchema = z.object({ views: z.array(savedViewSchema) });

export const saveViewInputSchema = z
  .object({
    kind: voucherKindSchema,
    /** Updates this view (its spec and name); absent: a new view. */
    id: appIdSchema.optional(),
    name: viewNameSchema,
    spec: viewSpecSchema,
  })
  .strict();

export const renameViewInputSchema = z.object({ id: appIdSchema, name: viewNameSchema }).strict();
export const viewIdInputSchema = z.object({ id: appIdSchema }).strict();
export const setDefaultViewInputSchema = z
  .object({ kind: voucherKindSchema, id: appIdSchema.nullable() })
  .strict();

/** The file a view is shared in. `statusSettings` carries the workspace's status settings the
 * view relies on, in the form app/resources/status-settings.ts (de)serialises, when present. */
export const VIEW_FILE_FORMAT = 'kikan-desk.voucher-view';
export const VIEW_FILE_VERSION = 1;
export const VIEW_FILE_MAX_BYTES = 256 * 1024;

export const viewFileSchema = z
  .object({
    format: z.literal(VIEW_FILE_FORMAT),
    version: z.literal(VIEW_FILE_VERSION),
    kind: voucherKindSchema,
    name: viewNameSchema,
    view: viewSpecSchema,
    statusSettings: z.unknown().optional(),
  })
  .strict();
export type ViewFile = z.infer<typeof viewFileSchema>;

export function viewFileOf(kind: SavedView['kind'], name: string, spec: ViewSpec): ViewFile {
  return { format: VIEW_FILE_FORMAT, version: VIEW_FILE_VERSION, kind, name, view: spec };
}

/** A view file's text, read and checked; a message when it is not one. */
export function parseViewFile(text: string): { file: ViewFile } | { error: string } {
  if (text.length > VIEW_FILE_MAX_BYTES) return { error: 'The file is too large for a view.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'The file is not JSON.' };
  }
  const parsed = viewFileSchema.safeParse(json);
  if (!parsed.success) {
    const version = (json as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && version > VIEW_FILE_VERSION) {
      return { error: `The view was saved by a newer version (format ${String(version)}).` };
    }
    return { error: 'The file is not a saved view.' };
  }
  return { file: parsed.data };
}

/** What of a view this list cannot show: columns and statuses it does not have. */
export interface LeftOut {
  columns: string[];
  statuses: string[];
}

/**
 * The view as this list can show it: columns (in filters, sort, group, order and widths) and
 * statuses the service does not send are left out, and named.
 */
export function fitView(
  spec: ViewSpec,
  knownColumns: ReadonlySet<string>,
  knownStatuses: ReadonlySet<string> | null,
): { spec: ViewSpec; leftOut: LeftOut } {
  const missing = new Set<string>();
  const keep = (field: string) => {
    if (knownColumns.has(field)) return true;
    missing.add(field);
    return false;
  };
  const statuses =
    knownStatuses === null ? spec.statuses : spec.statuses.filter((s) => knownStatuses.has(s));
  const columns =
    spec.columns === null
      ? null
      : {
          order: spec.columns.order.filter(keep),
          hidden: spec.columns.hidden.filter(keep),
          widths: Object.fromEntries(Object.entries(spec.columns.widths).filter(([f]) => keep(f))),
        };
  const fitted: ViewSpec = {
    ...spec,
    statuses,
    dates: spec.dates !== null && !keep(spec.dates.field) ? null : spec.dates,
    columnFilters: spec.columnFilters.filter((f) => keep(f.field)),
    sort: spec.sort !== null && !keep(spec.sort.field) ? null : spec.sort,
    groupBy: spec.groupBy !== null && !keep(spec.groupBy) ? null : spec.groupBy,
    columns,
  };
  return {
    spec: fitted,
    leftOut: {
      columns: [...missing],
      statuses: spec.statuses.filter((s) => !statuses.includes(s)),
    },
  };
}
