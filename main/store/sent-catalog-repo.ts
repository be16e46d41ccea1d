import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import { isJsonObject, type JsonValue } from '../../app/resources/json.ts';
import { comparedCode } from '../../app/catalog/last-sent.ts';
import { int, text, type Row } from './columns.ts';
import type { Transactor } from './transaction.ts';

// The "sent catalog": the newest values this connection sent successfully, per grid and code.
// The service has no read of products or masters (spec §4.4), so this is all the app can know of
// what the service holds: it feeds the grids' "known code" checks, "edit again", and the review's
// warning about SKUs a product no longer lists. A field the request did not send keeps the value
// sent before (the service keeps it too); a product's SKU list is the list sent last.

export type SentValue = MasterRow | ProductRow;

export interface SentEntry {
  grid: PlanGrid;
  code: string;
  value: SentValue;
  importId: string;
  sentAt: string;
}

export interface SentQuery {
  grid?: PlanGrid;
  /** Matched case-insensitively against the code and the name. */
  search?: string;
  limit?: number;
  offset?: number;
}

export interface SentCatalogRepo {
  /** Merges every element of an applied request body into the connection's sent catalog. */
  recordBody(profileId: string, importId: string, bodyText: string): void;
  list(profileId: string, query?: SentQuery): { entries: SentEntry[]; total: number };
  get(profileId: string, grid: PlanGrid, code: string): SentEntry | null;
  codes(profileId: string, grid: PlanGrid): string[];
  /**
   * Every code of a grid with its value last sent (the review's "same as last sent"), oldest
   * sent first: of two codes that compare the same (app/catalog/last-sent.ts), the later wins.
   */
  values(profileId: string, grid: PlanGrid): Array<{ code: string; value: SentValue }>;
  /**
   * As `values`, each value as its stored JSON text (parsed only where a row needs it), with its
   * code as compared (trimmed, NFC).
   */
  texts(profileId: string, grid: PlanGrid): Array<{ code: string; compared: string; text: string }>;
  /**
   * The values last sent with these codes of a grid, codes matched as compared (trimmed, NFC),
   * oldest sent first; codes never sent are left out.
   */
  lookup(
    profileId: string,
    grid: PlanGrid,
    codes: readonly string[],
  ): Array<{ code: string; value: SentValue }>;
  /**
   * Forgets what the connection sent (sign-out, a profile moved to another address): whatever it
   * connects to next is compared against nothing, so its rows count as new, never as the same.
   */
  clearProfile(profileId: string): number;
  /** Moves on with every write of the connection's sent catalog (what the planner keys by). */
  version(profileId: string): number;
}

const MASTER_CODE: Record<'brands' | 'colors', string> = {
  brands: 'brand_code',
  colors: 'color_code',
};

const asText = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function mergeMaster(
  grid: 'brands' | 'colors',
  element: Record<string, JsonValue>,
  before: SentValue | null,
): { code: string; value: MasterRow } | null {
  const code = asText(element[MASTER_CODE[grid]]);
  if (code === undefined || code === '') return null;
  const previous = before !== null && 'code' in before ? before : null;
  return { code, value: { code, name: asText(element.name) ?? previous?.name ?? '' } };
}

function mergeProduct(
  element: Record<string, JsonValue>,
  before: SentValue | null,
): { code: string; value: ProductRow } | null {
  const code = asText(element.product_code);
  if (code === undefined || code === '') return null;
  const previous = before !== null && 'product_code' in before ? before : null;
  const sentSkus = Array.isArray(element.skus) ? element.skus : null;
  const skus =
    sentSkus === null
      ? (previous?.skus ?? [])
      : sentSkus.filter(isJsonObject).map((sku) => ({
          color_code: asText(sku.color_code) ?? '',
          size_code: asText(sku.size_code) ?? '',
        }));
  return {
    code,
    value: {
      product_code: code,
      name: asText(element.name) ?? previous?.name ?? '',
      brand_code: asText(element.brand_code) ?? previous?.brand_code ?? '',
      skus,
    },
  };
}

export function createSentCatalogRepo(
  db: DatabaseSync,
  tx: Transactor,
  now: () => string,
): SentCatalogRepo {
  const selectOne = db.prepare(
    'SELECT * FROM sent_catalog WHERE profile_id = ? AND grid = ? AND code = ?',
  );
  const upsert = db.prepare(`
    INSERT INTO sent_catalog (profile_id, grid, code, value_json, import_id, sent_at, compared_code)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (profile_id, grid, code) DO UPDATE SET
      value_json = excluded.value_json, import_id = excluded.import_id, sent_at = excluded.sent_at`);
  const moveOn = db.prepare(`
    INSERT INTO sent_catalog_versions (profile_id, version) VALUES (?, 1)
    ON CONFLICT (profile_id) DO UPDATE SET version = version + 1`);
  const selectVersion = db.prepare(
    'SELECT version FROM sent_catalog_versions WHERE profile_id = ?',
  );
  const selectCodes = db.prepare(
    'SELECT code FROM sent_catalog WHERE profile_id = ? AND grid = ? ORDER BY code',
  );
  const selectValues = db.prepare(
    `SELECT code, value_json FROM sent_catalog WHERE profile_id = ? AND grid = ?
      ORDER BY sent_at, rowid`,
  );
  const selectTexts = db.prepare(
    `SELECT code, compared_code, value_json FROM sent_catalog WHERE profile_id = ? AND grid = ?
      ORDER BY sent_at, rowid`,
  );
  selectTexts.setReturnArrays(true);
  const where = `profile_id = :profile AND (:grid IS NULL OR grid = :grid)
    AND (:search IS NULL OR instr(lower(code), :search) > 0
      OR instr(lower(coalesce(json_extract(value_json, '$.name'), '')), :search) > 0)`;
  const selectPage = db.prepare(
    `SELECT * FROM sent_catalog WHERE ${where} ORDER BY grid, code LIMIT :limit OFFSET :offset`,
  );
  const countPage = db.prepare(`SELECT COUNT(*) AS n FROM sent_catalog WHERE ${where}`);

  function entryOf(row: Row): SentEntry {
    return {
      grid: text(row, 'grid') as PlanGrid,
      code: text(row, 'code'),
      value: JSON.parse(text(row, 'value_json')) as SentValue,
      importId: text(row, 'import_id'),
      sentAt: text(row, 'sent_at'),
    };
  }

  function get(profileId: string, grid: PlanGrid, code: string): SentEntry | null {
    const row = selectOne.get(profileId, grid, code);
    return row === undefined ? null : entryOf(row);
  }

  const selectSome = db.prepare(
    `SELECT code, value_json FROM sent_catalog WHERE profile_id = ? AND grid = ?
      AND compared_code IN (SELECT value FROM json_each(?)) ORDER BY sent_at, rowid`,
  );
  const deleteProfile = db.prepare('DELETE FROM sent_catalog WHERE profile_id = ?');
  return {
    recordBody(profileId, importId, bodyText) {
      const body = JSON.parse(bodyText) as JsonValue;
      if (!isJsonObject(body)) return;
      const at = now();
      tx.run(() => {
        for (const [grid, elements] of Object.entries(body)) {
          if (!Array.isArray(elements)) continue;
          for (const element of elements) {
            if (!isJsonObject(element)) continue;
            const merged =
              grid === 'products'
                ? mergeProduct(
                    element,
                    get(profileId, grid, asText(element.product_code) ?? '')?.value ?? null,
                  )
                : grid === 'brands' || grid === 'colors'
                  ? mergeMaster(
                      grid,
                      element,
                      get(profileId, grid, asText(element[MASTER_CODE[grid]]) ?? '')?.value ?? null,
                    )
                  : null;
            if (merged === null) continue;
            upsert.run(
              profileId,
              grid,
              merged.code,
              JSON.stringify(merged.value),
              importId,
              at,
              comparedCode(merged.code),
            );
          }
        }
        moveOn.run(profileId);
      });
    },
    list(profileId, query = {}) {
      const params = {
        profile: profileId,
        grid: query.grid ?? null,
        search:
          query.search === undefined || query.search.trim() === ''
            ? null
            : query.search.trim().toLowerCase(),
      };
      const entries = (
        selectPage.all({ ...params, limit: query.limit ?? 200, offset: query.offset ?? 0 }) as Row[]
      ).map(entryOf);
      const total = int(countPage.get(params) ?? {}, 'n');
      return { entries, total };
    },
    get,
    codes: (profileId, grid) =>
      (selectCodes.all(profileId, grid) as Row[]).map((row) => text(row, 'code')),
    values: (profileId, grid) =>
      (selectValues.all(profileId, grid) as Row[]).map((row) => ({
        code: text(row, 'code'),
        value: JSON.parse(text(row, 'value_json')) as SentValue,
      })),
    texts: (profileId, grid) =>
      (selectTexts.all(profileId, grid) as unknown as SQLOutputValue[][]).map((cells) => ({
        code: String(cells[0]),
        compared: String(cells[1]),
        text: String(cells[2]),
      })),
    lookup: (profileId, grid, codes) =>
      (
        selectSome.all(
          profileId,
          grid,
          JSON.stringify([...new Set(codes.map(comparedCode))]),
        ) as Row[]
      ).map((row) => ({
        code: text(row, 'code'),
        value: JSON.parse(text(row, 'value_json')) as SentValue,
      })),
    clearProfile: (profileId) =>
      tx.run(() => {
        moveOn.run(profileId);
        return Number(deleteProfile.run(profileId).changes);
      }),
    version: (profileId) => {
      const row = selectVersion.get(profileId);
      return row === undefined ? 0 : int(row, 'version');
    },
  };
}
